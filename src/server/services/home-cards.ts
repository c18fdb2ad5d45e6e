import { and, between, count, eq, getTableName, gte, ne, type SQL } from 'drizzle-orm'
import { runShaped, StatementCache } from '../../kernel/server/db/statement.ts'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../../kernel/server/db/client.ts'
import type { AuthContext, Deps } from '../../kernel/server/env.ts'
import { Client, ClientFollow, Order } from '../db/schema/index.ts'
import { presetRange } from '../../kernel/shared/date-ranges.ts'
import { companyTimeZone } from '../../kernel/server/services/settings.ts'
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
  /** The company's time zone: "today" and "this month" are its (Company.TimeZone). */
  timeZone: string
  now: Date
}

/** A card context for the agent now, in the company's time zone. */
export async function cardContext(deps: Deps, auth: AuthContext, now = new Date()): Promise<CardContext> {
  return { db: deps.db, auth, deps, timeZone: await companyTimeZone(deps.db), now }
}
export type CardCounter = (ctx: CardContext) => Promise<number>

/**
 * `count(*)` of a table under a condition, limited to the agent's data scope when the table
 * has owner / department columns. Most counters are one call of this.
 */
export function scopedCount(table: PgTable, where?: (ctx: CardContext) => SQL | undefined, scope?: ScopeColumns): CardCounter {
  const name = `card_${getTableName(table)}`
  return async (ctx) => {
    const condition = and(where?.(ctx), scope ? scopeCondition(ctx.db, ctx.auth, scope) : undefined)
    const [row] = await runShaped(cardCounts, ctx.db, name, condition, (w) => ctx.db.select({ n: count() }).from(table).where(w))
    return row?.n ?? 0
  }
}
const cardCounts = new StatementCache<{ n: number }>()

/** Start of the current month in the company's time zone, Unix seconds. */
export const monthStart = (ctx: CardContext) => presetRange('thisMonth', ctx.now, ctx.timeZone).BeginTime

/**
 * The home dashboard's counters, one line per card. A module that lands adds its line, e.g.
 *   Goods: scopedCount(Product, () => eq(Product.Status, 1)),
 *   MonthOrders: scopedCount(Order, () => gte(Order.CreateTime, monthStart()), { owner: Order.AgentId, department: Order.DepartmentId }),
 * A card without a counter answers 0.
 */
const liveClient = () => and(eq(Client.Kind, 1), eq(Client.State, 'Private'), ne(Client.Status, -1))
const clientScope = { owner: Client.AgentId, department: Client.DepartmentId }

export const HOME_COUNTERS: Partial<Record<HomeCardKey, CardCounter>> = {
  Goods: scopedCount(Product, () => eq(Product.Status, 1)),
  MonthOrders: scopedCount(Order, (ctx) => and(gte(Order.CreateTime, monthStart(ctx)), ne(Order.Status, -1)), {
    owner: Order.AgentId,
    department: Order.DepartmentId,
  }),
  // The customers owned (private), within the scope; the high seas are everyone's and no one's.
  Customers: scopedCount(Client, liveClient, clientScope),
  // The follow-ups planned for the company's today: what the follow-up list's "Due today" shows.
  FollowUps: scopedCount(
    ClientFollow,
    (ctx) => {
      const day = presetRange('today', ctx.now, ctx.timeZone)
      return and(ne(ClientFollow.Status, -1), between(ClientFollow.NextFollowTime, day.BeginTime, day.EndTime))
    },
    { owner: ClientFollow.AgentId, department: ClientFollow.DepartmentId },
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
