import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/service/provider')({
  staticData: {
    meta: { name: 'service_provider', title: msg`Service providers`, icon: 'Building', access: ['service:view'], order: 2 },
  },
  component: PlaceholderPage,
})
