import { Outlet, createFileRoute, redirect } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'

/** The Stock menu group (`/stock`); `/stock` alone opens its first screen. */
export const Route = createFileRoute('/_app/(modules)/stock')({
  staticData: { group: { key: 'stock', title: msg`Stock`, icon: 'Boxes', order: 190 } },
  beforeLoad: ({ matches }) => {
    if (matches.at(-1)?.routeId === '/_app/(modules)/stock') throw redirect({ to: '/stock/list', replace: true })
  },
  component: Outlet,
})
