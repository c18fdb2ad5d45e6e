import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/delivery/ship')({
  staticData: {
    meta: { name: 'delivery_ship', title: msg`Shipping`, icon: 'Truck', access: ['delivery:view'], order: 4 },
  },
  component: PlaceholderPage,
})
