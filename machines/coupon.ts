import { setup } from 'xstate'
import { z } from 'zod'
import { defineLifecycle, docTypes, type DocContext, type DocEvent } from './define.ts'

export type CouponRecord = { UserId: number }
export type CouponFacts = { expired: boolean }

type Ctx = DocContext<CouponRecord, never, CouponFacts>
type Ev = DocEvent<'claim' | 'use' | 'void' | 'expire'>

/**
 * Coupon: issued under a discount rule, claimed by one end user, used once on one order; voided by
 * the operator, or expired by the scheduler past its valid time (a claim or use after that time is
 * refused even before the scheduler comes by). Used, voided and expired are final: a coupon is
 * never used twice, and the row lock of the transition holds that under concurrent uses.
 */
export const couponMachine = setup({
  types: docTypes<Ctx, Ev>(),
  guards: {
    stillValid: ({ context }) => !context.facts.expired,
  },
  actions: {
    /** UserId = the end user, ClaimTime = now. */
    recordClaim: () => {},
    /** OrderNo = the order it was used on, UseTime = now. */
    recordUse: () => {},
    /** VoidReason = the reason given. */
    recordVoid: () => {},
  },
}).createMachine({
  id: 'coupon',
  initial: 'Issued',
  context: ({ input }) => input,
  states: {
    Issued: {
      tags: ['editable'],
      on: {
        claim: { target: 'Claimed', guard: 'stillValid', actions: 'recordClaim' },
        void: { target: 'Voided', actions: 'recordVoid' },
        expire: { target: 'Expired' },
      },
    },
    Claimed: {
      on: {
        use: { target: 'Used', guard: 'stillValid', actions: 'recordUse' },
        void: { target: 'Voided', actions: 'recordVoid' },
        expire: { target: 'Expired' },
      },
    },
    Used: { type: 'final' },
    Voided: { type: 'final' },
    Expired: { type: 'final' },
  },
})

export const couponLifecycle = defineLifecycle({
  doc: 'Coupon',
  machine: couponMachine,
  steps: ['Issued', 'Claimed', 'Used', 'Voided', 'Expired'],
  events: {
    claim: { permission: 'discount:update', data: z.object({ UserId: z.number().int().min(1).max(2_147_483_647) }) },
    use: { permission: 'discount:update', data: z.object({ OrderNo: z.string().trim().min(1).max(50) }) },
    void: { permission: 'discount:update', data: z.object({ Reason: z.string().trim().min(1).max(500) }), confirm: true },
    /** Past the coupon's valid time. */
    expire: { permission: 'discount:update', timed: true },
  },
})
