import { customsMessageLifecycle, type CustomsMessageOptions } from './customs-message.ts'

/**
 * The export documents customs takes besides the declaration, each the same message lifecycle
 * (customs-message.ts) with what it needs filled in and what must hold of other documents first.
 */
export const CUSTOMS_DOC_OPTIONS = {
  /** The electronic order: what was sold, to whom, for how much. */
  DeclareOrder: { doc: 'DeclareOrder', required: ['OrderCode', 'ClientName', 'ProductAmount'], lines: true },
  /** The payment receipt: who paid how much for the order. */
  DeclareReceipt: { doc: 'DeclareReceipt', required: ['OrderCode', 'PayName', 'ClientName', 'PaidAmount'] },
  /** The logistics waybill: the parcel, its consignee and weight. */
  DeclareLogistics: { doc: 'DeclareLogistics', required: ['OrderCode', 'LogisticsName', 'LogisticsNo', 'ClientName', 'TotalWeight'] },
  /** Goods at the port: only for a declaration customs has accepted (facts.declarationPending empty). */
  DeclareArrival: { doc: 'DeclareArrival', required: ['DeclareId', 'Port'], preconditions: { declarationAccepted: 'declarationPending' } },
  /** Goods gone: only after the arrival was accepted. */
  DeclareDeparture: {
    doc: 'DeclareDeparture',
    required: ['DeclareArrivalId', 'Voyage'],
    preconditions: { arrivalAccepted: 'arrivalPending' },
  },
  /** A master waybill: its sub waybills, each accepted by customs. */
  DeclareWaybill: {
    doc: 'DeclareWaybill',
    required: ['LogisticsNo'],
    lines: true,
    preconditions: { subWaybillsAccepted: 'subWaybillsPending' },
  },
} as const satisfies Record<string, CustomsMessageOptions>

export type CustomsDocName = keyof typeof CUSTOMS_DOC_OPTIONS

export const declareOrderLifecycle = customsMessageLifecycle(CUSTOMS_DOC_OPTIONS.DeclareOrder)
export const declareReceiptLifecycle = customsMessageLifecycle(CUSTOMS_DOC_OPTIONS.DeclareReceipt)
export const declareLogisticsLifecycle = customsMessageLifecycle(CUSTOMS_DOC_OPTIONS.DeclareLogistics)
export const declareArrivalLifecycle = customsMessageLifecycle(CUSTOMS_DOC_OPTIONS.DeclareArrival)
export const declareDepartureLifecycle = customsMessageLifecycle(CUSTOMS_DOC_OPTIONS.DeclareDeparture)
export const declareWaybillLifecycle = customsMessageLifecycle(CUSTOMS_DOC_OPTIONS.DeclareWaybill)

export const CUSTOMS_DOC_LIFECYCLES = [
  declareOrderLifecycle,
  declareReceiptLifecycle,
  declareLogisticsLifecycle,
  declareArrivalLifecycle,
  declareDepartureLifecycle,
  declareWaybillLifecycle,
] as const
