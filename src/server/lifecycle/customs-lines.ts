import { DeclareGood, DeclareOrderGood } from '../db/schema/index.ts'
import type { ResourceHooks } from '../../kernel/server/resources/crud.ts'
import { tradeLines } from './trade-docs.ts'
import { withRebateRates } from './customs-rebate.ts'
import type { Tx } from '../../kernel/server/db/client.ts'

type Good = Record<string, unknown>

const isGood = (line: unknown): line is Good => typeof line === 'object' && line !== null && !Array.isArray(line)

const KG = new Set(['千克', '公斤', 'kg', 'KG', 'Kg'])

/**
 * Customs wants every line's quantity in the goods' legal units: left at 0, it is the quantity when
 * the first legal unit is the line's own unit, and the net weight when a legal unit is the kilogram.
 */
export function withLegalQuantities(line: Good): Good {
  const out = { ...line }
  const inUnit = (unit: unknown) =>
    String(unit ?? '') === String(line.Unit ?? '') && String(unit ?? '')
      ? Number(line.Num)
      : KG.has(String(unit ?? ''))
        ? Number(line.Weight ?? 0)
        : 0
  if (!Number(out.Num1)) out.Num1 = inUnit(line.Unit1)
  if (!Number(out.Num2)) out.Num2 = inUnit(line.Unit2)
  return out
}

/** A customs document's goods lines: written with their legal quantities (and what `fill` adds: rebate rates) filled in. */
function customsGoods(
  table: typeof DeclareGood | typeof DeclareOrderGood,
  fk: string,
  fill: (db: Tx, lines: Good[]) => Promise<Good[]> = async (_db, lines) => lines,
) {
  const lines = tradeLines(table, fk)
  const hooks = {
    ...lines.hooks,
    afterWrite: async (ctx) =>
      lines.hooks.afterWrite(
        Array.isArray(ctx.input.Lines)
          ? { ...ctx, input: { ...ctx.input, Lines: await fill(ctx.tx, ctx.input.Lines.filter(isGood).map(withLegalQuantities)) } }
          : ctx,
      ),
  } satisfies ResourceHooks
  return { load: lines.load, hooks }
}

/** The goods lines of a declaration and of an export order (the match compares the two). */
export const declareGoods = customsGoods(DeclareGood, 'DeclareId', withRebateRates)
export const orderGoods = customsGoods(DeclareOrderGood, 'DeclareOrderId')
