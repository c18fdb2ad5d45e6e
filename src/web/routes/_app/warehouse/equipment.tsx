import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/warehouse/equipment')({
  staticData: {
    meta: { name: 'warehouse_equipment', title: msg`Equipment`, icon: 'Forklift', access: ['warehouse:view'], order: 5 },
  },
  component: PlaceholderPage,
})
