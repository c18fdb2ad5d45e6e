import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/chart/achieve_chart')({
  staticData: {
    meta: { name: 'achieve_chart', title: msg`Achievement chart`, icon: 'ChartPie', access: ['chart:view'], order: 2 },
  },
  component: PlaceholderPage,
})
