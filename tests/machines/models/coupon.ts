import type { DocEvent } from '../../../machines/define.ts'
import { couponLifecycle } from '../../../machines/coupon.ts'
import type { DocModel } from '../model.ts'

/** The sales supervisor (agent 2, discount:update in the demo) hands out and redeems; the scheduler expires. */
const SUPERVISOR = { Id: 2, supervisor: true }
const SCHEDULER = { Id: 0, supervisor: true, system: true }
let seq = 0

/** A coupon of the demo's first rule, valid for years: claimed by end user 1, used on an order. */
export const couponModel: DocModel = {
  lifecycle: couponLifecycle,
  input: { record: { UserId: 0 }, lines: [], facts: { expired: false } },
  events: (): DocEvent[] => [
    { type: 'claim', data: { UserId: 1 }, actor: SUPERVISOR },
    { type: 'use', data: { OrderNo: 'PATH-SO-1' }, actor: SUPERVISOR },
    { type: 'void', data: { Reason: 'Given to the wrong customer' }, actor: SUPERVISOR },
    { type: 'expire', data: {}, actor: SCHEDULER },
  ],
  // A coupon past its valid time is not claimed, even before the scheduler expires it.
  refusedByGuard: {
    state: 'Issued',
    event: { type: 'claim', data: { UserId: 1 }, actor: SUPERVISOR },
    facts: { expired: true },
    record: async (api) => {
      const res = await api.call<{ Id: number }>('/Api/Coupon/Post', {
        as: 'supervisor',
        body: { DiscountId: 1, Code: `PATH-OLD-${++seq}-${Date.now() % 1_000_000}`, ValidTime: 1_000_000_000 },
      })
      if (res.status !== 200) throw new Error(JSON.stringify(res.body))
      return res.body.Data!.Id
    },
  },
  create: async (api) => {
    const res = await api.call<{ Id: number }>('/Api/Coupon/Post', {
      as: 'supervisor',
      body: { DiscountId: 1, Code: `PATH-${++seq}-${Date.now() % 1_000_000}`, ValidTime: 4_000_000_000 },
    })
    if (res.status !== 200) throw new Error(JSON.stringify(res.body))
    return res.body.Data!.Id
  },
  as: () => 'supervisor',
}
