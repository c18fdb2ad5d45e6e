import { Outlet, createFileRoute, redirect } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'

/** The System menu group (`/system`); `/system` alone opens its first screen. */
export const Route = createFileRoute('/_app/system')({
  staticData: { group: { key: 'system', title: msg`System`, icon: 'Settings', order: 110 } },
  beforeLoad: ({ matches }) => {
    if (matches.at(-1)?.routeId === '/_app/system') throw redirect({ to: '/system/notice', search: { type: 1 }, replace: true })
  },
  component: Outlet,
})
