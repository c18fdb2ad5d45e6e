import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/finance/achieve_list_chart')({
  staticData: {
    meta: { name: 'achieve_list_chart', title: msg`Performance trend`, icon: 'ChartLine', access: ['finance:view'], order: 4 },
  },
  component: PlaceholderPage,
})
