import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/delivery/picking')({
  staticData: {
    meta: { name: 'delivery_picking', title: msg`Picking`, icon: 'ScanBarcode', access: ['delivery:view'], order: 2 },
  },
  component: PlaceholderPage,
})
