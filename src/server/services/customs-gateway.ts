import type { Declare, DeclareGood } from '../db/schema/index.ts'
import { now } from './sessions.ts'

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
 * goods and answers whether the gateway took it (and if not, why). `receipts` answers the receipts
 * customs has issued for a posted declaration; it may repeat ones already fetched (the server keeps
 * each receipt once).
 */
export interface CustomsGateway {
  post(declaration: Declaration, goods: DeclarationGood[]): Promise<{ Accepted: boolean; Reason?: string }>
  receipts(declaration: Declaration): Promise<CustomsReceipt[]>
}

const HS_CODE = /^\d{6,10}$/

/** What the gateway finds wrong with a declaration, one text per problem. */
function problems(d: Declaration, goods: DeclarationGood[]): string[] {
  const out: string[] = []
  if (!d.OwnerCardId.trim()) out.push('OwnerCardId is missing')
  if (goods.length === 0) out.push('the declaration has no goods lines')
  goods.forEach((g, i) => {
    if (!HS_CODE.test(g.HsCode.trim())) out.push(`goods line ${i + 1} (${g.Title}) has no valid HsCode`)
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
}

/**
 * The next code customs issues after the newest one: 120, then manual review (300) or inspection
 * (500) — chosen by the declaration's Id, so the same declaration always takes the same road —
 * then 399, then 800. A declaration posted again after a rejection (100) starts over at 120.
 */
function nextCode(d: Declaration): number | undefined {
  const last = d.LastCode
  if (last === 0 || last === 100) return 120
  if (last === 120) return d.Id % 2 === 0 ? 300 : 500
  if (last === 300 || (last >= 500 && last <= 599)) return 399
  if (last === 399) return 800
  return undefined
}

/**
 * A local stand-in for the customs gateway (the default until a real one is configured): it
 * accepts a well-formed declaration and refuses a malformed one with the reasons, and issues one
 * receipt per call, deterministically from the declaration's newest receipt.
 */
export function createCustomsSimulator(clock: () => number = now): CustomsGateway {
  return {
    async post(declaration, goods) {
      const found = problems(declaration, goods)
      return found.length ? { Accepted: false, Reason: found.join('; ') } : { Accepted: true }
    },
    async receipts(declaration) {
      if (declaration.PushStatus !== 1) return []
      const code = nextCode(declaration)
      if (code === undefined) return []
      return [{ Code: code, Text: RECEIPT_TEXTS[code] ?? '', Time: Math.max(clock(), declaration.ReceiptTime + 1) }]
    },
  }
}

export const customsSimulator = createCustomsSimulator()
