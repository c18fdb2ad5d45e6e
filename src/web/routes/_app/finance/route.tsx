import { Outlet, createFileRoute, redirect } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'

/** The Finance menu group (`/finance`); `/finance` alone opens its first screen. */
export const Route = createFileRoute('/_app/finance')({
  staticData: { group: { key: 'finance', title: msg`Finance`, icon: 'Wallet', order: 210 } },
  beforeLoad: ({ matches }) => {
    if (matches.at(-1)?.routeId === '/_app/finance') throw redirect({ to: '/finance/invoice', search: { Id: 111001 }, replace: true })
  },
  component: Outlet,
})
