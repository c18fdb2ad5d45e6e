import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/app/catalog')({
  staticData: {
    meta: { name: 'app_catalog', title: msg`Mini-app categories`, icon: 'FolderTree', access: ['app:view'], order: 3 },
  },
  component: PlaceholderPage,
})
