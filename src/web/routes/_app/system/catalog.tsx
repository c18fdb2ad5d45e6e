import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/system/catalog')({
  staticData: {
    meta: { name: 'system_catalog', title: msg`Help categories`, icon: 'FolderTree', access: ['help:view'], order: 8 },
  },
  component: PlaceholderPage,
})
