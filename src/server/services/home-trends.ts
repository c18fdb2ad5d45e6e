import { and, between, count, ne } from 'drizzle-orm'
import { can } from '../../kernel/shared/permissions.ts'
import { HOME_CARDS } from '../../kernel/shared/schemas/home.ts'
import type { HomeTrends, Trend, TrendCard } from '../../kernel/shared/schemas/home-trends.ts'
import { Order } from '../db/schema/index.ts'
import type { CardContext } from './home-cards.ts'
import { presetRange } from '../../kernel/shared/date-ranges.ts'
import { scopeCondition } from '../../kernel/server/services/scope.ts'

/** The stretch so far of this month and the same stretch of last month (the company's months, as the month card counts). */
export function monthToDate(now: Date, timeZone: string) {
  const t = Math.floor(now.getTime() / 1000)
  const start = presetRange('thisMonth', now, timeZone).BeginTime
  const lastStart = presetRange('lastMonth', now, timeZone).BeginTime
  // A month longer than the last (31 March against February) compares with all of the last one.
  return { now: { from: start, to: t }, before: { from: lastStart, to: Math.min(lastStart + (t - start), start - 1) } }
}

type TrendCounter = (ctx: CardContext) => Promise<Trend>

export const HOME_TRENDS: Record<TrendCard, TrendCounter> = {
  MonthOrders: async (ctx) => {
    const span = monthToDate(ctx.now, ctx.timeZone)
    const scope = scopeCondition(ctx.db, ctx.auth, { owner: Order.AgentId, department: Order.DepartmentId })
    const n = async (r: { from: number; to: number }) =>
      (
        await ctx.db
          .select({ n: count() })
          .from(Order)
          .where(and(between(Order.CreateTime, r.from, r.to), ne(Order.Status, -1), scope))
      )[0]?.n ?? 0
    return { Now: await n(span.now), Before: await n(span.before) }
  },
}

/** The trends of the cards the agent may see. */
export async function homeTrends(ctx: CardContext): Promise<HomeTrends> {
  const out: HomeTrends = {}
  for (const key of Object.keys(HOME_TRENDS) as TrendCard[]) {
    const card = HOME_CARDS.find((c) => c.key === key)
    if (card && 'access' in card && !can(ctx.auth.access, card.access)) continue
    out[key] = await HOME_TRENDS[key](ctx)
  }
  return out
}
