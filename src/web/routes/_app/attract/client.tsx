import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/attract/client')({
  staticData: {
    meta: { name: 'attract_client', title: msg`Companies`, icon: 'Building2', access: ['attract:view'], order: 1 },
  },
  component: PlaceholderPage,
})
