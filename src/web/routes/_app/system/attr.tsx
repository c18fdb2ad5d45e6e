import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/system/attr')({
  staticData: {
    meta: { name: 'system_attr', title: msg`Attributes`, icon: 'ListTree', access: ['setting:view'], order: 10 },
  },
  component: PlaceholderPage,
})
