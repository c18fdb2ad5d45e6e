import { Outlet, createFileRoute, redirect } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'

/** The Inbound menu group (`/entry`); `/entry` alone opens its first screen. */
export const Route = createFileRoute('/_app/(modules)/entry')({
  staticData: { group: { key: 'entry', title: msg`Inbound`, icon: 'PackagePlus', order: 170 } },
  beforeLoad: ({ matches }) => {
    if (matches.at(-1)?.routeId === '/_app/(modules)/entry') throw redirect({ to: '/entry/list', replace: true })
  },
  component: Outlet,
})
