import { z } from '@hono/zod-openapi'
import type { Deps } from '../env.ts'
import { HOME_CARD_KEYS } from '../../shared/schemas/home.ts'
import { countHomeCards } from '../services/home-cards.ts'
import { defineRoute, envelope, json, requireAuth, type Router } from './define.ts'

const HomeCards = z
  .object(Object.fromEntries(HOME_CARD_KEYS.map((k) => [k, z.number().int().nullable()])) as Record<(typeof HOME_CARD_KEYS)[number], z.ZodNullable<z.ZodNumber>>)
  .openapi('HomeCards')

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
    return c.json({ Result: true, Data: await countHomeCards({ db: deps.db, auth, deps }) }, 200)
  })
}
