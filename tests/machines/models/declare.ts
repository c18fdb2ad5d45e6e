import type { AnyMachineSnapshot } from 'xstate'
import { declareLifecycle, type GatewayAnswer, type Receipt } from '../../../machines/declare.ts'
import type { DocEvent } from '../../../machines/define.ts'
import { customsSimulator, type CustomsGateway } from '../../../src/server/services/customs-gateway.ts'
import { declareBody } from '../../fixtures/trade.ts'
import type { DocModel } from '../model.ts'

type Script = { post?: GatewayAnswer; receipts?: Receipt[] }

const scripts = new Map<number, Script>()

/**
 * A customs gateway the tests script per declaration: the next post answer and the next batch of
 * receipts, each used once. A declaration without a script is posted to the simulator and gets no
 * receipts. The API run's test server must be created with it: `createTestServer({}, { gateway: scriptedGateway })`.
 */
export const scriptedGateway: CustomsGateway & { script(id: number, s: Script): void } = {
  script(id, s) {
    scripts.set(id, s)
  },
  async post(declaration, goods) {
    const s = scripts.get(declaration.Id)
    scripts.delete(declaration.Id)
    return s?.post ?? customsSimulator.post(declaration, goods)
  },
  async receipts(declaration) {
    const s = scripts.get(declaration.Id)
    scripts.delete(declaration.Id)
    return s?.receipts ?? []
  },
}

const CUSTOMS = { Id: 5, supervisor: false }
const T = 1_800_000_000
const receipt = (Code: number, Text: string, Time = T + Code): Receipt => ({ Code, Text, Time })
const getResult = (...Receipts: Receipt[]): DocEvent => ({ type: 'getResult', data: { Receipts }, actor: CUSTOMS })

/**
 * The events the server would build from each state (the gateway's answers in the data), chosen
 * per state along the customs road so every state is reached without a path through every pair.
 */
const EVENTS: Record<string, DocEvent[]> = {
  Draft: [
    { type: 'post', data: { Gateway: { Accepted: true } }, actor: CUSTOMS },
    { type: 'post', data: { Gateway: { Accepted: false, Reason: 'OwnerCardId is missing' } }, actor: CUSTOMS },
    { type: 'withdraw', data: { Reason: 'Entered twice' }, actor: CUSTOMS },
  ],
  Posted: [getResult(), getResult(receipt(100, 'Rejected: wrong HS code')), getResult(receipt(120, 'Accepted')), getResult(receipt(120, 'Accepted'), receipt(300, 'Manual review'))],
  Rejected: [
    { type: 'amend', data: {}, actor: CUSTOMS },
    { type: 'withdraw', data: { Reason: 'Goods no longer exported' }, actor: CUSTOMS },
  ],
  Accepted: [getResult(receipt(300, 'Manual review')), getResult(receipt(500, 'Inspection')), getResult(receipt(501, 'Held for customs clearance'))],
  Review: [getResult(receipt(399, 'Review concluded'))],
  Inspection: [getResult(receipt(399, 'Review concluded')), getResult(receipt(501, 'Held for customs clearance'))],
  Held: [getResult(receipt(700, 'Returned abroad')), getResult(receipt(399, 'Review concluded'))],
  Concluded: [getResult(receipt(800, 'Released'))],
  Released: [getResult(receipt(899, 'Closed'))],
}

let seq = 0
let clock = T

export const declareModel: DocModel = {
  lifecycle: declareLifecycle,
  input: {
    record: { OwnerName: 'Shenzhen Haitong Supply Chain', LogisticsName: 'SF Express', PayName: 'Alipay', TotalWeight: 12.5, NetWeight: 11.25, ProductAmount: 199800 },
    lines: [{ Title: 'Silk scarf', HsCode: '6214100000', Num: 100, Price: 1998, Weight: 11.25 }],
    facts: {},
  },
  events: (snapshot: AnyMachineSnapshot) => EVENTS[String(snapshot.value)] ?? [],
  serverDeps: { gateway: scriptedGateway },
  // Withdrawing is final and says why.
  refusedByGuard: { state: 'Draft', event: { type: 'withdraw', data: { Reason: '' }, actor: CUSTOMS } },
  create: async (api) => {
    const res = await api.call<{ Id: number }>('/Api/Declare/Post', { as: 'customs', body: declareBody(9000 + ++seq) })
    if (res.status !== 200) throw new Error(JSON.stringify(res.body))
    return res.body.Data!.Id
  },
  /** The gateway is scripted to answer what the model's event carries; the caller sends no gateway data (the server would drop it). */
  prepare: async (_api, id, event) => {
    if (event.type === 'post') {
      scriptedGateway.script(id, { post: event.data.Gateway as GatewayAnswer })
      return {}
    }
    if (event.type === 'getResult') {
      // Fresh times, so a code seen before on this record is a new receipt, in the model's order.
      const receipts = ((event.data.Receipts as Receipt[] | undefined) ?? []).map((r) => ({ ...r, Time: ++clock }))
      scriptedGateway.script(id, { receipts })
      return {}
    }
    scripts.delete(id)
    return event.data
  },
  as: () => 'customs',
}
