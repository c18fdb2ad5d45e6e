import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/transfer/list')({
  staticData: {
    meta: { name: 'transfer_list', title: msg`Transfer routes`, icon: 'Route', access: ['transfer:view'], order: 1 },
  },
  component: PlaceholderPage,
})
