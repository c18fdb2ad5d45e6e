import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/delivery/list')({
  staticData: {
    meta: { name: 'delivery_list', title: msg`Delivery orders`, icon: 'PackageCheck', access: ['delivery:view'], order: 1 },
  },
  component: PlaceholderPage,
})
