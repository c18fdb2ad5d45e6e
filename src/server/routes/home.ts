import { z } from '@hono/zod-openapi'
import type { Deps } from '../../kernel/server/env.ts'
import { HOME_CARD_KEYS } from '../../kernel/shared/schemas/home.ts'
import { cardContext, countHomeCards } from '../services/home-cards.ts'
import { homeTrends } from '../services/home-trends.ts'
import { TREND_CARDS } from '../../kernel/shared/schemas/home-trends.ts'
import { defineRoute, envelope, json, requireAuth, type Router } from '../../kernel/server/routes/define.ts'

const HomeCards = z
  .object(
    Object.fromEntries(HOME_CARD_KEYS.map((k) => [k, z.number().int().nullable()])) as Record<
      (typeof HOME_CARD_KEYS)[number],
      z.ZodNullable<z.ZodNumber>
    >,
  )
  .openapi('HomeCards')

const Trend = z.object({ Now: z.number().int(), Before: z.number().int() })
const HomeTrends = z
  .object(
    Object.fromEntries(TREND_CARDS.map((k) => [k, Trend.optional()])) as Record<(typeof TREND_CARDS)[number], z.ZodOptional<typeof Trend>>,
  )
  .openapi('HomeTrends')

export function registerHome(app: Router, deps: Deps) {
  const cards = defineRoute(deps, 'session', {
    method: 'get',
    path: '/Api/Home/Cards',
    tags: ['Home'],
    summary: 'The numbers of the home dashboard’s cards (null: an area the agent may not see)',
    responses: { 200: json(envelope(HomeCards)) },
  })
  app.openapi(cards, async (c) => {
    const auth = requireAuth(c)
    return c.json({ Result: true, Data: await countHomeCards(await cardContext(deps, auth)) }, 200)
  })
  app.openapi(
    defineRoute(deps, 'session', {
      method: 'get',
      path: '/Api/Home/Trends',
      tags: ['Home'],
      summary:
        'The small trends of the home cards that count a period: this period so far against the same stretch of the last (absent: no trend, or an area the agent may not see)',
      responses: { 200: json(envelope(HomeTrends)) },
    }),
    async (c) => {
      const auth = requireAuth(c)
      return c.json({ Result: true, Data: await homeTrends(await cardContext(deps, auth)) }, 200)
    },
  )
}
