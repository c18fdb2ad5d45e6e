import { Outlet, createFileRoute, redirect } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'

/** The Chat menu group (`/chat`); `/chat` alone opens its first screen. */
export const Route = createFileRoute('/_app/chat')({
  staticData: { group: { key: 'chat', title: msg`Chat`, icon: 'MessageSquare', order: 20 } },
  beforeLoad: ({ matches }) => {
    if (matches.at(-1)?.routeId === '/_app/chat') throw redirect({ to: '/chat/chat_list', replace: true })
  },
  component: Outlet,
})
