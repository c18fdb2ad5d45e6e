import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/attract/contract')({
  staticData: {
    meta: { name: 'attract_contract', title: msg`Contracts`, icon: 'FileSignature', access: ['attract:view'], order: 5 },
  },
  component: PlaceholderPage,
})
