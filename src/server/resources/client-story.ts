import { and, count, desc, eq, inArray, max, ne, or, sql, sum, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { z } from '@hono/zod-openapi'
import type { AuthContext, Deps } from '../../kernel/server/env.ts'
import type { Db } from '../../kernel/server/db/client.ts'
import { notFound } from '../../kernel/server/lib/errors.ts'
import { defineRoute, envelope, json, requireAuth, type Router } from '../../kernel/server/routes/define.ts'
import type { CrudParts } from '../../kernel/server/resources/crud-types.ts'
import { scopeCondition } from '../../kernel/server/services/scope.ts'
import { mayView, type ResourceDef } from '../../kernel/shared/resources/define.ts'
import { can } from '../../kernel/shared/permissions.ts'
import { q } from '../../kernel/shared/schemas/fields.ts'
import { ClientStory, STORY_ROWS, type StoryKind, type StoryRow, type StorySection } from '../../shared/resources/client-story.ts'
import { salesOrderResource } from '../../shared/resources/scm.ts'
import { invoiceResource, receivableResource } from '../../shared/resources/receivable.ts'
import { stationContractResource } from '../../shared/resources/attract.ts'
import { deliveryResource } from '../../modules/warehouse/shared/warehouse.ts'
import { Delivery } from '../../modules/warehouse/server/schema.ts'
import {
  ChatConversation,
  Client,
  ClientContact,
  ClientFollow,
  DocEvent,
  Invoice,
  Receivable,
  SalesOrder,
  StationContract,
} from '../db/schema/index.ts'
import { phoneKey } from '../db/schema/client.ts'
import { conversationScope } from '../services/chat.ts'

/** One kind's latest rows and count: what it selects, from where, under which condition. */
interface Kind {
  from: PgTable
  where: SQL | undefined
  row: {
    Id: PgColumn | SQL
    No: PgColumn | SQL
    State: PgColumn | SQL
    Amount: PgColumn | SQL
    Currency: PgColumn | SQL
    Time: PgColumn | SQL
    Url?: SQL
  }
  /** Counted some other way than rows (a file is one of a follow-up's images). */
  count?: SQL
}

async function section(db: Db, k: Kind): Promise<StorySection> {
  const { Url = sql<string>`''`, ...cols } = k.row
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...cols, Url })
      .from(k.from)
      .where(k.where)
      .orderBy(desc(k.row.Time), desc(k.row.Id))
      .limit(STORY_ROWS),
    db
      .select({ n: k.count ?? count() })
      .from(k.from)
      .where(k.where),
  ])
  return { Count: Number(total?.n ?? 0), Rows: rows.map((r) => ({ ...r, Amount: Number(r.Amount), Time: Number(r.Time) }) as StoryRow) }
}

const text = (v: string) => sql<string>`${v}::text`
const owned = (db: Db, auth: AuthContext, t: { AgentId: PgColumn; DepartmentId: PgColumn }) =>
  scopeCondition(db, auth, { owner: t.AgentId, department: t.DepartmentId })

/** The documents of each kind naming the customer, within the agent's scope of that kind. */
function kinds(db: Db, auth: AuthContext, clientId: number): Partial<Record<StoryKind, [ResourceDef | null, Kind]>> {
  // The customer's people: a chat whose contact is one of their phones or e-mails is theirs.
  const phones = db
    .select({ k: phoneKey(ClientContact.ClientPhone) })
    .from(ClientContact)
    .where(and(eq(ClientContact.ClientId, clientId), ne(ClientContact.Status, -1), ne(phoneKey(ClientContact.ClientPhone), '')))
  const emails = db
    .select({ e: sql`lower(${ClientContact.ClientEmail})` })
    .from(ClientContact)
    .where(and(eq(ClientContact.ClientId, clientId), ne(ClientContact.Status, -1), ne(ClientContact.ClientEmail, '')))
  const orders = and(eq(SalesOrder.ClientId, clientId), ne(SalesOrder.Status, -1), owned(db, auth, SalesOrder))
  return {
    SalesOrder: [
      salesOrderResource,
      {
        from: SalesOrder,
        where: orders,
        row: {
          Id: SalesOrder.Id,
          No: SalesOrder.OrderNo,
          State: SalesOrder.State,
          Amount: SalesOrder.Amount,
          Currency: text('CNY'),
          Time: SalesOrder.StateTime,
        },
      },
    ],
    // A customer's deliveries are its sales orders' (a delivery names the warehouse's owner, not the buyer).
    Delivery: [
      deliveryResource,
      {
        from: Delivery,
        where: and(inArray(Delivery.Id, db.select({ Id: SalesOrder.DeliveryId }).from(SalesOrder).where(orders)), ne(Delivery.Status, -1)),
        row: {
          Id: Delivery.Id,
          No: sql<string>`coalesce(nullif(${Delivery.ExpressNo}, ''), nullif(${Delivery.OutOrderId}, ''), ${Delivery.Title})`,
          State: Delivery.State,
          Amount: sql<number>`0`,
          Currency: text(''),
          Time: Delivery.StateTime,
        },
      },
    ],
    Receivable: [
      receivableResource,
      {
        from: Receivable,
        where: and(eq(Receivable.ClientId, clientId), ne(Receivable.Status, -1), owned(db, auth, Receivable)),
        row: {
          Id: Receivable.Id,
          No: Receivable.SourceNo,
          State: Receivable.State,
          Amount: Receivable.Balance,
          Currency: Receivable.Currency,
          Time: Receivable.StateTime,
        },
      },
    ],
    Invoice: [
      invoiceResource,
      {
        from: Invoice,
        where: and(eq(Invoice.ClientId, clientId), ne(Invoice.Status, -1), owned(db, auth, Invoice)),
        row: {
          Id: Invoice.Id,
          No: Invoice.InvoiceNo,
          State: Invoice.State,
          Amount: Invoice.Total,
          Currency: Invoice.Currency,
          Time: Invoice.StateTime,
        },
      },
    ],
    StationContract: [
      stationContractResource,
      {
        from: StationContract,
        where: and(eq(StationContract.ClientId, clientId), ne(StationContract.Status, -1), owned(db, auth, StationContract)),
        row: {
          Id: StationContract.Id,
          No: StationContract.ContractNo,
          State: StationContract.State,
          Amount: StationContract.Rent,
          Currency: text('CNY'),
          Time: StationContract.StateTime,
        },
      },
    ],
    Chat: can(auth.access, 'chat:view')
      ? [
          null,
          {
            from: ChatConversation,
            where: and(
              // A key of too few digits names no one: it matches nothing.
              or(
                and(ne(phoneKey(ChatConversation.Contact), ''), inArray(phoneKey(ChatConversation.Contact), phones)),
                inArray(sql`lower(${ChatConversation.Contact})`, emails),
              ),
              conversationScope(db, auth),
            ),
            row: {
              Id: ChatConversation.Id,
              No: sql<string>`coalesce(nullif(${ChatConversation.VisitorName}, ''), ${ChatConversation.Contact})`,
              State: sql<string>`case when ${ChatConversation.Closed} = 1 then 'Closed' else 'Open' end`,
              Amount: ChatConversation.Unread,
              Currency: text(''),
              Time: ChatConversation.LastTime,
            },
          },
        ]
      : undefined,
    // The customer's files: the images attached to its follow-ups, a row per follow-up with its first image and
    // how many it has (the page's Files tab shows them all); counted as images.
    File: [
      null,
      {
        from: ClientFollow,
        where: and(eq(ClientFollow.ClientId, clientId), ne(ClientFollow.Status, -1), sql`cardinality(${ClientFollow.Images}) > 0`),
        row: {
          Id: ClientFollow.Id,
          No: ClientFollow.Content,
          State: text(''),
          Amount: sql<number>`cardinality(${ClientFollow.Images})`,
          Currency: text(''),
          Time: ClientFollow.FollowTime,
          Url: sql<string>`${ClientFollow.Images}[1]`,
        },
        count: sql<number>`coalesce(sum(cardinality(${ClientFollow.Images})), 0)::int`,
      },
    ],
  }
}

/**
 * `Client/Story`: a customer's documents of every kind on its page, for whoever may see the
 * customer; each kind within the agent's own scope and permission of that kind.
 */
export function registerClientStory(app: Router, deps: Deps, crud: CrudParts) {
  app.openapi(
    defineRoute(deps, crud.key('view'), {
      method: 'get',
      path: '/Api/Client/Story',
      tags: ['Client'],
      summary:
        "A customer's documents of every kind (sales orders, deliveries, receivables, invoices, contracts, chats, files): the latest of each, their counts, what is still owed and the last activity",
      request: { query: z.object({ Id: q.id() }) },
      responses: { 200: json(envelope(ClientStory)) },
    }),
    async (c) => {
      const auth = requireAuth(c)
      const { Id } = c.req.valid('query')
      const db = deps.db
      const [client] = await db
        .select({ Id: Client.Id })
        .from(Client)
        .where(and(eq(Client.Id, Id), ne(Client.Status, -1), crud.scoped(auth)))
      if (!client) throw notFound()
      const all = kinds(db, auth, Id)
      const entries = await Promise.all(
        Object.entries(all).map(async ([kind, pair]) => {
          const [def, k] = pair!
          return [kind, def && !mayView(auth.access, def) ? null : await section(db, k)] as const
        }),
      )
      const Sections = Object.fromEntries(entries) as Record<StoryKind, StorySection>
      for (const kind of Object.keys(ClientStory.shape.Sections.shape) as StoryKind[]) Sections[kind] ??= null
      const receivables = all.Receivable![1]
      const [open, [touched], [follow]] = await Promise.all([
        Sections.Receivable
          ? db
              .select({ Currency: Receivable.Currency, Amount: sum(Receivable.Balance).mapWith(Number) })
              .from(Receivable)
              .where(and(receivables.where, ne(Receivable.Balance, 0)))
              .groupBy(Receivable.Currency)
              .orderBy(Receivable.Currency)
          : null,
        db
          .select({ t: max(DocEvent.CreateTime) })
          .from(DocEvent)
          .where(and(eq(DocEvent.Doc, 'Client'), eq(DocEvent.DocId, Id))),
        db
          .select({ t: max(ClientFollow.FollowTime) })
          .from(ClientFollow)
          .where(and(eq(ClientFollow.ClientId, Id), ne(ClientFollow.Status, -1))),
      ])
      const times = [
        Number(touched?.t ?? 0),
        Number(follow?.t ?? 0),
        ...Object.values(Sections).flatMap((s) => s?.Rows.map((r) => r.Time) ?? []),
      ]
      return c.json({ Result: true, Data: { Open: open, LastActivity: Math.max(0, ...times), Sections } }, 200)
    },
  )
}
