import { z } from 'zod'
import { id, qty as quantity } from '../src/kernel/shared/schemas/fields.ts'

/**
 * Pieces the warehouse documents' machines share (Entry, Delivery, Inventory, Ownership): their
 * lines, the facts the server looks up before a document leaves Draft, and line events.
 */
export type DocLine = {
  Id: number
  ProductId: number
  ProductNum: number
}

/** What the server checks before a document leaves Draft. */
export type DraftFacts = {
  /** The document's warehouse exists and is not deleted. */
  warehouseKnown: boolean
  /** Products named by lines that do not exist (`#12`). */
  unknownProducts: string[]
}

type Data = Record<string, unknown>

/** A quantity from an event's data (absent: 0). */
export const qty = (v: unknown): number => {
  const n = Number(v ?? 0)
  return Number.isFinite(n) ? n : 0
}

/** The line a line event names. */
export function namedLine<L extends { Id: number }>(lines: readonly L[], data: Data): L | undefined {
  return lines.find((l) => l.Id === Number(data.LineId))
}

/**
 * A line event's guard. Asked without a line (whether to offer the button) it holds while some
 * line is still `open`; sent for a line, that line must exist and take the quantities (`fits`).
 */
export function lineFits<L extends DocLine>(lines: readonly L[], data: Data, open: (l: L) => boolean, fits: (l: L) => boolean): boolean {
  if (data.LineId === undefined) return lines.some(open)
  const line = namedLine(lines, data)
  return !!line && fits(line)
}

/** The lines with the named one changed: the pure mirror of a line event's effect. */
export function patchLine<L extends DocLine>(lines: readonly L[], data: Data, patch: (l: L) => Partial<L>): L[] {
  return lines.map((l) => (l.Id === Number(data.LineId) ? { ...l, ...patch(l) } : l))
}

/** Guards every warehouse document with lines uses before it leaves Draft. */
export const draftGuards = {
  hasLines: ({ context }: { context: { lines: readonly unknown[] } }) => context.lines.length > 0,
  warehouseKnown: ({ context }: { context: { facts: Partial<DraftFacts> } }) => context.facts.warehouseKnown === true,
  productsKnown: ({ context }: { context: { facts: Partial<DraftFacts> } }) => (context.facts.unknownProducts ?? []).length === 0,
}

// Payloads shared by the warehouse events.
export const LineRef = id()
export const Quantity = quantity()
export const Reason = z.object({ Reason: z.string().trim().min(1).max(500) })
export const OptionalReason = z.object({ Reason: z.string().trim().max(500).default('') })
/** Closing short: why, and (when the warehouse's policy is `ask`) whether the rest becomes a backorder. */
export const ShortClose = Reason.extend({ Backorder: z.boolean().optional() })
