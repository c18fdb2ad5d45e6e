import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/news/export')({
  staticData: {
    meta: { name: 'news_export', title: msg`Export service items`, icon: 'Ship', access: ['news:view'], order: 7 },
  },
  component: PlaceholderPage,
})
