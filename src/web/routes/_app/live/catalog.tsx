import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/live/catalog')({
  staticData: {
    meta: { name: 'live_catalog', title: msg`Live stream categories`, icon: 'FolderTree', access: ['live:view'], order: 4 },
  },
  component: PlaceholderPage,
})
