import type { AnyMachineSnapshot } from 'xstate'
import type { GatewayAnswer, Receipt } from '../../../machines/customs-message.ts'
import { declareLifecycle } from '../../../machines/declare.ts'
import {
  declareArrivalLifecycle,
  declareDepartureLifecycle,
  declareLogisticsLifecycle,
  declareOrderLifecycle,
  declareReceiptLifecycle,
  declareWaybillLifecycle,
} from '../../../machines/customs-docs.ts'
import type { DocContext, DocEvent, Lifecycle } from '../../../machines/define.ts'
import { customsSimulator, type CustomsGateway } from '../../../src/server/services/customs-gateway.ts'
import {
  declareArrivalBody,
  declareBody,
  declareDepartureBody,
  declareLogisticsBody,
  declareOrderBody,
  declareReceiptBody,
  declareWaybillBody,
} from '../../fixtures/trade.ts'
import type { ApiDriver, DocModel } from '../model.ts'

type Script = { post?: GatewayAnswer; receipts?: Receipt[] }

const scripts = new Map<string, Script>()
const key = (doc: string, id: number) => `${doc}#${id}`

/**
 * A customs gateway the tests script per document: the next post answer and the next batch of
 * receipts, each used once. A message without a script is posted to the simulator and gets no
 * receipts. The API run's test server is created with it (the models' `serverDeps`).
 */
export const scriptedGateway: CustomsGateway & { script(doc: string, id: number, s: Script): void } = {
  script(doc, id, s) {
    scripts.set(key(doc, id), s)
  },
  async post(m) {
    const s = scripts.get(key(m.doc, m.record.Id))
    scripts.delete(key(m.doc, m.record.Id))
    return s?.post ?? customsSimulator.post(m)
  },
  async receipts(m) {
    const s = scripts.get(key(m.doc, m.record.Id))
    scripts.delete(key(m.doc, m.record.Id))
    return s?.receipts ?? []
  },
}

const CUSTOMS = { Id: 5, supervisor: false }
const T = 1_800_000_000
const receipt = (Code: number, Text: string, Time = T + Code): Receipt => ({ Code, Text, Time })
const getResult = (...Receipts: Receipt[]): DocEvent => ({ type: 'getResult', data: { Receipts }, actor: CUSTOMS })

const DRAFT: DocEvent[] = [
  { type: 'post', data: { Gateway: { Accepted: true } }, actor: CUSTOMS },
  { type: 'post', data: { Gateway: { Accepted: false, Reason: '缺少货主证件号码（OwnerCardId）' } }, actor: CUSTOMS },
  { type: 'withdraw', data: { Reason: 'Entered twice' }, actor: CUSTOMS },
]
const REJECTED: DocEvent[] = [
  { type: 'amend', data: {}, actor: CUSTOMS },
  { type: 'withdraw', data: { Reason: 'Goods no longer exported' }, actor: CUSTOMS },
]

/**
 * The events the server would build from each state (the gateway's answers in the data), chosen
 * per state along the customs road so every state is reached without a path through every pair.
 */
const REVIEW_ROAD: Record<string, DocEvent[]> = {
  Draft: DRAFT,
  Posted: [
    getResult(),
    getResult(receipt(100, 'Rejected: wrong HS code')),
    getResult(receipt(120, 'Accepted')),
    getResult(receipt(120, 'Accepted'), receipt(300, 'Manual review')),
  ],
  Rejected: REJECTED,
  Accepted: [
    getResult(receipt(300, 'Manual review')),
    getResult(receipt(500, 'Inspection')),
    getResult(receipt(501, 'Held for customs clearance')),
  ],
  Review: [getResult(receipt(399, 'Review concluded'))],
  Inspection: [getResult(receipt(399, 'Review concluded')), getResult(receipt(501, 'Held for customs clearance'))],
  Held: [getResult(receipt(700, 'Returned abroad')), getResult(receipt(399, 'Review concluded'))],
  Concluded: [getResult(receipt(800, 'Released'))],
  // Only the scheduler's poll asks after a release, and only a closing receipt moves it.
  Released: [{ type: 'close', data: { Receipts: [receipt(899, 'Closed')] }, actor: { Id: 0, supervisor: true, system: true } }],
}
const SHORT_ROAD: Record<string, DocEvent[]> = {
  Draft: DRAFT,
  Posted: [
    getResult(),
    getResult(receipt(100, 'Rejected: the payment number is missing')),
    getResult({ ...receipt(120, 'Accepted'), No: '310120260000000001' }),
  ],
  Rejected: REJECTED,
}

let seq = 0
let clock = T

/** Creates a document through the API as the customs clerk and answers its Id. */
export async function createAs(api: ApiDriver, doc: string, body: Record<string, unknown>): Promise<number> {
  const res = await api.call<{ Id: number }>(`/Api/${doc}/Post`, { as: 'customs', body })
  if (res.status !== 200) throw new Error(`${doc}: ${JSON.stringify(res.body)}`)
  return res.body.Data!.Id
}

/** Drives a document to Accepted through the API with a scripted 120 receipt. */
export async function accept(api: ApiDriver, doc: string, id: number): Promise<void> {
  const send = async (Event: string) => {
    const rec = await api.call<{ Version: number }>(`/Api/${doc}/Get`, { as: 'customs', query: { Id: id } })
    const res = await api.call<{ State: string }>(`/Api/${doc}/Transition`, {
      as: 'customs',
      body: { Id: id, Event, Version: rec.body.Data!.Version },
    })
    if (res.status !== 200) throw new Error(`${doc} ${Event}: ${JSON.stringify(res.body)}`)
    return res.body.Data!.State
  }
  scriptedGateway.script(doc, id, { post: { Accepted: true } })
  await send('post')
  scriptedGateway.script(doc, id, { receipts: [{ Code: 120, Text: 'Accepted', Time: ++clock, No: `31${id}` }] })
  const state = await send('getResult')
  if (state !== 'Accepted') throw new Error(`${doc} ${id} is ${state}`)
}

/** A message document's model: its road, a record that passes its guards, and how the API run makes one. */
function messageModel(
  lifecycle: Lifecycle,
  input: DocContext,
  create: (api: ApiDriver, n: number) => Promise<number>,
  review = false,
): DocModel {
  const road = review ? REVIEW_ROAD : SHORT_ROAD
  return {
    lifecycle,
    input,
    events: (snapshot: AnyMachineSnapshot) => road[String(snapshot.value)] ?? [],
    serverDeps: { gateway: scriptedGateway },
    // Withdrawing is final and says why.
    refusedByGuard: { state: 'Draft', event: { type: 'withdraw', data: { Reason: '' }, actor: CUSTOMS } },
    create: (api) => create(api, 9000 + ++seq),
    /** The gateway is scripted to answer what the model's event carries; the caller sends no gateway data (the server would drop it). */
    prepare: async (_api, id, event) => {
      const doc = lifecycle.doc
      if (event.type === 'post') {
        scriptedGateway.script(doc, id, { post: event.data.Gateway as GatewayAnswer })
        return {}
      }
      if (event.type === 'getResult' || event.type === 'close') {
        // Fresh times, so a code seen before on this record is a new receipt, in the model's order.
        const receipts = ((event.data.Receipts as Receipt[] | undefined) ?? []).map((r) => ({ ...r, Time: ++clock }))
        scriptedGateway.script(doc, id, { receipts })
        return {}
      }
      scripts.delete(key(doc, id))
      return event.data
    },
    as: () => 'customs',
  }
}

const empty = { missing: [] }

export const declareModel = messageModel(
  // The declaration is the review road; its 9710 fixture needs no matched documents.
  declareLifecycle,
  {
    record: {
      OwnerName: 'Shenzhen Haitong Supply Chain',
      LogisticsName: 'SF Express',
      PayName: 'Alipay',
      TotalWeight: 12.5,
      NetWeight: 11.25,
      ProductAmount: 199800,
    },
    lines: [{ Title: 'Silk scarf', HsCode: '6214100000', Num: 100, Price: 1998, Weight: 11.25 }],
    facts: { ...empty, unaccepted: [], mismatches: [] },
  },
  (api, n) => createAs(api, 'Declare', declareBody(n)),
  true,
)

export const CUSTOMS_DOC_MODELS: readonly DocModel[] = [
  messageModel(
    declareOrderLifecycle,
    { record: { OrderCode: 'DC1', ClientName: 'Kedai Sutera', ProductAmount: 199800 }, lines: [{ Title: 'Silk scarf' }], facts: empty },
    (api, n) => createAs(api, 'DeclareOrder', declareOrderBody(n)),
  ),
  messageModel(
    declareReceiptLifecycle,
    { record: { OrderCode: 'DC1', PayName: 'Alipay', ClientName: 'Kedai Sutera', PaidAmount: 199800 }, lines: [], facts: empty },
    (api, n) => createAs(api, 'DeclareReceipt', declareReceiptBody(n)),
  ),
  messageModel(
    declareLogisticsLifecycle,
    {
      record: { OrderCode: 'DC1', LogisticsName: 'SF Express', LogisticsNo: 'SF1', ClientName: 'Kedai Sutera', TotalWeight: 12.5 },
      lines: [],
      facts: empty,
    },
    (api, n) => createAs(api, 'DeclareLogistics', declareLogisticsBody(n)),
  ),
  messageModel(
    declareArrivalLifecycle,
    { record: { DeclareId: 1, Port: 'Shekou' }, lines: [], facts: { ...empty, declarationPending: [] } },
    async (api, n) => {
      const declaration = await createAs(api, 'Declare', declareBody(n))
      await accept(api, 'Declare', declaration)
      return createAs(api, 'DeclareArrival', declareArrivalBody(n, declaration))
    },
  ),
  messageModel(
    declareDepartureLifecycle,
    { record: { DeclareArrivalId: 1, Voyage: 'CZ3001' }, lines: [], facts: { ...empty, arrivalPending: [] } },
    async (api, n) => {
      const declaration = await createAs(api, 'Declare', declareBody(n))
      await accept(api, 'Declare', declaration)
      const arrival = await createAs(api, 'DeclareArrival', declareArrivalBody(n, declaration))
      await accept(api, 'DeclareArrival', arrival)
      return createAs(api, 'DeclareDeparture', declareDepartureBody(n, arrival))
    },
  ),
  messageModel(
    declareWaybillLifecycle,
    { record: { LogisticsNo: '784-1' }, lines: [{ Id: 1, State: 'Accepted' }], facts: { ...empty, subWaybillsPending: [] } },
    async (api, n) => {
      const sub = await createAs(api, 'DeclareLogistics', declareLogisticsBody(n))
      await accept(api, 'DeclareLogistics', sub)
      return createAs(api, 'DeclareWaybill', declareWaybillBody(n, [sub]))
    },
  ),
]
