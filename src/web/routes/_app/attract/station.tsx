import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/attract/station')({
  staticData: {
    meta: { name: 'attract_station', title: msg`Workstations`, icon: 'Armchair', access: ['attract:view'], order: 4 },
  },
  component: PlaceholderPage,
})
