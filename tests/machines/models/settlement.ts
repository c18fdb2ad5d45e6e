import type { DocEvent } from '../../../machines/define.ts'
import { settlementLifecycle } from '../../../machines/settlement.ts'
import { declareIncomeBody, settlementBody } from '../../fixtures/trade.ts'
import type { DocModel } from '../model.ts'

const ADMIN = { Id: 1, supervisor: true }
const CUSTOMS = { Id: 5, supervisor: true }
let seq = 0

export const settlementModel: DocModel = {
  lifecycle: settlementLifecycle,
  // The same Amount as the record the API run creates (settlementBody).
  input: { record: { Amount: 199800, IncomeId: 1 }, lines: [], facts: {} },
  events: (): DocEvent[] => [
    { type: 'submit', data: {}, actor: CUSTOMS },
    { type: 'approve', data: { SettledAmount: 199800 }, actor: ADMIN },
    { type: 'approve', data: { SettledAmount: 120000 }, actor: ADMIN },
    { type: 'reject', data: { Reason: 'The bank slip does not match' }, actor: ADMIN },
    { type: 'settleRest', data: {}, actor: ADMIN },
    { type: 'cancel', data: {}, actor: CUSTOMS },
  ],
  // Settling more than there is to settle is refused.
  refusedByGuard: { state: 'PendingApproval', event: { type: 'approve', data: { SettledAmount: 199801 }, actor: ADMIN } },
  create: async (api) => {
    // It draws on foreign currency received (enough for it).
    const income = await api.call<{ Id: number }>('/Api/DeclareIncome/Post', { as: 'customs', body: declareIncomeBody(9000 + ++seq) })
    if (income.status !== 200) throw new Error(JSON.stringify(income.body))
    const res = await api.call<{ Id: number }>('/Api/Settlement/Post', {
      as: 'customs',
      body: { ...settlementBody(9000 + seq), IncomeId: income.body.Data!.Id },
    })
    if (res.status !== 200) throw new Error(JSON.stringify(res.body))
    return res.body.Data!.Id
  },
  as: (event) => (event.actor.Id === CUSTOMS.Id ? 'customs' : 'admin'),
}
