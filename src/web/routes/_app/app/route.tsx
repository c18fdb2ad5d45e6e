import { Outlet, createFileRoute, redirect } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'

/** The Mini-app menu group (`/app`), left out of the menus; `/app` alone opens its first screen. */
export const Route = createFileRoute('/_app/app')({
  staticData: { group: { key: 'app', title: msg`Mini-app`, icon: 'Smartphone', order: 230, hidden: true } },
  beforeLoad: ({ matches }) => {
    if (matches.at(-1)?.routeId === '/_app/app') throw redirect({ to: '/app/list', replace: true })
  },
  component: Outlet,
})
