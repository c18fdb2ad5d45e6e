import { Outlet, createFileRoute, redirect } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'

/** The Charts menu group (`/chart`); `/chart` alone opens its first screen. */
export const Route = createFileRoute('/_app/chart')({
  staticData: { group: { key: 'chart', title: msg`Charts`, icon: 'BarChart3', order: 220 } },
  beforeLoad: ({ matches }) => {
    if (matches.at(-1)?.routeId === '/_app/chart') throw redirect({ to: '/chart/operation_chart', replace: true })
  },
  component: Outlet,
})
