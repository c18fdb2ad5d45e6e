import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { HomePage } from '../../features/home/HomePage.tsx'
import { homeCardsQuery } from '../../features/home/home-api.ts'

/** The workbench: the first, permanent tab; in no menu group. */
export const Route = createFileRoute('/_app/home')({
  staticData: {
    meta: { name: 'home', title: msg`Home`, icon: 'Home', order: 0 },
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(homeCardsQuery),
  component: HomePage,
})
