import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/warehouse/place')({
  staticData: {
    meta: { name: 'warehouse_place', title: msg`Locations`, icon: 'MapPinned', access: ['warehouse:view'], order: 3 },
  },
  component: PlaceholderPage,
})
