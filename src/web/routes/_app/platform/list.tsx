import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/platform/list')({
  staticData: {
    meta: { name: 'platform_list', title: msg`Platforms`, icon: 'Globe', access: ['platform:view'], order: 1 },
  },
  component: PlaceholderPage,
})
