import { Outlet, createFileRoute, redirect } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'

/** The Papers & exams menu group (`/paper`); `/paper` alone opens its first screen. */
export const Route = createFileRoute('/_app/paper')({
  staticData: { group: { key: 'paper', title: msg`Papers & exams`, icon: 'ClipboardList', order: 140 } },
  beforeLoad: ({ matches }) => {
    if (matches.at(-1)?.routeId === '/_app/paper') throw redirect({ to: '/paper/list', replace: true })
  },
  component: Outlet,
})
