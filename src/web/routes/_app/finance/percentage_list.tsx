import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/finance/percentage_list')({
  staticData: {
    meta: { name: 'percentage_list', title: msg`Commission`, icon: 'Percent', access: ['finance:view'], order: 5 },
  },
  component: PlaceholderPage,
})
