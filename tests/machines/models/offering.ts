import type { DocEvent } from '../../../machines/define.ts'
import { offeringOrderLifecycle } from '../../../machines/order.ts'
import type { DocModel } from '../model.ts'

/** The sales supervisor (agent 2) moves the orders a salesperson took; the scheduler sends the timed events. */
const SUPERVISOR = { Id: 2, supervisor: true }
const SCHEDULER = { Id: 0, supervisor: true, system: true }
let seq = 0

/** An order of the demo's first service (no limit on places), on the order machine. */
export const offeringOrderModel: DocModel = {
  lifecycle: offeringOrderLifecycle,
  input: { record: { DealAmount: 159920, AlreadyPay: 0 }, lines: [], facts: {} },
  events: (): DocEvent[] => [
    { type: 'pay', data: { Payment: 'card' }, actor: SUPERVISOR },
    { type: 'cancel', data: { Reason: 'The student moved to the next intake' }, actor: SUPERVISOR },
    { type: 'expire', data: {}, actor: SCHEDULER },
    { type: 'ship', data: { Note: 'Access opened' }, actor: SUPERVISOR },
    { type: 'confirmReceive', data: {}, actor: SUPERVISOR },
    { type: 'autoConfirm', data: {}, actor: SCHEDULER },
  ],
  refusedByGuard: { state: 'RetryShip', event: { type: 'cancel', data: { Reason: '' }, actor: SUPERVISOR } },
  create: async (api) => {
    const res = await api.call<{ Id: number }>('/Api/OfferingOrder/Post', {
      as: 'sales',
      body: { Module: 'service', OrderNo: `PATH-FW-${++seq}-${Date.now() % 100000}`, OfferingId: 1, Num: 1, Name: 'Li Wei' },
    })
    if (res.status !== 200) throw new Error(JSON.stringify(res.body))
    return res.body.Data!.Id
  },
  as: () => 'supervisor',
}
