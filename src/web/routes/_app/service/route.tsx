import { Outlet, createFileRoute, redirect } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'

/** The Services market menu group (`/service`); `/service` alone opens its first screen. */
export const Route = createFileRoute('/_app/service')({
  staticData: { group: { key: 'service', title: msg`Services market`, icon: 'ConciergeBell', order: 60 } },
  beforeLoad: ({ matches }) => {
    if (matches.at(-1)?.routeId === '/_app/service') throw redirect({ to: '/service/list', replace: true })
  },
  component: Outlet,
})
