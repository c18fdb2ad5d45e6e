import type { MessageDescriptor } from '../../kernel/shared/messages.ts'

/**
 * Receivables (spec /finance/income_list, "receivable/received"): one per document that carries
 * money, raised when the money is agreed — a product or offering order when it is paid (its
 * payment is the first receipt), a sales order when it is confirmed, an export declaration when
 * customs release it (its goods value, freight and insurance, in its currency) — or entered by
 * finance for anything else billed (storage, declaration fees). Ageing counts from OpenTime.
 */

/** The documents a receivable is raised from ('Manual': entered by finance). */
export const RECEIVABLE_SOURCES = ['Order', 'OfferingOrder', 'SalesOrder', 'Declare', 'Manual'] as const
export type ReceivableSource = (typeof RECEIVABLE_SOURCES)[number]

export const RECEIPT_METHOD_VALUES = ['bank', 'cash', 'online', 'cheque', 'offset'] as const

export const RECEIPT_METHOD_LABELS: Readonly<Record<(typeof RECEIPT_METHOD_VALUES)[number], MessageDescriptor>> = {
  bank: /*i18n*/ { id: 'receipt.method.bank', message: 'Bank transfer' },
  cash: /*i18n*/ { id: 'receipt.method.cash', message: 'Cash' },
  online: /*i18n*/ { id: 'receipt.method.online', message: 'Online payment' },
  cheque: /*i18n*/ { id: 'receipt.method.cheque', message: 'Cheque' },
  offset: /*i18n*/ { id: 'receipt.method.offset', message: 'Offset against a payable' },
}

/** The ageing buckets: days since the money was agreed, the last one open-ended. */
export const AGEING_BUCKETS = [
  { key: 'B0_30', from: 0, to: 30, label: /*i18n*/ { id: 'ageing.0_30', message: '0–30 days' } },
  { key: 'B31_60', from: 31, to: 60, label: /*i18n*/ { id: 'ageing.31_60', message: '31–60 days' } },
  { key: 'B61_90', from: 61, to: 90, label: /*i18n*/ { id: 'ageing.61_90', message: '61–90 days' } },
  { key: 'B90', from: 91, to: null, label: /*i18n*/ { id: 'ageing.90', message: 'Over 90 days' } },
] as const
export type AgeingKey = (typeof AGEING_BUCKETS)[number]['key']

/** The bucket of an age in whole days. */
export const bucketOf = (days: number): AgeingKey =>
  AGEING_BUCKETS.find((b) => days >= b.from && (b.to === null || days <= b.to))?.key ?? 'B0_30'

/** What is still owed in one currency, by age; the buckets add up to Open. Money in hundredths. */
export interface AgeingRow extends Record<AgeingKey, number> {
  Currency: string
  /** Receivables still owed on (Open or PartlyPaid), and what they still owe. */
  Count: number
  Open: number
  /** Received so far on every receivable of the filter, and what they came to. */
  Received: number
  Amount: number
}

export interface AgeingAnswer {
  /** The moment ages were counted at (Unix seconds). */
  At: number
  Rows: AgeingRow[]
}
