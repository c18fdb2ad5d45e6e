import { and, count, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client.ts'
import type { AuthContext } from '../env.ts'
import { can } from '../../shared/permissions.ts'
import { HOME_CARDS, type HomeCardKey, type HomeCards } from '../../shared/schemas/home.ts'
import { scopeCondition, type ScopeColumns } from './scope.ts'
import { countReminders } from './reminders.ts'
import { countUnreadNotices } from '../resources/notice.ts'

/** What a card's counter is given: the database and the signed-in agent (for the data scope). */
export interface CardContext {
  db: Db
  auth: AuthContext
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
export const HOME_COUNTERS: Partial<Record<HomeCardKey, CardCounter>> = {
  // To-do items are the reminders the header's bell counts (Check/Count?Status=2).
  Todo: (ctx) => countReminders(ctx, { Status: 2 }),
  UnreadNotices: (ctx) => countUnreadNotices(ctx.db, ctx.auth.agentId),
}

const zero: CardCounter = async () => 0

/** Every card's number for this agent; `null` for a card whose area the agent may not see. */
export async function countHomeCards(ctx: CardContext, counters = HOME_COUNTERS): Promise<HomeCards> {
  const values = await Promise.all(
    HOME_CARDS.map((card) =>
      'access' in card && !can(ctx.auth.access, card.access) ? null : (counters[card.key] ?? zero)(ctx),
    ),
  )
  return Object.fromEntries(HOME_CARDS.map((card, i) => [card.key, values[i]])) as HomeCards
}
