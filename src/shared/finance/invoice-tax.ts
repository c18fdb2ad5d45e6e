/**
 * How an invoice line's amount and tax come out, in integer hundredths (no floating point reaches
 * a stored amount). A tax rate is in hundredths of a percent (1300 is 13 %). Halves round up.
 *
 * - Prices before tax: a line's amount is Num × Price; its tax is amount × rate, rounded.
 * - Prices with tax (`TaxIncluded`, as a bill states what is owed): a line's gross is Num × Price;
 *   its tax is gross × rate / (1 + rate), rounded; its amount is gross less that tax. The invoice's
 *   total is then exactly the gross it bills, whatever the rounding of each tax.
 */
export interface InvoiceLineInput {
  Title: string
  Spec?: string
  Num: number
  Price: number
  TaxRate: number
}

/** a × b / c for integers, rounded half up, exact for amounts up to 2^53 (no float division). */
function mulDivRound(a: number, b: number, c: number): number {
  const n = BigInt(a) * BigInt(b)
  const d = BigInt(c)
  const q = n / d
  const r = n % d
  return Number(2n * r >= d ? q + 1n : q)
}

export function pricedLine<L extends InvoiceLineInput>(l: L, taxIncluded: boolean): L & { Amount: number; Tax: number } {
  const gross = l.Num * l.Price
  if (!taxIncluded) return { ...l, Amount: gross, Tax: mulDivRound(gross, l.TaxRate, 10_000) }
  const Tax = mulDivRound(gross, l.TaxRate, 10_000 + l.TaxRate)
  return { ...l, Amount: gross - Tax, Tax }
}

/** An invoice's lines with their amounts and taxes, and its three totals. */
export function invoiceTotals<L extends InvoiceLineInput>(given: readonly L[], taxIncluded: boolean) {
  const lines = given.map((l) => pricedLine(l, taxIncluded))
  const NetAmount = lines.reduce((s, l) => s + l.Amount, 0)
  const TaxAmount = lines.reduce((s, l) => s + l.Tax, 0)
  return { lines, NetAmount, TaxAmount, Total: NetAmount + TaxAmount }
}
