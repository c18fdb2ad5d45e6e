import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/exported/refund')({
  staticData: {
    meta: { name: 'exported_refund', title: msg`Tax refunds`, icon: 'BadgePercent', access: ['declare:view', 'finance:view'], order: 9 },
  },
  component: PlaceholderPage,
})
