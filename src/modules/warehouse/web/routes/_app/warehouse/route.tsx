import { Outlet, createFileRoute, redirect } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'

/** The Overseas warehouse menu group (`/warehouse`); `/warehouse` alone opens its first screen. */
export const Route = createFileRoute('/_app/(modules)/warehouse')({
  staticData: { group: { key: 'warehouse', title: msg`Overseas warehouse`, icon: 'Warehouse', order: 150 } },
  beforeLoad: ({ matches }) => {
    if (matches.at(-1)?.routeId === '/_app/(modules)/warehouse') throw redirect({ to: '/warehouse/list', replace: true })
  },
  component: Outlet,
})
