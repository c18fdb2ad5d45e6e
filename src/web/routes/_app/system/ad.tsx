import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/system/ad')({
  staticData: {
    meta: { name: 'system_ad', title: msg`Adverts`, icon: 'Image', access: ['ad:view'], order: 2 },
  },
  component: PlaceholderPage,
})
