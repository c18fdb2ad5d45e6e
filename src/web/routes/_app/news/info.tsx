import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/news/info')({
  staticData: {
    meta: { name: 'news_info', title: msg`Information`, icon: 'Newspaper', access: ['news:view'], order: 1 },
  },
  component: PlaceholderPage,
})
