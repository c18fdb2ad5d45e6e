/**
 * The three-document match customs applies to a 9610 retail list: the declaration, its electronic
 * order, its payment receipt and its logistics waybill must tell the same story. Pure: the server
 * looks the documents up, this says which of the declaration's fields disagree.
 */

type Doc = Record<string, unknown>

/** How far the declared gross weight may be from the waybill's (a fraction of the waybill's). */
export const WEIGHT_TOLERANCE = 0.1

const same = (a: unknown, b: unknown) =>
  String(a ?? '')
    .trim()
    .toLowerCase() ===
  String(b ?? '')
    .trim()
    .toLowerCase()

/** Goods as customs compares them: HS code, quantity and unit price per line, in any order. */
const goodsKey = (lines: readonly Doc[]) =>
  lines
    .map((l) => `${String(l.HsCode ?? '').trim()}×${Number(l.Num)}@${Number(l.Price)}`)
    .sort()
    .join('|')

export interface MatchDocs {
  order: Doc
  orderLines: readonly Doc[]
  receipt: Doc
  logistics: Doc
}

/** The declaration's fields that disagree with its three documents, in the form's order. */
export function mismatchedFields(declare: Doc, lines: readonly Doc[], { order, orderLines, receipt, logistics }: MatchDocs): string[] {
  const out: string[] = []
  if (
    !same(declare.OrderCode, order.OrderCode) ||
    !same(declare.OrderCode, receipt.OrderCode) ||
    !same(declare.OrderCode, logistics.OrderCode)
  )
    out.push('OrderCode')
  if (!same(declare.ClientName, order.ClientName) || !same(declare.ClientName, logistics.ClientName)) out.push('ClientName')
  if (!same(declare.LogisticsNo, logistics.LogisticsNo)) out.push('LogisticsNo')
  if (!same(declare.PayName, receipt.PayName)) out.push('PayName')
  const amount = Number(declare.ProductAmount)
  if (amount !== Number(order.ProductAmount) || amount !== Number(receipt.PaidAmount)) out.push('ProductAmount')
  const waybill = Number(logistics.TotalWeight)
  if (Math.abs(Number(declare.TotalWeight) - waybill) > waybill * WEIGHT_TOLERANCE) out.push('TotalWeight')
  if (goodsKey(lines) !== goodsKey(orderLines)) out.push('Lines')
  return out
}
