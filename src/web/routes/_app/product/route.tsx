import { Outlet, createFileRoute, redirect } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'

/** The Products menu group (`/product`); `/product` alone opens its first screen. */
export const Route = createFileRoute('/_app/product')({
  staticData: { group: { key: 'product', title: msg`Products`, icon: 'Package', order: 40 } },
  beforeLoad: ({ matches }) => {
    if (matches.at(-1)?.routeId === '/_app/product') throw redirect({ to: '/product/list', replace: true })
  },
  component: Outlet,
})
