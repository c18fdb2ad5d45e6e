import type { PermissionKey } from '../permissions.ts'

/**
 * The home dashboard's cards (spec section 1), in display order. A card with `access` counts
 * records of an area the agent needs that key for; without it the number is `null` and the
 * card is not shown. Cards without `access` concern every agent (their own to-dos, notices, courses).
 */
export const HOME_CARDS = [
  { key: 'Goods', access: 'product:view' },
  { key: 'MonthOrders', access: 'order:view' },
  { key: 'Customers', access: 'client:view' },
  { key: 'FollowUps', access: 'client:view' },
  { key: 'AboutToLose', access: 'client:view' },
  { key: 'Todo' },
  { key: 'UnreadNotices' },
  { key: 'Courses' },
] as const satisfies readonly { key: string; access?: PermissionKey }[]

export type HomeCardKey = (typeof HOME_CARDS)[number]['key']
export const HOME_CARD_KEYS: readonly HomeCardKey[] = HOME_CARDS.map((c) => c.key)

/** `GET /Api/Home/Cards`: a number per card, `null` where the agent may not see the area. */
export type HomeCards = Record<HomeCardKey, number | null>
