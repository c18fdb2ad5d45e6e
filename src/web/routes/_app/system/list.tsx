import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/system/list')({
  staticData: {
    meta: { name: 'system_list', title: msg`Project parameters`, icon: 'SlidersHorizontal', access: ['setting:view'], hidden: true, order: 5 },
  },
  component: PlaceholderPage,
})
