import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/news/warehouse')({
  staticData: {
    meta: { name: 'news_warehouse', title: msg`Overseas warehouse products`, icon: 'Warehouse', access: ['news:view'], order: 8 },
  },
  component: PlaceholderPage,
})
