import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/system/sku')({
  staticData: {
    meta: { name: 'system_sku', title: msg`Specifications`, icon: 'Ruler', access: ['setting:view'], order: 9 },
  },
  component: PlaceholderPage,
})
