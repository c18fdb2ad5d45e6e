import { Outlet, createFileRoute, redirect } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'

/** The Single projects menu group (`/single`); `/single` alone opens its first screen. */
export const Route = createFileRoute('/_app/single')({
  staticData: { group: { key: 'single', title: msg`Single projects`, icon: 'Briefcase', order: 30 } },
  beforeLoad: ({ matches }) => {
    if (matches.at(-1)?.routeId === '/_app/single') throw redirect({ to: '/single/shop', search: { Id: 121001 }, replace: true })
  },
  component: Outlet,
})
