import { declareResource } from '../../../../shared/resources/declare.ts'
import { CUSTOMS_LABELS } from '../../../../shared/resources/customs.ts'
import { usePrinted } from '../../../../kernel/web/components/print/PrintPage.tsx'

/**
 * A customs declaration as its printed documents read it. Money is in hundredths, weights in kg,
 * times in Unix seconds; fields the record does not carry (yet) print empty.
 */

export type Good = {
  Id?: number
  Title: string
  Spec?: string
  BarCode?: string
  HsCode?: string
  Unit?: string
  Unit1?: string
  Num1?: number
  Unit2?: string
  Num2?: number
  Country?: string
  Num: number
  Price: number
  Weight?: number
}
export type Declaration = Record<string, unknown> & { Id: number; Lines?: Good[] }

/** The labels of the customs vocabulary (consignee, legal units, customs number, origin). */
export const CUSTOMS_VOCABULARY = { ...declareResource, labels: CUSTOMS_LABELS }

export const str = (v: unknown) => (v === undefined || v === null ? '' : String(v))
export const num = (v: unknown) => Number(v) || 0
/** What an empty box or fact prints. */
export const DASH = '—'

/** What the documents compute from a declaration: its number, currency, lines and totals. */
export function facts(d: Declaration) {
  const lines = d.Lines ?? []
  const currency = /^[A-Z]{3}$/.test(str(d.Currency)) ? str(d.Currency) : 'USD'
  const goods = lines.reduce((s, l) => s + num(l.Num) * num(l.Price), 0)
  const freight = num(d.DeliveryExpenses)
  const insurance = num(d.InsuranceExpenses)
  return {
    lines,
    currency,
    /** The number the invoice, packing list and contract share: the order's code, else the declaration's. */
    ref: str(d.OrderCode) || String(d.Id),
    date: num(d.PostTime) || num(d.CreateTime),
    quantity: lines.reduce((s, l) => s + num(l.Num), 0),
    lineWeight: lines.reduce((s, l) => s + num(l.Weight), 0),
    goods,
    freight,
    insurance,
    total: goods + freight + insurance,
  }
}
export type Facts = ReturnType<typeof facts>

/** The declaration to print, as Get answers it, or why it cannot be printed. */
export function useDeclaration(id: number) {
  const { doc, error } = usePrinted<Declaration>(declareResource, id)
  return { d: doc, error }
}
