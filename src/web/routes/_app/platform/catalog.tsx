import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/platform/catalog')({
  staticData: {
    meta: { name: 'platform_catalog', title: msg`Platform categories`, icon: 'FolderTree', access: ['platform:view'], order: 4 },
  },
  component: PlaceholderPage,
})
