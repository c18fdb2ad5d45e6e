import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/attract/subjcet')({
  staticData: {
    meta: { name: 'attract_subjcet', title: msg`Incubated companies`, icon: 'Sprout', access: ['attract:view'], order: 3 },
  },
  component: PlaceholderPage,
})
