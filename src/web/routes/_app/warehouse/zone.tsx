import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/warehouse/zone')({
  staticData: {
    meta: { name: 'warehouse_zone', title: msg`Zones`, icon: 'Grid3x3', access: ['warehouse:view'], order: 2 },
  },
  component: PlaceholderPage,
})
