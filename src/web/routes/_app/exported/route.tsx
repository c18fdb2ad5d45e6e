import { Outlet, createFileRoute, redirect } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'

/** The Export services menu group (`/exported`); `/exported` alone opens its first screen. */
export const Route = createFileRoute('/_app/exported')({
  staticData: { group: { key: 'exported', title: msg`Export services`, icon: 'Ship', order: 50 } },
  beforeLoad: ({ matches }) => {
    if (matches.at(-1)?.routeId === '/_app/exported') throw redirect({ to: '/exported/product', replace: true })
  },
  component: Outlet,
})
