import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/live/shop')({
  staticData: {
    meta: { name: 'live_shop', title: msg`Live institutions`, icon: 'Building2', access: ['live:view'], order: 2 },
  },
  component: PlaceholderPage,
})
