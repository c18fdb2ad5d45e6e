import { Outlet, createFileRoute, redirect } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'

/** The Customers menu group (`/client`); `/client` alone opens its first screen. */
export const Route = createFileRoute('/_app/client')({
  staticData: { group: { key: 'client', title: msg`Customers`, icon: 'Users', order: 10 } },
  beforeLoad: ({ matches }) => {
    if (matches.at(-1)?.routeId === '/_app/client') throw redirect({ to: '/client/list', replace: true })
  },
  component: Outlet,
})
