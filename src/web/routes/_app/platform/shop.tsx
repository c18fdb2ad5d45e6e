import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/platform/shop')({
  staticData: {
    meta: { name: 'platform_shop', title: msg`Platform shops`, icon: 'Store', access: ['platform:view'], hidden: true, order: 3 },
  },
  component: PlaceholderPage,
})
