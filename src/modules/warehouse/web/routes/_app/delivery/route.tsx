import { Outlet, createFileRoute, redirect } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'

/** The Outbound menu group (`/delivery`); `/delivery` alone opens its first screen. */
export const Route = createFileRoute('/_app/(modules)/delivery')({
  staticData: { group: { key: 'delivery', title: msg`Outbound`, icon: 'PackageCheck', order: 180 } },
  beforeLoad: ({ matches }) => {
    if (matches.at(-1)?.routeId === '/_app/(modules)/delivery') throw redirect({ to: '/delivery/list', replace: true })
  },
  component: Outlet,
})
