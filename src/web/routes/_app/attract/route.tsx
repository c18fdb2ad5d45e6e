import { Outlet, createFileRoute, redirect } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'

/** The Investment menu group (`/attract`); `/attract` alone opens its first screen. */
export const Route = createFileRoute('/_app/attract')({
  staticData: { group: { key: 'attract', title: msg`Investment`, icon: 'Handshake', order: 130 } },
  beforeLoad: ({ matches }) => {
    if (matches.at(-1)?.routeId === '/_app/attract') throw redirect({ to: '/attract/client', replace: true })
  },
  component: Outlet,
})
