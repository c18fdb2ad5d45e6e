import { and, eq, ne, sql } from 'drizzle-orm'
import { z } from '@hono/zod-openapi'
import { receivableLifecycle } from '../../../machines/receivable.ts'
import type { ReceivableSource } from '../../shared/finance/receivable.ts'
import { RECEIVABLE_MESSAGES as RM, receivableResource, RECEIVABLE_GUARD_REASONS } from '../../shared/resources/receivable.ts'
import type { Db, Tx } from '../../kernel/server/db/client.ts'
import { Agent, Client, Declare, OfferingOrder, Order, Receipt, Receivable, SalesOrder } from '../db/schema/index.ts'
import { badRequest } from '../../kernel/server/lib/errors.ts'
import type { Deps } from '../../kernel/server/env.ts'
import type { ResourceHooks } from '../../kernel/server/resources/crud.ts'
import type { ListApiQuery } from '../../kernel/shared/schemas/list.ts'
import { ageing } from '../finance/ageing.ts'
import { defineRoute, envelope, json, requireAuth } from '../../kernel/server/routes/define.ts'
import {
  applyTransition,
  lifecycleHooks,
  type EffectContext,
  type LifecycleServer,
  type Row,
} from '../../kernel/server/lifecycle/engine.ts'
import { createDoc } from './trade-docs.ts'

const money = z.number().int()
const AgeingAnswer = z
  .object({
    At: z.number().int(),
    Rows: z.array(
      z
        .object({
          Currency: z.string(),
          Count: z.number().int(),
          Open: money,
          Received: money,
          Amount: money,
          B0_30: money,
          B31_60: money,
          B61_90: money,
          B90: money,
        })
        .openapi('AgeingRow'),
    ),
  })
  .openapi('AgeingAnswer')

/** What a receivable still owes. */
const balanceOf = (r: Record<string, unknown>) => Number(r.Amount) - Number(r.Received) - Number(r.WrittenOff ?? 0)

/** What a customer is called on money documents: its company, else its contact's name. */
const customerName = sql<string>`coalesce(nullif(${Client.ClientCompany}, ''), ${Client.ClientName})`

export const receivableServer: LifecycleServer = {
  lifecycle: receivableLifecycle,
  table: Receivable,
  def: receivableResource,
  reasons: RECEIVABLE_GUARD_REASONS,
  effects: {
    async recordReceipt({ tx, row, event, auth, now }) {
      const at = event.data.ReceiptTime === undefined ? now : Number(event.data.ReceiptTime)
      // A minute's grace for clocks; a receipt is never dated before what it pays was owed.
      if (at > now + 60) throw badRequest(RM.receiptInFuture, [{ Field: 'ReceiptTime', message: RM.receiptInFuture }])
      if (at < Number(row.OpenTime)) throw badRequest(RM.receiptBeforeOpen, [{ Field: 'ReceiptTime', message: RM.receiptBeforeOpen }])
      const amount = Number(event.data.Paid)
      await tx.insert(Receipt).values({
        ReceivableId: row.Id,
        Amount: amount,
        Method: String(event.data.Method ?? 'bank'),
        Reference: String(event.data.Reference ?? ''),
        ReceiptTime: at,
        // The receipt is the receivable's: the same salesperson and department see it.
        AgentId: Number(row.AgentId),
        DepartmentId: Number(row.DepartmentId),
        UpdateAgent: auth?.agentId ?? 0,
      })
      const Received = Number(row.Received) + amount
      return { Received, Balance: balanceOf({ ...row, Received }), LastReceiptTime: Math.max(at, Number(row.LastReceiptTime)) }
    },
    recordWriteOff: ({ row, event }) => ({ WrittenOff: balanceOf(row), Balance: 0, WriteOffReason: String(event.data.Reason ?? '') }),
  },
}

/**
 * A receivable entered by finance: for a customer, owed from when it says (default now); it is the
 * customer's salesperson's to collect (else its author's). Only the remark changes afterwards.
 */
const receivableRules: ResourceHooks = {
  async beforeWrite({ tx, values, current }) {
    if (current) return values
    const [client] = await tx
      .select({ Name: customerName, AgentId: Client.AgentId, DepartmentId: Agent.DepartmentId })
      .from(Client)
      .leftJoin(Agent, eq(Agent.Id, Client.AgentId))
      .where(eq(Client.Id, Number(values.ClientId)))
    const owner = client?.AgentId ? { AgentId: client.AgentId, DepartmentId: client.DepartmentId ?? 0 } : {}
    return {
      ...values,
      ...owner,
      SourceDoc: 'Manual',
      SourceId: 0,
      Customer: client?.Name ?? '',
      Balance: Number(values.Amount),
      OpenTime: values.OpenTime ?? Math.floor(Date.now() / 1000),
    }
  },
  /** The ageing of what the list selects: the same query, filters and scope as `Index`. */
  extend(app, deps, crud) {
    const query = crud.listQuery
    if (!(query instanceof z.ZodObject)) throw new Error('Receivable: the list query is not an object schema')
    app.openapi(
      defineRoute(deps, crud.key('view'), {
        method: 'get',
        path: '/Api/Receivable/Ageing',
        tags: ['Receivable'],
        summary:
          'What is still owed by currency, in ageing buckets of days since the money was agreed (0–30, 31–60, 61–90, over 90), over the receivables the list selects with the same query',
        request: { query },
        responses: { 200: json(envelope(AgeingAnswer)) },
      }),
      async (c) => {
        const auth = requireAuth(c)
        return c.json({ Result: true, Data: await ageing(deps.db, crud.listWhere(auth, c.req.valid('query') as ListApiQuery)) }, 200)
      },
    )
  },
}

export const receivableHooks = lifecycleHooks(receivableServer, receivableRules)

/** What a document owes, read from it: its customer, currency, amount, what was paid and when. */
interface Owed {
  SourceNo: string
  ClientId: number
  Customer: string
  Currency: string
  Amount: number
  AgentId: number
  DepartmentId: number
  OpenTime: number
  /** Paid with the document itself (an online order's payment). */
  Paid: number
  Payment: string
}

async function owedBy(tx: Tx | Db, doc: Exclude<ReceivableSource, 'Manual'>, id: number): Promise<Owed | undefined> {
  if (doc === 'Order' || doc === 'OfferingOrder') {
    const t = doc === 'Order' ? Order : OfferingOrder
    const [o] = await tx
      .select({
        No: t.OrderNo,
        Name: t.Name,
        Amount: t.DealAmount,
        Paid: t.AlreadyPay,
        Payment: t.Payment,
        PayTime: t.PayTime,
        AgentId: t.AgentId,
        DepartmentId: t.DepartmentId,
      })
      .from(t)
      .where(eq(t.Id, id))
    return (
      o && {
        SourceNo: o.No,
        ClientId: 0,
        Customer: o.Name,
        Currency: 'CNY',
        Amount: o.Amount,
        AgentId: o.AgentId,
        DepartmentId: o.DepartmentId,
        OpenTime: o.PayTime,
        Paid: Math.min(o.Paid, o.Amount),
        Payment: o.Payment,
      }
    )
  }
  if (doc === 'SalesOrder') {
    const [o] = await tx
      .select({
        No: SalesOrder.OrderNo,
        ClientId: SalesOrder.ClientId,
        Client: customerName,
        Amount: SalesOrder.Amount,
        AgentId: SalesOrder.AgentId,
        DepartmentId: SalesOrder.DepartmentId,
        DealTime: SalesOrder.DealTime,
      })
      .from(SalesOrder)
      .leftJoin(Client, eq(Client.Id, SalesOrder.ClientId))
      .where(eq(SalesOrder.Id, id))
    return (
      o && {
        SourceNo: o.No,
        ClientId: o.ClientId,
        Customer: o.Client ?? '',
        Currency: 'CNY',
        Amount: o.Amount,
        AgentId: o.AgentId,
        DepartmentId: o.DepartmentId,
        OpenTime: o.DealTime,
        Paid: 0,
        Payment: '',
      }
    )
  }
  const [d] = await tx
    .select({
      No: Declare.OrderCode,
      Name: Declare.Name,
      Client: Declare.ClientName,
      Currency: Declare.Currency,
      Goods: Declare.ProductAmount,
      Freight: Declare.DeliveryExpenses,
      Insurance: Declare.InsuranceExpenses,
      AgentId: Declare.AgentId,
      DepartmentId: Declare.DepartmentId,
      StateTime: Declare.StateTime,
    })
    .from(Declare)
    .where(eq(Declare.Id, id))
  return (
    d && {
      SourceNo: d.No || d.Name,
      ClientId: 0,
      Customer: d.Client,
      Currency: d.Currency,
      Amount: d.Goods + d.Freight + d.Insurance,
      AgentId: d.AgentId,
      DepartmentId: d.DepartmentId,
      OpenTime: d.StateTime,
      Paid: 0,
      Payment: '',
    }
  )
}

/**
 * Raises the receivable of a document whose money was just agreed (once: a document has at most
 * one), in the caller's transaction. What the document was paid with is its first receipt, sent
 * through the receivable's own machine so its state and timeline say so.
 */
export async function raiseReceivable(
  tx: Tx,
  deps: Deps,
  doc: Exclude<ReceivableSource, 'Manual'>,
  id: number,
  now: number,
): Promise<number | undefined> {
  const [existing] = await tx
    .select({ Id: Receivable.Id })
    .from(Receivable)
    .where(and(eq(Receivable.SourceDoc, doc), eq(Receivable.SourceId, id)))
  if (existing) return undefined
  const owed = await owedBy(tx, doc, id)
  if (!owed || owed.Amount <= 0) return undefined
  const { Paid, Payment, ...values } = owed
  const receivableId = await createDoc(
    tx,
    receivableServer,
    { ...values, SourceDoc: doc, SourceId: id, OpenTime: owed.OpenTime || now, Balance: owed.Amount },
    0,
  )
  if (Paid > 0)
    await applyTransition(
      deps,
      receivableServer,
      {
        id: receivableId,
        event: 'receive',
        data: {
          Paid,
          Method: 'online',
          Reference: Payment,
          ...(owed.OpenTime && owed.OpenTime !== now ? { ReceiptTime: owed.OpenTime } : {}),
        },
        auth: null,
        trusted: true,
      },
      tx,
    )
  return receivableId
}

/** A document cancelled before anything was received: its receivable is written off with the reason. */
async function dropReceivable(tx: Tx, deps: Deps, doc: string, id: number) {
  const [r] = await tx
    .select({ Id: Receivable.Id })
    .from(Receivable)
    .where(and(eq(Receivable.SourceDoc, doc), eq(Receivable.SourceId, id), eq(Receivable.State, 'Open'), ne(Receivable.Status, -1)))
  if (r) await applyTransition(deps, receivableServer, { id: r.Id, event: 'sourceCancelled', auth: null, trusted: true }, tx)
}

/**
 * A document's server that raises its receivable when it enters one of the states where its money
 * is agreed (`at`), and writes it off when the document is cancelled with nothing received.
 */
export function raisingReceivable(
  server: LifecycleServer,
  doc: Exclude<ReceivableSource, 'Manual'>,
  at: readonly string[],
  cancelled = 'Cancelled',
): LifecycleServer {
  const before = server.afterTransition
  return {
    ...server,
    async afterTransition(ctx: EffectContext & { updated: Row }) {
      await before?.(ctx)
      if (at.includes(ctx.to) && !at.includes(ctx.from)) await raiseReceivable(ctx.tx, ctx.deps, doc, ctx.row.Id, ctx.now)
      if (ctx.to === cancelled && ctx.from !== cancelled) await dropReceivable(ctx.tx, ctx.deps, doc, ctx.row.Id)
    },
  }
}
