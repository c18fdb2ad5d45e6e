import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/news/business')({
  staticData: {
    meta: { name: 'news_business', title: msg`Operations handbook`, icon: 'BookOpen', access: ['news:view'], order: 3 },
  },
  component: PlaceholderPage,
})
