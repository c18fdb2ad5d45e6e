import type { Declare, DeclareGood } from '../db/schema/index.ts'
import { now } from '../lib/clock.ts'

export type Declaration = typeof Declare.$inferSelect
export type DeclarationGood = typeof DeclareGood.$inferSelect

/** A receipt customs sent for a declaration: a status code (100 rejected … 899 closed), its text and time (Unix seconds). */
export interface CustomsReceipt {
  Code: number
  Text: string
  Time: number
}

/**
 * The customs single-window gateway as the server uses it. `post` sends a declaration and its
 * goods and answers whether the gateway took the message (and if not, why). `receipts` answers the
 * receipts customs has issued for a posted declaration; it may repeat ones already fetched (the
 * server keeps each receipt once). A real gateway knows what was posted and may ignore `goods`.
 */
export interface CustomsGateway {
  post(declaration: Declaration, goods: DeclarationGood[]): Promise<{ Accepted: boolean; Reason?: string }>
  receipts(declaration: Declaration, goods: DeclarationGood[]): Promise<CustomsReceipt[]>
}

const HS_CODE = /^\d{6,10}$/

/** Why the gateway cannot take the message at all: it lacks what a message is filed under. */
function unreadable(d: Declaration, goods: DeclarationGood[]): string[] {
  const out: string[] = []
  if (!d.OwnerCardId.trim()) out.push('OwnerCardId is missing')
  if (goods.length === 0) out.push('the declaration has no goods lines')
  return out
}

/** What customs finds wrong once it reads a message it took, one text per problem. */
function contentProblems(d: Declaration, goods: DeclarationGood[]): string[] {
  const out: string[] = []
  goods.forEach((g, i) => {
    if (!HS_CODE.test(g.HsCode.trim())) out.push(`goods line ${i + 1} (${g.Title}) has no valid HsCode`)
    if (!(Number(g.Price) > 0)) out.push(`goods line ${i + 1} (${g.Title}) has no declared price`)
  })
  if (Number(d.NetWeight) > Number(d.TotalWeight)) out.push('NetWeight is more than TotalWeight')
  return out
}

const RECEIPT_TEXTS: Record<number, string> = {
  120: 'Accepted into the customs system',
  300: 'Manual review',
  399: 'Review concluded',
  500: 'Selected for inspection',
  800: 'Released',
  899: 'Closed',
}

/** How long after release (seconds) the simulator closes a declaration (899) when asked again. */
export const SIMULATOR_CLOSE_AFTER = 30 * 86_400

/**
 * The next receipt customs issues after the newest one. A fresh message (or one posted again after
 * a rejection) is read first: content problems reject it (100, the reasons as its text), else 120;
 * then manual review (300) or inspection (500) — chosen by the declaration's Id, so the same
 * declaration always takes the same road — then 399, then 800; 899 once released long enough.
 */
function nextReceipt(d: Declaration, goods: DeclarationGood[], at: number): { Code: number; Text: string } | undefined {
  const last = d.LastCode
  let code: number | undefined
  if (last === 0 || last === 100) {
    const found = contentProblems(d, goods)
    if (found.length) return { Code: 100, Text: found.join('; ') }
    code = 120
  } else if (last === 120) code = d.Id % 2 === 0 ? 300 : 500
  else if (last === 300 || (last >= 500 && last <= 599)) code = 399
  else if (last === 399) code = 800
  else if (last === 800 && at >= d.ReceiptTime + SIMULATOR_CLOSE_AFTER) code = 899
  return code === undefined ? undefined : { Code: code, Text: RECEIPT_TEXTS[code] ?? '' }
}

/**
 * A local stand-in for the customs gateway (the default until a real one is configured): it takes
 * any message it can file, refuses one it cannot with the reasons, and issues one receipt per call,
 * deterministically from the declaration and its newest receipt, each later than the one before.
 */
export function createCustomsSimulator(clock: () => number = now): CustomsGateway {
  return {
    async post(declaration, goods) {
      const found = unreadable(declaration, goods)
      return found.length ? { Accepted: false, Reason: found.join('; ') } : { Accepted: true }
    },
    async receipts(declaration, goods) {
      if (declaration.PushStatus !== 1) return []
      const at = Math.max(clock(), declaration.ReceiptTime + 1)
      const next = nextReceipt(declaration, goods, at)
      return next ? [{ ...next, Time: at }] : []
    },
  }
}

export const customsSimulator = createCustomsSimulator()
