import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/live/list')({
  staticData: {
    meta: { name: 'live_list', title: msg`Live streams`, icon: 'Radio', access: ['live:view'], order: 1 },
  },
  component: PlaceholderPage,
})
