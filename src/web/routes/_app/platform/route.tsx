import { Outlet, createFileRoute, redirect } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'

/** The Platforms menu group (`/platform`); `/platform` alone opens its first screen. */
export const Route = createFileRoute('/_app/platform')({
  staticData: { group: { key: 'platform', title: msg`Platforms`, icon: 'Globe', order: 90 } },
  beforeLoad: ({ matches }) => {
    if (matches.at(-1)?.routeId === '/_app/platform') throw redirect({ to: '/platform/list', replace: true })
  },
  component: Outlet,
})
