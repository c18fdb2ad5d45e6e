import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/delivery/packing')({
  staticData: {
    meta: { name: 'delivery_packing', title: msg`Packing`, icon: 'Package', access: ['delivery:view'], order: 3 },
  },
  component: PlaceholderPage,
})
