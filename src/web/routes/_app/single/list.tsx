import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/single/list')({
  staticData: {
    meta: { name: 'single_list', title: msg`Project products`, icon: 'Package', access: ['single:view'], order: 2 },
  },
  component: PlaceholderPage,
})
