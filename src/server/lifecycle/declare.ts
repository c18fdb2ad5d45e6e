import { and, eq, ne } from 'drizzle-orm'
import { z } from 'zod'
import { declareLifecycle, newestReceipt, type Receipt } from '../../../machines/declare.ts'
import { TRADE_MESSAGES } from '../../shared/lifecycle/trade.ts'
import { Declare, DeclareGood, DeclareReceipt, Refund, Settlement } from '../db/schema/index.ts'
import { ApiError } from '../lib/errors.ts'
import { customsSimulator, type Declaration, type DeclarationGood } from '../services/customs-gateway.ts'
import type { Deps } from '../env.ts'
import { lifecycleHooks, type LifecycleServer } from './engine.ts'
import { refundServer } from './refund.ts'
import { settlementServer } from './settlement.ts'
import { createDoc, tradeLines } from './trade-docs.ts'

const goods = tradeLines(DeclareGood, 'DeclareId')

// What a gateway answers is checked like any input from outside before the machine sees it.
const GatewayAnswer = z.object({ Accepted: z.boolean(), Reason: z.string().max(2000).optional() })
const Receipts = z.array(z.object({ Code: z.number().int(), Text: z.string().max(2000).default(''), Time: z.number().int().min(0) }))

/** Asks the gateway; an outage (or an answer that makes no sense) refuses the event and changes nothing. */
async function ask<T>(deps: Deps, schema: z.ZodType<T>, call: () => Promise<unknown>): Promise<T> {
  try {
    return schema.parse(await call())
  } catch (e) {
    deps.log.warn('customs gateway failed', { error: String((e as Error).message ?? e) })
    throw new ApiError(502, TRADE_MESSAGES.gatewayUnavailable)
  }
}

export const declareServer: LifecycleServer = {
  lifecycle: declareLifecycle,
  table: Declare,
  async load(tx, row) {
    return { lines: await goods.load(tx, row.Id) }
  },
  /** The gateway's answer goes into the event (post: Gateway; getResult: the receipts not stored yet, oldest first). */
  async enrich({ tx, deps, row, context, event }) {
    const gateway = deps.gateway ?? customsSimulator
    const declaration = row as unknown as Declaration
    const lines = context.lines as unknown as DeclarationGood[]
    if (event.type === 'post') return { Gateway: await ask(deps, GatewayAnswer, () => gateway.post(declaration, lines)) }
    if (event.type !== 'getResult') return {}
    const fetched = await ask(deps, Receipts, () => gateway.receipts(declaration, lines))
    const stored = await tx.select({ Code: DeclareReceipt.Code, Time: DeclareReceipt.ReceiptTime }).from(DeclareReceipt).where(eq(DeclareReceipt.DeclareId, row.Id))
    const seen = new Set(stored.map((r) => `${r.Code}@${r.Time}`))
    const fresh: Receipt[] = []
    for (const r of fetched) {
      const key = `${r.Code}@${r.Time}`
      if (seen.has(key)) continue
      seen.add(key)
      fresh.push(r)
    }
    return { Receipts: fresh.sort((a, b) => a.Time - b.Time) }
  },
  effects: {
    markPosted: ({ now }) => ({ PushStatus: 1, PushMessage: '', PostTime: now }),
    markRefused: ({ event }) => ({ PushStatus: 2, PushMessage: String((event.data.Gateway as { Reason?: string } | undefined)?.Reason ?? '').slice(0, 2000) }),
    reopen: () => ({ PushStatus: 0, PushMessage: '' }),
    async storeReceipts({ tx, row, event, now }) {
      const receipts = (event.data.Receipts as Receipt[] | undefined) ?? []
      if (!receipts.length) return
      await tx.insert(DeclareReceipt).values(receipts.map((r) => ({ DeclareId: row.Id, Code: r.Code, Text: r.Text, ReceiptTime: r.Time, CreateTime: now })))
      const newest = newestReceipt(receipts)!
      // A rejection's text is customs' reason: kept on the record until the declaration is amended.
      return { LastCode: newest.Code, ReceiptTime: newest.Time, ...(newest.Code === 100 ? { PushMessage: newest.Text.slice(0, 2000) } : {}) }
    },
    /**
     * Released goods feed the export tax refund (its amount is filled in from the VAT invoices)
     * and the FX settlement of the goods' value; each is opened once per declaration.
     */
    async openFinance({ tx, row, auth }) {
      const agentId = auth?.agentId ?? 0
      const owned = { DeclareId: row.Id, AgentId: row.AgentId, DepartmentId: row.DepartmentId }
      const [refund] = await tx
        .select({ Id: Refund.Id })
        .from(Refund)
        .where(and(eq(Refund.DeclareId, row.Id), eq(Refund.Kind, 1), ne(Refund.Status, -1)))
        .limit(1)
      if (!refund) await createDoc(tx, refundServer, { ...owned, Kind: 1, Amount: 0 }, agentId)
      const [settlement] = await tx
        .select({ Id: Settlement.Id })
        .from(Settlement)
        .where(and(eq(Settlement.DeclareId, row.Id), ne(Settlement.Status, -1)))
        .limit(1)
      if (!settlement) await createDoc(tx, settlementServer, { ...owned, Amount: Number(row.ProductAmount) }, agentId)
    },
  },
}

export const declareHooks = lifecycleHooks(declareServer, goods.hooks)
