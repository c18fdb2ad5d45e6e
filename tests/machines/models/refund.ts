import type { DocEvent } from '../../../machines/define.ts'
import { refundLifecycle } from '../../../machines/refund.ts'
import { refundBody } from '../../fixtures/trade.ts'
import type { ApiDriver, DocModel, Role } from '../model.ts'

/** Finance decisions need finance:update (the administrator in the demo); the customs clerk (agent 5) applies. */
const ADMIN = { Id: 1, supervisor: true }
const CUSTOMS = { Id: 5, supervisor: true }
let seq = 0

async function create(api: ApiDriver, as: Role) {
  const res = await api.call<{ Id: number }>('/Api/Refund/Post', { as, body: refundBody(9000 + ++seq) })
  if (res.status !== 200) throw new Error(JSON.stringify(res.body))
  return res.body.Data!.Id
}

export const refundModel: DocModel = {
  lifecycle: refundLifecycle,
  // Refunds the API run creates belong to the customs clerk who applied.
  input: { record: { AgentId: CUSTOMS.Id }, lines: [], facts: {} },
  events: (): DocEvent[] => [
    { type: 'approve', data: {}, actor: ADMIN },
    { type: 'reject', data: { Reason: 'The VAT invoices are missing' }, actor: ADMIN },
    { type: 'pay', data: {}, actor: ADMIN },
    { type: 'reapply', data: {}, actor: CUSTOMS },
  ],
  /**
   * Nobody approves their own refund: the administrator (the one demo account with finance:update)
   * applies and then tries to approve; in the model that is the applicant acting.
   */
  refusedByGuard: { state: 'Applied', event: { type: 'approve', data: {}, actor: CUSTOMS }, record: (api) => create(api, 'admin') },
  create: (api) => create(api, 'customs'),
  as: (event) => (event.type === 'reapply' ? 'customs' : 'admin'),
}
