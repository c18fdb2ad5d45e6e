import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/app/list')({
  staticData: {
    meta: { name: 'app_list', title: msg`Mini-apps`, icon: 'Smartphone', access: ['app:view'], order: 1 },
  },
  component: PlaceholderPage,
})
