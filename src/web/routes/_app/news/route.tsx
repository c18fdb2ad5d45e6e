import { Outlet, createFileRoute, redirect } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'

/** The Media menu group (`/news`); `/news` alone opens its first screen. */
export const Route = createFileRoute('/_app/news')({
  staticData: { group: { key: 'news', title: msg`Media`, icon: 'Newspaper', order: 120 } },
  beforeLoad: ({ matches }) => {
    if (matches.at(-1)?.routeId === '/_app/news') throw redirect({ to: '/news/info', replace: true })
  },
  component: Outlet,
})
