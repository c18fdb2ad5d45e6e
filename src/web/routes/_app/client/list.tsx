import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/client/list')({
  staticData: {
    meta: { name: 'demand_trade', title: msg`Customer list`, icon: 'Users', access: ['client:view'], order: 1 },
  },
  component: PlaceholderPage,
})
