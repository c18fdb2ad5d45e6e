import { Outlet, createFileRoute, redirect } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'

/** The Transfer & logistics menu group (`/transfer`); `/transfer` alone opens its first screen. */
export const Route = createFileRoute('/_app/transfer')({
  staticData: { group: { key: 'transfer', title: msg`Transfer & logistics`, icon: 'Truck', order: 160 } },
  beforeLoad: ({ matches }) => {
    if (matches.at(-1)?.routeId === '/_app/transfer') throw redirect({ to: '/transfer/list', replace: true })
  },
  component: Outlet,
})
