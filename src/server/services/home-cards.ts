import { and, count, eq, gt, gte, lt, ne, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../../kernel/server/db/client.ts'
import type { AuthContext, Deps } from '../../kernel/server/env.ts'
import { Client, Order } from '../db/schema/index.ts'
import { Product } from '../../modules/warehouse/server/schema.ts'
import { queueSummary } from '../../kernel/server/services/queues.ts'
import { can } from '../../kernel/shared/permissions.ts'
import { HOME_CARDS, type HomeCardKey, type HomeCards } from '../../kernel/shared/schemas/home.ts'
import { scopeCondition, type ScopeColumns } from '../../kernel/server/services/scope.ts'
import { countReminders } from './reminders.ts'
import { countUnreadNotices } from '../resources/notice.ts'
import { countPapersToStudy } from './paper.ts'

/** What a card's counter is given: the database and the signed-in agent (for the data scope). */
export interface CardContext {
  db: Db
  auth: AuthContext
  deps: Deps
}
export type CardCounter = (ctx: CardContext) => Promise<number>

/**
 * `count(*)` of a table under a condition, limited to the agent's data scope when the table
 * has owner / department columns. Most counters are one call of this.
 */
export function scopedCount(table: PgTable, where?: (ctx: CardContext) => SQL | undefined, scope?: ScopeColumns): CardCounter {
  return async (ctx) => {
    const [row] = await ctx.db
      .select({ n: count() })
      .from(table)
      .where(and(where?.(ctx), scope ? scopeCondition(ctx.db, ctx.auth, scope) : undefined))
    return row?.n ?? 0
  }
}

/** Start of the current month, Unix seconds (server time). */
export const monthStart = () => {
  const d = new Date()
  return Math.floor(new Date(d.getFullYear(), d.getMonth(), 1).getTime() / 1000)
}

/**
 * The home dashboard's counters, one line per card. A module that lands adds its line, e.g.
 *   Goods: scopedCount(Product, () => eq(Product.Status, 1)),
 *   MonthOrders: scopedCount(Order, () => gte(Order.CreateTime, monthStart()), { owner: Order.AgentId, department: Order.DepartmentId }),
 * A card without a counter answers 0.
 */
const today = () => {
  const d = new Date()
  const start = Math.floor(new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime() / 1000)
  return { start, end: start + 86400 }
}
const liveClient = () => and(eq(Client.Kind, 1), eq(Client.State, 'Private'), ne(Client.Status, -1))
const clientScope = { owner: Client.AgentId, department: Client.DepartmentId }

export const HOME_COUNTERS: Partial<Record<HomeCardKey, CardCounter>> = {
  Goods: scopedCount(Product, () => eq(Product.Status, 1)),
  MonthOrders: scopedCount(Order, () => and(gte(Order.CreateTime, monthStart()), ne(Order.Status, -1)), {
    owner: Order.AgentId,
    department: Order.DepartmentId,
  }),
  // The customers owned (private), within the scope; the high seas are everyone's and no one's.
  Customers: scopedCount(Client, liveClient, clientScope),
  FollowUps: scopedCount(
    Client,
    () =>
      and(liveClient(), gt(Client.NextFollowTime, 0), lt(Client.NextFollowTime, today().end), gte(Client.NextFollowTime, today().start)),
    clientScope,
  ),
  // The about-to-lose queue is exactly the customers the sweep will move within the lead days.
  AboutToLose: async (ctx) => (await queueSummary(ctx.deps, ctx.auth, ['about-to-lose']))[0]?.Count ?? 0,
  // To-do items are the reminders the header's bell counts (Check/Count?Status=2).
  Todo: (ctx) => countReminders(ctx, { Status: 2 }),
  UnreadNotices: (ctx) => countUnreadNotices(ctx.db, ctx.auth.agentId),
  // The papers assigned to the agent, not yet handed in, whose deadline has not passed.
  Courses: (ctx) => countPapersToStudy(ctx.db, ctx.auth.agentId),
}

const zero: CardCounter = async () => 0

/** Every card's number for this agent; `null` for a card whose area the agent may not see. */
export async function countHomeCards(ctx: CardContext, counters = HOME_COUNTERS): Promise<HomeCards> {
  const values = await Promise.all(
    HOME_CARDS.map((card) => ('access' in card && !can(ctx.auth.access, card.access) ? null : (counters[card.key] ?? zero)(ctx))),
  )
  return Object.fromEntries(HOME_CARDS.map((card, i) => [card.key, values[i]])) as HomeCards
}
