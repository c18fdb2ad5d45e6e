import { and, setup } from 'xstate'
import { defineLifecycle, docTypes, type DocContext, type DocEvent } from './define.ts'
import { draftGuards, OptionalReason, type DocLine, type DraftFacts } from './lines.ts'
import { CONSIGNEE_FIELDS } from './delivery.ts'

export type SalesOrderRecord = {
  ClientId: number
  WarehouseId: number
  Name?: string
  Phone?: string
  Address?: string
  ToCountry?: string
  Zip?: string
}
export type SalesOrderFacts = DraftFacts & {
  /** The customer is a live customer. */
  clientKnown: boolean
}

type Ctx = DocContext<SalesOrderRecord, DocLine & { Price: number }, SalesOrderFacts>
type Ev = DocEvent<'confirm' | 'ship' | 'cancel'>

/**
 * A sales order (spec /scm/order): confirming a draft creates its outbound delivery (submitted to
 * the warehouse, with the order's consignee); the delivery's shipping completes the order, a
 * consequence the server sends, never a person. Cancelling a confirmed order cancels its delivery,
 * which the warehouse refuses once the goods are on their way.
 */
export const salesOrderMachine = setup({
  types: docTypes<Ctx, Ev>(),
  guards: {
    ...draftGuards,
    clientKnown: ({ context: { facts } }) => facts.clientKnown === true,
    consigneeGiven: ({ context: { record } }) => CONSIGNEE_FIELDS.every((f) => String(record[f] ?? '').trim() !== ''),
    /** A confirmed order's delivery is cancelled with it: the warehouse is told why. The Actions probe carries no payload yet. */
    salesCancelReasonGiven: ({ event }) => !('Reason' in event.data) || String(event.data.Reason ?? '').trim() !== '',
  },
  actions: {
    /** A delivery of the lines from the order's warehouse to its consignee, submitted (DeliveryId). */
    createDelivery: () => {},
    /** ShipTime = the delivery's. */
    recordShipment: () => {},
    /** CancelReason = the reason; the delivery, if any, is cancelled (refused once it has shipped). */
    recordCancel: () => {},
  },
}).createMachine({
  id: 'salesOrder',
  initial: 'Draft',
  context: ({ input }) => input,
  states: {
    Draft: {
      tags: ['editable'],
      on: {
        confirm: {
          target: 'Confirmed',
          guard: and(['hasLines', 'clientKnown', 'warehouseKnown', 'productsKnown', 'consigneeGiven']),
          actions: 'createDelivery',
        },
        cancel: { target: 'Cancelled', actions: 'recordCancel' },
      },
    },
    Confirmed: {
      on: {
        ship: { target: 'Completed', actions: 'recordShipment' },
        cancel: { target: 'Cancelled', guard: 'salesCancelReasonGiven', actions: 'recordCancel' },
      },
    },
    Completed: { type: 'final' },
    Cancelled: { type: 'final' },
  },
})

export const salesOrderLifecycle = defineLifecycle({
  doc: 'SalesOrder',
  machine: salesOrderMachine,
  steps: ['Draft', 'Confirmed', 'Completed', 'Cancelled'],
  events: {
    confirm: { permission: 'scm:update', confirm: true },
    // Sent by the server when the order's delivery ships.
    ship: { permission: 'scm:update', timed: true },
    cancel: { permission: 'scm:update', data: OptionalReason, confirm: true },
  },
})
