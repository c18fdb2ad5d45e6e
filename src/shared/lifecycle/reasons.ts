import type { MessageDescriptor } from '../messages.ts'
import { WAREHOUSE_GUARD_REASONS } from '../resources/warehouse.ts'
import { TRADE_GUARD_REASONS } from './trade.ts'
import { ATTRACT_MESSAGES } from '../resources/attract.ts'
import { SCM_MESSAGES } from '../resources/scm.ts'
import { LISTING_MESSAGES } from '../resources/commerce.ts'
import { RECEIVABLE_MESSAGES } from '../resources/receivable.ts'

/**
 * Why an event is refused, for the server's 409 message and the disabled button's tooltip. Guards
 * are named in the machines (no UI strings there); their reasons live here, keyed by guard name.
 * Values come from the document's facts (`{shortLines}` …).
 */
export const GUARD_REASONS: Readonly<Record<string, MessageDescriptor>> = {
  // Documents of other modules add their reasons here, spread from their own files.
  // Client
  ownerOrSupervisor: /*i18n*/ { id: 'guard.ownerOrSupervisor', message: 'Only the owner or a supervisor can do this' },
  supervisor: /*i18n*/ { id: 'guard.supervisor', message: 'Only a supervisor can do this' },
  underOwnedCap: /*i18n*/ { id: 'guard.underOwnedCap', message: 'You already own {ownedCap} customers, the most allowed' },
  underDailyCap: /*i18n*/ { id: 'guard.underDailyCap', message: 'You have claimed {dailyCap} customers today, the most allowed per day' },
  cooldownOver: /*i18n*/ { id: 'guard.cooldownOver', message: 'You released this customer recently and cannot claim it back yet' },
  // Agent
  notSelf: /*i18n*/ { id: 'guard.notSelf', message: 'You cannot do this to your own account' },
  // Entry, Delivery, Inventory, Ownership
  ...WAREHOUSE_GUARD_REASONS,
  // Order, Declare, Refund, Settlement
  ...TRADE_GUARD_REASONS,
  // StationContract
  termGiven: ATTRACT_MESSAGES.termGiven,
  stationsFree: ATTRACT_MESSAGES.stationsFree,
  // PurchaseContract, SalesOrder
  supplierKnown: SCM_MESSAGES.supplierKnown,
  clientKnown: SCM_MESSAGES.clientKnown,
  entryDone: SCM_MESSAGES.entryDone,
  salesCancelReasonGiven: SCM_MESSAGES.salesCancelReasonGiven,
  // Coupon, Listing
  stillValid: /*i18n*/ { id: 'guard.stillValid', message: 'This coupon is past its valid time' },
  productListable: LISTING_MESSAGES.notListable,
  // Receivable, Invoice
  notOverReceived: RECEIVABLE_MESSAGES.notOverReceived,
  receivedInFull: RECEIVABLE_MESSAGES.receivedInFull,
  invoiceHasLines: RECEIVABLE_MESSAGES.invoiceHasLines,
  receivableLive: RECEIVABLE_MESSAGES.receivableLive,
  withinReceivable: RECEIVABLE_MESSAGES.withinReceivable,
}

export const LIFECYCLE_MESSAGES = {
  wrongState: /*i18n*/ { id: 'srv.wrongState', message: 'This action is not possible in the record’s current state ({state})' },
  guardFailed: /*i18n*/ { id: 'srv.guardFailed', message: 'The record does not meet the conditions for this action' },
  timedOnly: /*i18n*/ { id: 'srv.timedOnly', message: 'This step is taken by the system on schedule' },
  notEditable: /*i18n*/ { id: 'srv.notEditable', message: 'The record can no longer be edited in its current state ({state})' },
  notDeletable: /*i18n*/ { id: 'srv.notDeletable', message: 'The record can no longer be deleted in its current state ({state})' },
  transitionDone: /*i18n*/ { id: 'srv.transitionDone', message: 'Done' },
} as const satisfies Record<string, MessageDescriptor>

export const QUEUE_MESSAGES = {
  heldBy: /*i18n*/ { id: 'srv.queue.heldBy', message: '{name} is already working on this item' },
  notQueued: /*i18n*/ { id: 'srv.queue.notQueued', message: 'This record is not waiting in a work queue' },
  claimed: /*i18n*/ { id: 'srv.queue.claimed', message: 'The item is yours' },
  released: /*i18n*/ { id: 'srv.queue.released', message: 'The item is back in the queue' },
} as const satisfies Record<string, MessageDescriptor>

/** Answers of the reminder routes. */
export const REMINDER_MESSAGES = {
  read: /*i18n*/ { id: 'srv.reminder.read', message: 'Marked as read' },
} as const satisfies Record<string, MessageDescriptor>
