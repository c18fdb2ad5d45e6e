import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/finance/achieve_list')({
  staticData: {
    meta: { name: 'achieve_list', title: msg`Performance`, icon: 'Trophy', access: ['finance:view'], order: 3 },
  },
  component: PlaceholderPage,
})
