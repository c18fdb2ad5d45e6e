import { Outlet, createFileRoute, redirect } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'

/** The Discounts menu group (`/discount`), left out of the menus; `/discount` alone opens its first screen. */
export const Route = createFileRoute('/_app/discount')({
  staticData: { group: { key: 'discount', title: msg`Discounts`, icon: 'Ticket', order: 240, hidden: true } },
  beforeLoad: ({ matches }) => {
    if (matches.at(-1)?.routeId === '/_app/discount') throw redirect({ to: '/discount/project', replace: true })
  },
  component: Outlet,
})
