import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/chart/operation_chart')({
  staticData: {
    meta: { name: 'operation_chart', title: msg`Operations chart`, icon: 'Activity', access: ['chart:view'], order: 1 },
  },
  component: PlaceholderPage,
})
