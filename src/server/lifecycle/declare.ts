import { and, desc, eq, ne } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { declareLifecycle } from '../../../machines/declare.ts'
import { CUSTOMS_DOCS } from '../../shared/resources/customs.ts'
import { CUSTOMS_MESSAGES } from '../../shared/lifecycle/trade.ts'
import type { Phrase } from '../../kernel/shared/messages.ts'
import { followedValues } from '../../kernel/shared/resources/follows.ts'
import { declareResource } from '../../shared/resources/declare.ts'
import { fieldLabel } from '../../kernel/shared/resources/labels.ts'
import type { Db, Tx } from '../../kernel/server/db/client.ts'
import { Declare, DeclareLogistics, DeclareOrder, DeclarePayment, Settlement } from '../db/schema/index.ts'
import type { ResourceHooks } from '../../kernel/server/resources/crud.ts'
import { customsMessageServer, liveOf, liveRow } from './customs.ts'
import { mismatchedFields } from './customs-match.ts'
import { lifecycleHooks, type DocTable } from '../../kernel/server/lifecycle/engine.ts'
import { refundLeft, refundServer } from './refund.ts'
import { settlementServer } from './settlement.ts'
import { createDoc } from './trade-docs.ts'
import { raisingReceivable } from './receivable.ts'
import { declareGoods, orderGoods } from './customs-lines.ts'
import { refundableTax, withRebateRates } from './customs-rebate.ts'

const goods = declareGoods

/** The three documents a 9610 list is matched against: the declaration's field naming each, its table, its label. */
const MATCHED = [
  { field: 'DeclareOrderId', table: DeclareOrder, doc: 'DeclareOrder', label: 'OrderCode' },
  { field: 'DeclareReceiptId', table: DeclarePayment, doc: 'DeclareReceipt', label: 'OutId' },
  { field: 'DeclareLogisticsId', table: DeclareLogistics, doc: 'DeclareLogistics', label: 'LogisticsNo' },
] as const

const docLabel = (doc: string) => CUSTOMS_DOCS.find((o) => o.value === doc)!.label

/**
 * What the match rule finds (facts `unaccepted` and `mismatches`, both empty when it holds or the
 * declaration is not a 9610 retail list): which of the three documents are missing or not yet
 * accepted by customs, else which of the declaration's fields disagree with them. Read from the
 * same match the record page shows.
 */
async function matchFacts(db: Tx | Db, row: Record<string, unknown>, lines: Record<string, unknown>[]) {
  const match = await matchDetail(db, row, lines)
  if (!match) return { unaccepted: [], mismatches: [] }
  const unaccepted = match.Documents.filter((d) => d.State !== 'Accepted').map((d) => docLabel(d.Doc))
  const mismatches = match.Mismatches.map((m): Phrase => ({
    phrase: CUSTOMS_MESSAGES.mismatch,
    values: { field: fieldLabel(declareResource, m.Field) ?? m.Field, doc: docLabel(m.Doc), expected: m.Expected, found: m.Found },
  }))
  return { unaccepted, mismatches: unaccepted.length ? [] : mismatches }
}

const declareMessageServer = customsMessageServer({
  lifecycle: declareLifecycle,
  table: Declare,
  def: declareResource,
  required: [],
  lines: (db, row) => goods.load(db, row.Id),
  facts: matchFacts,
  effects: {
    /**
     * Released goods feed the export tax refund of their refundable tax (none when there is nothing
     * to refund: no rebate rate) and the FX settlement of the goods' value; each is opened once per declaration.
     */
    async openFinance({ tx, row, auth }) {
      const agentId = auth?.agentId ?? 0
      const owned = { DeclareId: row.Id, AgentId: row.AgentId, DepartmentId: row.DepartmentId }
      const refund = await refundLeft(tx, row.Id)
      if (refund && refund.applied === 0 && refund.left > 0)
        await createDoc(tx, refundServer, { ...owned, Kind: 1, Amount: refund.left }, agentId)
      const [settlement] = await tx
        .select({ Id: Settlement.Id })
        .from(Settlement)
        .where(and(eq(Settlement.DeclareId, row.Id), ne(Settlement.Status, -1)))
        .limit(1)
      if (!settlement)
        await createDoc(tx, settlementServer, { ...owned, Currency: row.Currency, Amount: Number(row.ProductAmount) }, agentId)
    },
  },
})

/** Released: the buyer owes the goods' value, freight and insurance, in the declaration's currency. */
export const declareServer = raisingReceivable(declareMessageServer, 'Declare', ['Released'], 'Withdrawn')

/** The newest live document of a kind with the order code that is not withdrawn. */
async function byOrderCode(db: Tx | Db, table: DocTable & { OrderCode: PgColumn }, code: string) {
  if (!code) return undefined
  const [hit] = await db
    .select()
    .from(table)
    .where(and(eq(table.OrderCode, code), ne(table.Status, -1), ne(table.State, 'Withdrawn')))
    .orderBy(desc(table.Id))
    .limit(1)
  return liveOf(hit)
}

/**
 * A 9610 list's order, payment receipt and waybill: the ones it names, else (one not named yet) the
 * one its order code finds, so documents that arrive after the declaration are matched too.
 */
async function matchedDocs(db: Tx | Db, row: Record<string, unknown>) {
  const code = String(row.OrderCode ?? '').trim()
  return Promise.all(
    MATCHED.map(async (m) => (Number(row[m.field]) > 0 ? liveRow(db, m.table, row[m.field]) : byOrderCode(db, m.table, code))),
  )
}

/** A 9610 list names its order, payment receipt and waybill; one left unnamed is linked by the order code when the list is written. */
async function linkByOrderCode({ tx, values, current }: Parameters<NonNullable<ResourceHooks['beforeWrite']>>[0]) {
  const mode = Number(values.Mode ?? current?.Mode ?? 9610)
  const code = String(values.OrderCode ?? current?.OrderCode ?? '').trim()
  if (mode !== 9610 || !code) return values
  const out = { ...values }
  for (const m of MATCHED) {
    if (Number(out[m.field] ?? current?.[m.field] ?? 0) > 0) continue
    const hit = await byOrderCode(tx, m.table, code)
    if (hit) out[m.field] = hit.Id
  }
  return out
}

/**
 * A document newly linked (by hand or by the order code) fills the declaration's fields still
 * empty (the definition's `follows`, as the form does); goods lines come with the write itself.
 */
async function fillFromDocs({ tx, values, current }: Parameters<NonNullable<ResourceHooks['beforeWrite']>>[0]) {
  const out = { ...values }
  for (const m of MATCHED) {
    const id = Number(values[m.field] ?? 0)
    if (id <= 0 || id === Number(current?.[m.field] ?? 0)) continue
    const doc = await liveRow(tx, m.table, id)
    if (!doc) continue
    const { Lines: _lines, ...filled } = followedValues(declareResource, m.field, doc, { ...current, ...out })
    Object.assign(out, filled)
  }
  return out
}

/**
 * The refundable tax, when goods lines are written and no figure is given: their FOB value at their
 * rebate rates (customs-rebate.ts). A figure given is the clerk's correction and is kept.
 */
async function withSaleTax({ tx, values }: Parameters<NonNullable<ResourceHooks['beforeWrite']>>[0], out: Record<string, unknown>) {
  if (!Array.isArray(values.Lines) || Number(values.SaleTax) > 0) return out
  return { ...out, SaleTax: refundableTax(await withRebateRates(tx, values.Lines as Record<string, unknown>[])) }
}

/**
 * What the record page shows of the match: each of the three documents (its number and state, or
 * none) and the declaration's fields that disagree with them, for a 9610 list.
 */
async function matchDetail(db: Tx | Db, row: Record<string, unknown>, lines: Record<string, unknown>[]) {
  if (Number(row.Mode) !== 9610) return undefined
  const found = await matchedDocs(db, row)
  const documents = MATCHED.map((m, i) => ({
    Doc: m.doc,
    Id: Number(found[i]?.Id ?? 0),
    State: found[i]?.State ?? '',
    Label: String(found[i]?.[m.label] || found[i]?.OrderCode || ''),
  }))
  if (found.some((d) => !d)) return { Documents: documents, Mismatches: [] }
  const orderLines = await orderGoods.load(db, found[0]!.Id)
  return {
    Documents: documents,
    Mismatches: mismatchedFields(row, lines, { order: found[0]!, orderLines, receipt: found[1]!, logistics: found[2]! }),
  }
}

export const declareHooks = lifecycleHooks(declareServer, {
  ...goods.hooks,
  async beforeWrite(ctx) {
    const linked = await linkByOrderCode({ ...ctx, values: await goods.hooks.beforeWrite(ctx) })
    return withSaleTax(ctx, await fillFromDocs({ ...ctx, values: linked }))
  },
  async detail(db, row) {
    const { Lines } = await goods.hooks.detail(db, row)
    const match = await matchDetail(db, row, Lines)
    return match ? { Lines, Match: match } : { Lines }
  },
})
