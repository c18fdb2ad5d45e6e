import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/system/exceptions')({
  staticData: {
    meta: { name: 'system_exceptions', title: msg`Exceptions`, icon: 'TriangleAlert', access: ['exceptions:view'], hidden: true, order: 11 },
  },
  component: PlaceholderPage,
})
