import { Outlet, createFileRoute, redirect } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'

/** The Supply chain menu group (`/scm`); `/scm` alone opens its first screen. */
export const Route = createFileRoute('/_app/scm')({
  staticData: { group: { key: 'scm', title: msg`Supply chain`, icon: 'Factory', order: 200 } },
  beforeLoad: ({ matches }) => {
    if (matches.at(-1)?.routeId === '/_app/scm') throw redirect({ to: '/scm/list', replace: true })
  },
  component: Outlet,
})
