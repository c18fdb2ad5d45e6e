import { TRADE_GUARD_REASONS } from '../../shared/lifecycle/trade.ts'
import { and, eq, ne } from 'drizzle-orm'
import type { z } from 'zod'
import { GatewayAnswer, missingFields, newestReceipt, Receipts, type Receipt } from '../../../machines/customs-message.ts'
import type { Lifecycle } from '../../../machines/define.ts'
import { TRADE_MESSAGES } from '../../shared/lifecycle/trade.ts'
import type { ResourceDef } from '../../kernel/shared/resources/define.ts'
import { fieldLabel } from '../../kernel/shared/resources/labels.ts'
import type { Db, Tx } from '../../kernel/server/db/client.ts'
import { CustomsReceipt } from '../db/schema/index.ts'
import { ApiError } from '../../kernel/server/lib/errors.ts'
import { customsSimulator } from '../services/customs-gateway.ts'
import type { Deps } from '../../kernel/server/env.ts'
import { isDocRow, type DocTable, type Effect, type LifecycleServer, type Row } from '../../kernel/server/lifecycle/engine.ts'

/** Asks the gateway; an outage (or an answer that makes no sense) refuses the event and changes nothing. */
async function ask<T>(deps: Deps, schema: z.ZodType<T>, call: () => Promise<unknown>): Promise<T> {
  try {
    return schema.parse(await call())
  } catch (e) {
    deps.log.warn('customs gateway failed', { error: String(e instanceof Error ? e.message : e) })
    throw new ApiError(502, TRADE_MESSAGES.gatewayUnavailable)
  }
}

export interface MessageServerOptions {
  lifecycle: Lifecycle
  table: DocTable
  /** The definition whose labels name the missing fields in a refusal. */
  def: ResourceDef
  /** The fields the machine wants filled in before a post (machines/customs-docs.ts `required`). */
  required: readonly string[]
  /** The message's lines (goods, sub waybills), sent with it and counted by the machine. */
  lines?(db: Tx | Db, row: Row): Promise<Record<string, unknown>[]>
  /** Facts the document's preconditions read (lists that must be empty), looked up with the lines while it is a Draft (only a Draft is posted). */
  facts?(db: Tx | Db, row: Row, lines: Record<string, unknown>[]): Promise<Record<string, unknown>>
  /** Effects of the document's own (the declaration's openFinance). */
  effects?: Record<string, Effect>
}

/**
 * The server side of every message document (order, payment receipt, waybill, declaration,
 * arrival, departure, master waybill): the gateway's answer put into the event, the progress
 * columns, and each new receipt kept once in `customs_receipt` under the document's type.
 */
export function customsMessageServer(o: MessageServerOptions): LifecycleServer {
  const doc = o.lifecycle.doc
  return {
    lifecycle: o.lifecycle,
    table: o.table,
    def: o.def,
    reasons: TRADE_GUARD_REASONS,
    async load(tx, row) {
      const lines = o.lines ? await o.lines(tx, row) : []
      const missing = missingFields(row, o.required).map((f) => fieldLabel(o.def, f) ?? f)
      // Only a post reads them: a poll of a message waiting for customs looks nothing up.
      const more = o.facts && row.State === 'Draft' ? await o.facts(tx, row, lines) : {}
      return { lines, facts: { missing, ...more } }
    },
    /** The gateway's answer goes into the event (post: Gateway; getResult and close: the receipts not stored yet, oldest first). */
    async enrich({ tx, deps, row, context, event }) {
      const gateway = deps.gateway ?? customsSimulator
      // The progress columns the gateway reads, as the numbers they are stored as.
      const record = { ...row, LastCode: Number(row.LastCode), ReceiptTime: Number(row.ReceiptTime), PushStatus: Number(row.PushStatus) }
      const message = { doc, record, lines: context.lines }
      if (event.type === 'post') return { Gateway: await ask(deps, GatewayAnswer, () => gateway.post(message)) }
      if (event.type !== 'getResult' && event.type !== 'close') return {}
      const fetched = await ask(deps, Receipts, () => gateway.receipts(message))
      const stored = await tx
        .select({ Code: CustomsReceipt.Code, Time: CustomsReceipt.ReceiptTime })
        .from(CustomsReceipt)
        .where(and(eq(CustomsReceipt.Doc, doc), eq(CustomsReceipt.DocId, row.Id)))
      const seen = new Set(stored.map((r) => `${r.Code}@${r.Time}`))
      const fresh: Receipt[] = []
      for (const r of fetched) {
        const key = `${r.Code}@${r.Time}`
        if (seen.has(key)) continue
        seen.add(key)
        fresh.push(r.No ? r : { Code: r.Code, Text: r.Text, Time: r.Time })
      }
      return { Receipts: fresh.sort((a, b) => a.Time - b.Time) }
    },
    effects: {
      markPosted: ({ now }) => ({ PushStatus: 1, PushMessage: '', PostTime: now }),
      markRefused: ({ event }) => ({
        PushStatus: 2,
        PushMessage: String(GatewayAnswer.safeParse(event.data.Gateway).data?.Reason ?? '').slice(0, 2000),
      }),
      reopen: () => ({ PushStatus: 0, PushMessage: '' }),
      async storeReceipts({ tx, row, event, now }) {
        const receipts = Receipts.safeParse(event.data.Receipts).data ?? []
        if (!receipts.length) return
        await tx.insert(CustomsReceipt).values(
          receipts.map((r) => ({
            Doc: doc,
            DocId: row.Id,
            Code: r.Code,
            Text: r.Text,
            No: r.No ?? '',
            ReceiptTime: r.Time,
            CreateTime: now,
          })),
        )
        const newest = newestReceipt(receipts)!
        const filed = [...receipts].reverse().find((r) => r.No)?.No
        return {
          LastCode: newest.Code,
          ReceiptTime: newest.Time,
          ...(filed ? { CustomsNo: filed.slice(0, 50) } : {}),
          // A rejection's text is customs' reason: kept on the record until the message is amended.
          ...(newest.Code === 100 ? { PushMessage: newest.Text.slice(0, 2000) } : {}),
        }
      },
      ...o.effects,
    },
  }
}

/** A stored document as another one refers to it: its key, its state, its other columns as read. */
export type LiveRow = Row

/** The row read, as a document with its key and state (undefined: none, or not a document). */
export function liveOf(row: Record<string, unknown> | undefined): LiveRow | undefined {
  return row && isDocRow(row) ? row : undefined
}

/** A live record of a table by Id (deleted ones are not there). */
export async function liveRow(db: Tx | Db, table: DocTable, id: unknown): Promise<LiveRow | undefined> {
  if (!(Number(id) > 0)) return undefined
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.Id, Number(id)), ne(table.Status, -1)))
    .limit(1)
  return liveOf(row)
}
