/**
 * The three-document match customs applies to a 9610 retail list: the declaration, its electronic
 * order, its payment receipt and its logistics waybill must tell the same story. Pure: the server
 * looks the documents up, this says which of the declaration's fields disagree.
 */

import type { Mismatch } from '../../shared/resources/declare.ts'

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
    .map((l) => `${String(l.HsCode ?? '').trim()}×${Number(l.Num)}@${(Number(l.Price) / 100).toFixed(2)}`)
    .sort()
    .join(' | ')

const text = (v: unknown) => String(v ?? '').trim()
const amount = (v: unknown) => (Number(v ?? 0) / 100).toFixed(2)

export interface MatchDocs {
  order: Doc
  orderLines: readonly Doc[]
  receipt: Doc
  logistics: Doc
}

/** The declaration's fields that disagree with its three documents, in the form's order, each with the first document that says otherwise. */
export function mismatchedFields(declare: Doc, lines: readonly Doc[], { order, orderLines, receipt, logistics }: MatchDocs): Mismatch[] {
  const out: Mismatch[] = []
  /** The first of the documents whose value is not the declaration's. */
  const check = (field: string, found: string, expected: readonly (readonly [string, string])[], agree = same) => {
    const other = expected.find(([, v]) => !agree(found, v))
    if (other) out.push({ Field: field, Doc: other[0], Expected: other[1], Found: found })
  }
  check('OrderCode', text(declare.OrderCode), [
    ['DeclareOrder', text(order.OrderCode)],
    ['DeclareReceipt', text(receipt.OrderCode)],
    ['DeclareLogistics', text(logistics.OrderCode)],
  ])
  check('ClientName', text(declare.ClientName), [
    ['DeclareOrder', text(order.ClientName)],
    ['DeclareLogistics', text(logistics.ClientName)],
  ])
  check('LogisticsNo', text(declare.LogisticsNo), [['DeclareLogistics', text(logistics.LogisticsNo)]])
  check('PayName', text(declare.PayName), [['DeclareReceipt', text(receipt.PayName)]])
  check('ProductAmount', amount(declare.ProductAmount), [
    ['DeclareOrder', amount(order.ProductAmount)],
    ['DeclareReceipt', amount(receipt.PaidAmount)],
  ])
  const waybill = Number(logistics.TotalWeight)
  check(
    'TotalWeight',
    String(Number(declare.TotalWeight)),
    [['DeclareLogistics', String(waybill)]],
    (found) => Math.abs(Number(found) - waybill) <= waybill * WEIGHT_TOLERANCE,
  )
  check('Lines', goodsKey(lines), [['DeclareOrder', goodsKey(orderLines)]])
  return out
}
