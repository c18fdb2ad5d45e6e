import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/transfer/channel')({
  staticData: {
    meta: { name: 'transfer_channel', title: msg`Channels`, icon: 'Waypoints', access: ['transfer:view'], order: 3 },
  },
  component: PlaceholderPage,
})
