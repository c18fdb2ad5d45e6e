import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/service/list')({
  staticData: {
    meta: { name: 'service_list', title: msg`Services`, icon: 'ConciergeBell', access: ['service:view'], order: 1 },
  },
  component: PlaceholderPage,
})
