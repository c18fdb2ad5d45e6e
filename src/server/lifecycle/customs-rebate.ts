import { and, inArray, ne } from 'drizzle-orm'
import type { Db, Tx } from '../../kernel/server/db/client.ts'
import { RebateRate } from '../db/schema/index.ts'

type Good = Record<string, unknown>

/** The leading digits of an HS code a rate may be kept under, longest first (`6214100000` … `62`). */
const prefixes = (hs: string) => Array.from({ length: Math.max(0, hs.length - 1) }, (_, i) => hs.slice(0, hs.length - i))

/** A goods line's refundable tax: its FOB value (quantity × unit price, in hundredths) at its rebate rate (0.01 %). */
export const lineTax = (line: Good) => Math.round((Number(line.Num ?? 0) * Number(line.Price ?? 0) * Number(line.RebateRate ?? 0)) / 10_000)

/** A declaration's refundable tax: what its goods lines come to. */
export const refundableTax = (lines: readonly Good[]) => lines.reduce((sum, l) => sum + lineTax(l), 0)

/**
 * The lines with their rebate rate: one left at 0 takes the rate kept for the longest leading part
 * of its HS code (none kept: 0); a rate given on the line is the clerk's correction and stays.
 */
export async function withRebateRates(db: Db | Tx, lines: readonly Good[]): Promise<Good[]> {
  const codes = [...new Set(lines.filter((l) => !Number(l.RebateRate)).flatMap((l) => prefixes(String(l.HsCode ?? '').trim())))]
  if (!codes.length) return lines.map((l) => ({ ...l }))
  const rows = await db
    .select({ HsCode: RebateRate.HsCode, Rate: RebateRate.Rate })
    .from(RebateRate)
    .where(and(inArray(RebateRate.HsCode, codes), ne(RebateRate.Status, -1)))
  const rate = new Map(rows.map((r) => [r.HsCode, r.Rate]))
  return lines.map((l) => {
    if (Number(l.RebateRate)) return { ...l }
    const hit = prefixes(String(l.HsCode ?? '').trim()).find((p) => rate.has(p))
    return { ...l, RebateRate: hit ? rate.get(hit)! : 0 }
  })
}
