import { offeringOrderResource } from '../../../shared/resources/offering.ts'
import type { ResourceDef } from '../../../kernel/shared/resources/define.ts'

/** Each market's order screen: where an offering order of that market opens. */
export const OFFERING_ORDER_ROUTES = {
  service: '/service/order',
  course: '/course/orders',
  live: '/live/orders',
  single: '/single/orders',
} as const
export type OfferingMarket = keyof typeof OFFERING_ORDER_ROUTES

/**
 * The order screen of one market: the one order document, its list fixed to the market and its
 * picker offering that market's offerings (a new order starts in it).
 */
export function ordersFor(module: OfferingMarket): ResourceDef & { pickFilters: { OfferingId: { Module: string } } } {
  return { ...offeringOrderResource, route: OFFERING_ORDER_ROUTES[module], pickFilters: { OfferingId: { Module: module } } }
}
