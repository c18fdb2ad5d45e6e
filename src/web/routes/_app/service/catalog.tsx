import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/service/catalog')({
  staticData: {
    meta: { name: 'service_catalog', title: msg`Service categories`, icon: 'FolderTree', access: ['service:view'], order: 4 },
  },
  component: PlaceholderPage,
})
