import { setup } from 'xstate'
import { z } from 'zod'
import { defineLifecycle, docTypes, type DocContext, type DocEvent } from './define.ts'

export type OrderRecord = {
  DealAmount: number
  AlreadyPay: number
}

type Ctx = DocContext<OrderRecord, Record<string, unknown>, Record<string, never>>
type Ev = DocEvent<'pay' | 'cancel' | 'expire' | 'ship' | 'confirmReceive' | 'autoConfirm'>

const text = (max: number) => z.string().trim().max(max).default('')

/** Product order: paid, shipped, received (LIFECYCLES.md "Order"). */
export const orderMachine = setup({
  types: docTypes<Ctx, Ev>(),
  guards: {
    /**
     * A paid order is cancelled only with a reason (it becomes the refund's). The Actions probe
     * carries no payload yet: a payload rule is judged once the payload is there (the event's
     * schema always gives `Reason`, empty when left out).
     */
    orderReasonGiven: ({ event }) => !('Reason' in event.data) || String(event.data.Reason ?? '').trim() !== '',
  },
  actions: {
    /** AlreadyPay = DealAmount, PayTime = now, the payment method. */
    recordPayment: () => {},
    /** Express and ExpressNo stored, ShipTime = now, SignTime empty. */
    recordShipment: () => {},
    /** SignTime = now. */
    recordReceipt: () => {},
    /** CancelReason = the reason given. */
    recordCancel: () => {},
    /** A refund of what was paid (Kind 2), created in the same transaction. */
    refundPayment: () => {},
  },
}).createMachine({
  id: 'order',
  initial: 'Unpaid',
  context: ({ input }) => input,
  states: {
    Unpaid: {
      tags: ['editable'],
      on: {
        pay: { target: 'RetryShip', actions: 'recordPayment' },
        cancel: { target: 'Cancelled', actions: 'recordCancel' },
        expire: { target: 'Cancelled', actions: 'recordCancel' },
      },
    },
    RetryShip: {
      tags: ['queue:orders-to-ship'],
      on: {
        ship: { target: 'ConfirmReceive', actions: 'recordShipment' },
        cancel: { target: 'Cancelled', guard: 'orderReasonGiven', actions: ['recordCancel', 'refundPayment'] },
      },
    },
    ConfirmReceive: {
      on: {
        confirmReceive: { target: 'Completed', actions: 'recordReceipt' },
        autoConfirm: { target: 'Completed', actions: 'recordReceipt' },
      },
    },
    Completed: { type: 'final' },
    Cancelled: { type: 'final' },
  },
})

/**
 * The order lifecycle of a document, parameterised by what shipping takes: a product order names
 * the carrier and tracking number; an order of a service, a course seat, a live booking or a
 * project product is delivered (the service done, access opened) with a note at most.
 */
function orderLifecycleFor<D extends string>(doc: D, ship: z.ZodObject) {
  return defineLifecycle({
    doc,
    machine: orderMachine,
    steps: ['Unpaid', 'RetryShip', 'ConfirmReceive', 'Completed', 'Cancelled'],
    events: {
      pay: { permission: 'order:update', data: z.object({ Payment: text(50) }) },
      cancel: { permission: 'order:update', data: z.object({ Reason: text(500) }), confirm: true },
      /** Unpaid past the setting's minutes. */
      expire: { permission: 'order:update', timed: true },
      ship: { permission: 'order:update', data: ship },
      confirmReceive: { permission: 'order:update', confirm: true },
      /** N days after shipping, from the settings. */
      autoConfirm: { permission: 'order:update', timed: true },
    },
  })
}

export const orderLifecycle = orderLifecycleFor(
  'Order',
  z.object({ Express: z.string().trim().min(1).max(50), ExpressNo: z.string().trim().min(1).max(50) }),
)

/** Orders of services, courses, live bookings and project products (one table, the market a field). */
export const offeringOrderLifecycle = orderLifecycleFor('OfferingOrder', z.object({ Note: text(500) }))
