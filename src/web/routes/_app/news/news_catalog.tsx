import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/news/news_catalog')({
  staticData: {
    meta: { name: 'news_catalog', title: msg`Information categories`, icon: 'FolderTree', access: ['news:view'], order: 4 },
  },
  component: PlaceholderPage,
})
