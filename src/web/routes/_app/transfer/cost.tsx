import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/transfer/cost')({
  staticData: {
    meta: { name: 'transfer_cost', title: msg`Transfer costs`, icon: 'Calculator', access: ['transfer:view'], order: 6 },
  },
  component: PlaceholderPage,
})
