import { invoiceLineSchema, invoiceResource, RECEIVABLE_GUARD_REASONS } from '../../shared/resources/receivable.ts'
import { z } from 'zod'
import { and, asc, eq, ne, sql } from 'drizzle-orm'
import { invoiceLifecycle } from '../../../machines/invoice.ts'
import type { Db, Tx } from '../../kernel/server/db/client.ts'
import { Department, Invoice, InvoiceLine, Receivable, Subject } from '../db/schema/index.ts'
import type { ResourceHooks } from '../../kernel/server/resources/crud.ts'
import { lifecycleHooks, type LifecycleServer, type Row } from '../../kernel/server/lifecycle/engine.ts'
import { tradeLines } from './trade-docs.ts'
import { invoiceTotals } from '../../shared/finance/invoice-tax.ts'

const lines = tradeLines(InvoiceLine, 'InvoiceId')

/** The lines of a write, as the resource's schema has already checked them (undefined: none given). */
const linesOf = (given: unknown) => z.array(invoiceLineSchema).safeParse(given).data

/** An invoice's stored lines, as a write would give them. */
async function storedLines(tx: Tx, invoiceId: number) {
  return tx
    .select({
      Title: InvoiceLine.Title,
      Spec: InvoiceLine.Spec,
      Num: InvoiceLine.Num,
      Price: InvoiceLine.Price,
      TaxRate: InvoiceLine.TaxRate,
    })
    .from(InvoiceLine)
    .where(eq(InvoiceLine.InvoiceId, invoiceId))
    .orderBy(asc(InvoiceLine.Id))
}

/** What a receivable still has to invoice: its amount less its live issued invoices (but `except`). */
async function invoiceable(tx: Tx | Db, receivableId: number, except: number) {
  const [r] = await tx
    .select({ Amount: Receivable.Amount, State: Receivable.State, Received: Receivable.Received })
    .from(Receivable)
    .where(and(eq(Receivable.Id, receivableId), ne(Receivable.Status, -1)))
  if (!r) return { invoiceable: 0, receivableLive: false, left: '0.00' }
  const [issued] = await tx
    .select({ Sum: sql<number>`coalesce(sum(${Invoice.Total}), 0)`.mapWith(Number) })
    .from(Invoice)
    .where(and(eq(Invoice.ReceivableId, receivableId), eq(Invoice.State, 'Issued'), ne(Invoice.Status, -1), ne(Invoice.Id, except)))
  const left = r.Amount - issued!.Sum
  // A receivable written off with nothing received has nothing left to invoice.
  return { invoiceable: left, receivableLive: !(r.State === 'WrittenOff' && r.Received === 0), left: (left / 100).toFixed(2) }
}

export const invoiceServer: LifecycleServer = {
  lifecycle: invoiceLifecycle,
  table: Invoice,
  def: invoiceResource,
  reasons: RECEIVABLE_GUARD_REASONS,
  async load(tx, row: Row) {
    const own = await lines.load(tx, row.Id)
    if (row.State !== 'Draft') return { lines: own }
    return { lines: own, facts: await invoiceable(tx, Number(row.ReceivableId), row.Id) }
  },
  effects: {
    // Ids start at 111001 (the migration): the number is the id, as the spec's `?Id=111001` reads.
    recordIssue: ({ row, now }) => ({ InvoiceNo: `INV-${row.Id}`, IssueTime: now }),
    recordVoid: ({ event, now }) => ({ VoidReason: String(event.data.Reason ?? ''), VoidTime: now }),
  },
}

/**
 * An invoice's totals are its lines' (each line keeps its amount and tax); a new one takes its
 * customer, currency and salesperson from its receivable.
 */
const invoiceRules: ResourceHooks = {
  ...lines.hooks,
  async beforeWrite(ctx) {
    const { Lines, ...rest } = ctx.values
    const given = linesOf(Lines)
    const included = Number(rest.TaxIncluded ?? ctx.current?.TaxIncluded ?? 0) === 1
    // A switch of how prices are stated prices the stored lines again.
    const lines = given ?? (ctx.current && 'TaxIncluded' in rest ? await storedLines(ctx.tx, Number(ctx.current.Id)) : undefined)
    const totals = lines ? invoiceTotals(lines, included) : undefined
    let values: Record<string, unknown> = totals
      ? { ...rest, NetAmount: totals.NetAmount, TaxAmount: totals.TaxAmount, Total: totals.Total }
      : rest
    if (!ctx.current) {
      const [r] = await ctx.tx
        .select({
          ClientId: Receivable.ClientId,
          Currency: Receivable.Currency,
          AgentId: Receivable.AgentId,
          DepartmentId: Receivable.DepartmentId,
        })
        .from(Receivable)
        .where(eq(Receivable.Id, Number(rest.ReceivableId)))
      if (r) values = { ...values, ...r }
    }
    return values
  },
  /** Its lines, and the seller as printed: the company (subject) its department belongs to, else the first. */
  async detail(db, row) {
    const [seller] = await db
      .select({
        Name: Subject.Name,
        TaxNo: Subject.SubjectCode,
        Address: Subject.Address,
        BankName: Subject.BankName,
        BankNo: Subject.BankNo,
      })
      .from(Subject)
      .leftJoin(Department, and(eq(Department.SubjectId, Subject.Id), eq(Department.Id, Number(row.DepartmentId))))
      .where(ne(Subject.Status, -1))
      .orderBy(sql`${Department.Id} is null`, asc(Subject.Id))
      .limit(1)
    return { ...(await lines.hooks.detail(db, row)), Seller: seller ?? null }
  },
  async afterWrite(ctx) {
    const included = Number(ctx.values.TaxIncluded ?? ctx.current?.TaxIncluded ?? 0) === 1
    const given = linesOf(ctx.input.Lines) ?? (ctx.current && 'TaxIncluded' in ctx.input ? await storedLines(ctx.tx, ctx.id) : undefined)
    if (!given) return
    await lines.hooks.afterWrite({ ...ctx, input: { ...ctx.input, Lines: invoiceTotals(given, included).lines } })
  },
}

export const invoiceHooks = lifecycleHooks(invoiceServer, invoiceRules)
