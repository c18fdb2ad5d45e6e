import type { DocEvent } from '../../../machines/define.ts'
import { orderLifecycle } from '../../../machines/order.ts'
import { orderBody } from '../../fixtures/trade.ts'
import type { DocModel } from '../model.ts'

/** The sales supervisor (agent 2) moves the orders a salesperson (agent 3) took; the scheduler sends the timed events. */
const SUPERVISOR = { Id: 2, supervisor: true }
const SCHEDULER = { Id: 0, supervisor: true, system: true }
let seq = 0

export const orderModel: DocModel = {
  lifecycle: orderLifecycle,
  input: { record: { DealAmount: 25980, AlreadyPay: 0 }, lines: [], facts: {} },
  events: (): DocEvent[] => [
    { type: 'pay', data: { Payment: 'card' }, actor: SUPERVISOR },
    { type: 'cancel', data: { Reason: 'The customer changed their mind' }, actor: SUPERVISOR },
    { type: 'expire', data: {}, actor: SCHEDULER },
    { type: 'ship', data: { Express: 'SF Express', ExpressNo: 'SF1234567890' }, actor: SUPERVISOR },
    { type: 'confirmReceive', data: {}, actor: SUPERVISOR },
    { type: 'autoConfirm', data: {}, actor: SCHEDULER },
  ],
  // A paid order is not cancelled without a reason.
  refusedByGuard: { state: 'RetryShip', event: { type: 'cancel', data: { Reason: '' }, actor: SUPERVISOR } },
  create: async (api) => {
    const res = await api.call<{ Id: number }>('/Api/Order/Post', { as: 'sales', body: orderBody(9000 + ++seq) })
    if (res.status !== 200) throw new Error(JSON.stringify(res.body))
    return res.body.Data!.Id
  },
  as: () => 'supervisor',
}
