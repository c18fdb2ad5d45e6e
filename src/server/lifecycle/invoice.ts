import { invoiceLineSchema, invoiceResource, RECEIVABLE_GUARD_REASONS } from '../../shared/resources/receivable.ts'
import { z } from 'zod'
import { and, asc, eq, ne, sql } from 'drizzle-orm'
import { invoiceLifecycle } from '../../../machines/invoice.ts'
import type { Db, Tx } from '../../kernel/server/db/client.ts'
import { Department, Invoice, InvoiceLine, Receivable, Subject } from '../db/schema/index.ts'
import type { ResourceHooks } from '../../kernel/server/resources/crud.ts'
import { lifecycleHooks, type LifecycleServer, type Row } from '../../kernel/server/lifecycle/engine.ts'
import { tradeLines } from './trade-docs.ts'

const lines = tradeLines(InvoiceLine, 'InvoiceId')

type LineInput = { Title: string; Spec?: string; Num: number; Price: number; TaxRate: number }

/** The lines of a write, as the resource's schema has already checked them (undefined: none given). */
const linesOf = (given: unknown) => z.array(invoiceLineSchema).safeParse(given).data

/** A line's amount and its tax, rounded half up to the hundredth. */
export function priced(l: LineInput) {
  const Amount = l.Num * l.Price
  return { ...l, Amount, Tax: Math.round((Amount * l.TaxRate) / 10_000) }
}

/** The invoice's three totals from its lines. */
export function totalsOf(given: LineInput[]) {
  const out = given.map(priced)
  const NetAmount = out.reduce((s, l) => s + l.Amount, 0)
  const TaxAmount = out.reduce((s, l) => s + l.Tax, 0)
  return { lines: out, NetAmount, TaxAmount, Total: NetAmount + TaxAmount }
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
    const totals = given ? totalsOf(given) : undefined
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
    const given = linesOf(ctx.input.Lines)
    if (!given) return
    await lines.hooks.afterWrite({ ...ctx, input: { ...ctx.input, Lines: totalsOf(given).lines } })
  },
}

export const invoiceHooks = lifecycleHooks(invoiceServer, invoiceRules)
