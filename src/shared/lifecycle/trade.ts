import type { MessageDescriptor } from '../../kernel/shared/messages.ts'

/** Why the Order, Declare, Refund and Settlement machines refuse an event, by guard name (spread into GUARD_REASONS). */
export const TRADE_GUARD_REASONS: Readonly<Record<string, MessageDescriptor>> = {
  // Routes a customs answer to its state; an answer that leads nowhere is only stored.
  newestReceiptIs: /*i18n*/ { id: 'guard.newestReceiptIs', message: 'Customs has sent no answer that moves this document' },
  orderReasonGiven: /*i18n*/ { id: 'guard.orderReasonGiven', message: 'Give a reason to cancel an order that has been paid' },
  declareHasParties: /*i18n*/ {
    id: 'guard.declareHasParties',
    message: 'Name the owner, the logistics company and the payment company before sending to customs',
  },
  declareHasGoods: /*i18n*/ { id: 'guard.declareHasGoods', message: 'Add at least one goods line before sending to customs' },
  declareHasWeights: /*i18n*/ { id: 'guard.declareHasWeights', message: 'Enter the gross and net weights before sending to customs' },
  declareHasAmounts: /*i18n*/ { id: 'guard.declareHasAmounts', message: 'Enter the value of the goods before sending to customs' },
  reasonGiven: /*i18n*/ { id: 'guard.reasonGiven', message: 'Give a reason to withdraw it' },
  messageComplete: /*i18n*/ { id: 'guard.messageComplete', message: 'Fill in {missing} before sending to customs' },
  messageHasLines: /*i18n*/ { id: 'guard.messageHasLines', message: 'Add at least one line before sending to customs' },
  documentsAccepted: /*i18n*/ {
    id: 'guard.documentsAccepted',
    message: 'A retail list goes to customs only after its order, payment receipt and waybill are accepted. Not yet: {unaccepted}',
  },
  documentsAgree: /*i18n*/ {
    id: 'guard.documentsAgree',
    message: 'The declaration does not agree with its order, payment receipt and waybill: {mismatches}',
  },
  declareNetWithinGross: /*i18n*/ {
    id: 'guard.declareNetWithinGross',
    message: 'The net weight is more than the gross weight: customs refuses such a declaration',
  },
  declarationAccepted: /*i18n*/ {
    id: 'guard.declarationAccepted',
    message: 'Report the arrival once customs has accepted the declaration',
  },
  arrivalAccepted: /*i18n*/ { id: 'guard.arrivalAccepted', message: 'Report the departure once customs has accepted the arrival' },
  subWaybillsAccepted: /*i18n*/ {
    id: 'guard.subWaybillsAccepted',
    message: 'Every sub waybill must be accepted by customs first. Not yet: {subWaybillsPending}',
  },
  drawsOnIncome: /*i18n*/ { id: 'guard.drawsOnIncome', message: 'Choose the income the settlement draws on' },
  notApplicant: /*i18n*/ { id: 'guard.notApplicant', message: 'The refund is yours: someone else must approve it' },
  notOverSettled: /*i18n*/ { id: 'guard.notOverSettled', message: 'The amount settled is more than the amount to settle' },
  gatewayAccepted: /*i18n*/ { id: 'guard.gatewayAccepted', message: 'The customs gateway refused the message' },
  settledInFull: /*i18n*/ { id: 'guard.settledInFull', message: 'The amount settled does not cover the whole amount' },
}

/** Why a write of an export document is refused (400, on the field). */
export const CUSTOMS_MESSAGES = {
  mismatch: /*i18n*/ {
    id: 'srv.customs.mismatch',
    message: '{field} ({doc}: {expected}; declaration: {found})',
    comment: 'One field of a declaration that disagrees with a document it is matched against, with both values',
  },
  declarationNotAccepted: /*i18n*/ { id: 'srv.customs.declarationNotAccepted', message: 'Customs has not accepted this declaration yet' },
  arrivalNotAccepted: /*i18n*/ { id: 'srv.customs.arrivalNotAccepted', message: 'Customs has not accepted this arrival yet' },
  subWaybillTaken: /*i18n*/ { id: 'srv.customs.subWaybillTaken', message: 'Already under another master waybill: {numbers}' },
  refundNeedsRelease: /*i18n*/ { id: 'srv.customs.refundNeedsRelease', message: 'A tax refund needs a declaration customs has released' },
  refundAboveTax: /*i18n*/ {
    id: 'srv.customs.refundAboveTax',
    message: 'The tax refunds of this declaration would come to more than its refundable tax ({tax})',
  },
  bankRefTaken: /*i18n*/ {
    id: 'srv.customs.bankRefTaken',
    message: 'The bank reference {ref} is already recorded on income #{id}: the same transfer cannot come in twice',
  },
  refundNothingLeft: /*i18n*/ {
    id: 'srv.customs.refundNothingLeft',
    message:
      'Nothing is left to refund on this declaration (refundable tax {tax}, already applied for {applied}). Give its goods a rebate rate first',
  },
  refundNeedsOrder: /*i18n*/ { id: 'srv.customs.refundNeedsOrder', message: 'An order refund needs its order' },
  settlementAboveIncome: /*i18n*/ {
    id: 'srv.customs.settlementAboveIncome',
    message: 'The settlements drawing on this income would come to more than was received ({left} left)',
  },
} as const satisfies Record<string, MessageDescriptor>

/** What the trade documents' server answers besides the engine's messages. */
export const TRADE_MESSAGES = {
  gatewayUnavailable: /*i18n*/ { id: 'srv.gatewayUnavailable', message: 'The customs gateway did not answer. Try again later' },
} as const satisfies Record<string, MessageDescriptor>
