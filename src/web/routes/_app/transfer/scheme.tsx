import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/transfer/scheme')({
  staticData: {
    meta: { name: 'transfer_scheme', title: msg`Delivery schemes`, icon: 'Split', access: ['transfer:view'], order: 5 },
  },
  component: PlaceholderPage,
})
