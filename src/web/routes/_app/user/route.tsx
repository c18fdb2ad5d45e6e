import { Outlet, createFileRoute, redirect } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'

/** The HR menu group (`/user`); `/user` alone opens its first screen. */
export const Route = createFileRoute('/_app/user')({
  staticData: { group: { key: 'user', title: msg`HR`, icon: 'Contact', order: 100 } },
  beforeLoad: ({ matches }) => {
    if (matches.at(-1)?.routeId === '/_app/user') throw redirect({ to: '/user/agent', replace: true })
  },
  component: Outlet,
})
