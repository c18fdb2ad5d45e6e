import type { MessageDescriptor } from '../messages.ts'

/** Why the Order, Declare, Refund and Settlement machines refuse an event, by guard name (spread into GUARD_REASONS). */
export const TRADE_GUARD_REASONS: Readonly<Record<string, MessageDescriptor>> = {
  orderReasonGiven: /*i18n*/ { id: 'guard.orderReasonGiven', message: 'Give a reason to cancel an order that has been paid' },
  declareHasParties: /*i18n*/ { id: 'guard.declareHasParties', message: 'Name the owner, the logistics company and the payer before sending to customs' },
  declareHasGoods: /*i18n*/ { id: 'guard.declareHasGoods', message: 'Add at least one goods line before sending to customs' },
  declareHasWeights: /*i18n*/ { id: 'guard.declareHasWeights', message: 'Enter the gross and net weights before sending to customs' },
  declareHasAmounts: /*i18n*/ { id: 'guard.declareHasAmounts', message: 'Enter the value of the goods before sending to customs' },
  declareReasonGiven: /*i18n*/ { id: 'guard.declareReasonGiven', message: 'Give a reason to withdraw the declaration' },
  notApplicant: /*i18n*/ { id: 'guard.notApplicant', message: 'The refund is yours: someone else must approve it' },
  notOverSettled: /*i18n*/ { id: 'guard.notOverSettled', message: 'The amount settled is more than the amount to settle' },
  gatewayAccepted: /*i18n*/ { id: 'guard.gatewayAccepted', message: 'The customs gateway refused the declaration' },
  settledInFull: /*i18n*/ { id: 'guard.settledInFull', message: 'The amount settled does not cover the whole amount' },
}

/** What the trade documents' server answers besides the engine's messages. */
export const TRADE_MESSAGES = {
  gatewayUnavailable: /*i18n*/ { id: 'srv.gatewayUnavailable', message: 'The customs gateway did not answer. Try again later' },
} as const satisfies Record<string, MessageDescriptor>
