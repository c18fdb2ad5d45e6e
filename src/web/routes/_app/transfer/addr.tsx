import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/transfer/addr')({
  staticData: {
    meta: { name: 'transfer_addr', title: msg`Pickup settings`, icon: 'MapPin', access: ['transfer:view'], order: 2 },
  },
  component: PlaceholderPage,
})
