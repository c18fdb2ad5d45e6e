import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/news/policy')({
  staticData: {
    meta: { name: 'news_policy', title: msg`Policies`, icon: 'ScrollText', access: ['news:view'], order: 2 },
  },
  component: PlaceholderPage,
})
