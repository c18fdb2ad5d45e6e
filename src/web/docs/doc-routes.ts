import type { LinkProps } from '@tanstack/react-router'

/**
 * Each lifecycle document's list screen, as typed routes (the resource definitions' `route`, which
 * a unit test holds this to): a board's state links there with the list filtered by `State`.
 */
export const DOC_LIST_ROUTES = {
  Client: '/client/list',
  Agent: '/user/agent',
  Entry: '/entry/list',
  Delivery: '/delivery/list',
  Inventory: '/stock/inventory',
  Ownership: '/stock/ownership',
  Order: '/product/order',
  Declare: '/exported/declare',
  DeclareOrder: '/exported/order',
  DeclareReceipt: '/exported/receipt',
  DeclareLogistics: '/exported/logistics',
  DeclareArrival: '/exported/arrival',
  DeclareDeparture: '/exported/departure',
  DeclareWaybill: '/exported/waybill',
  Refund: '/exported/refund',
  Settlement: '/exported/settlement',
  StationContract: '/attract/contract',
  PurchaseContract: '/scm/contract',
  SalesOrder: '/scm/order',
  OfferingOrder: '/service/order',
  Coupon: '/discount/coupon',
  Listing: '/product/publish',
  Receivable: '/finance/income_list',
  Invoice: '/finance/invoice',
} as const satisfies Record<string, NonNullable<LinkProps['to']>>

export type BoardDoc = keyof typeof DOC_LIST_ROUTES

export const isBoardDoc = (doc: string): doc is BoardDoc => Object.hasOwn(DOC_LIST_ROUTES, doc)
