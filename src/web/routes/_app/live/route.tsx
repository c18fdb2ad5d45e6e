import { Outlet, createFileRoute, redirect } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'

/** The Live streams menu group (`/live`); `/live` alone opens its first screen. */
export const Route = createFileRoute('/_app/live')({
  staticData: { group: { key: 'live', title: msg`Live streams`, icon: 'Radio', order: 80 } },
  beforeLoad: ({ matches }) => {
    if (matches.at(-1)?.routeId === '/_app/live') throw redirect({ to: '/live/list', replace: true })
  },
  component: Outlet,
})
