import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/news/business_catalog')({
  staticData: {
    meta: { name: 'business_catalog', title: msg`Handbook categories`, icon: 'FolderTree', access: ['news:view'], order: 6 },
  },
  component: PlaceholderPage,
})
