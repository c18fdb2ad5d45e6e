import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/exported/logistics')({
  staticData: {
    meta: { name: 'exported_logistics', title: msg`Waybills`, icon: 'Truck', access: ['declare:view'], order: 4 },
  },
  component: PlaceholderPage,
})
