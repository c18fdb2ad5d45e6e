import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/single/catalog')({
  staticData: {
    meta: { name: 'single_catalog', title: msg`Project categories`, icon: 'FolderTree', access: ['single:view'], order: 4 },
  },
  component: PlaceholderPage,
})
