import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/news/policy_catalog')({
  staticData: {
    meta: { name: 'policy_catalog', title: msg`Policy categories`, icon: 'FolderTree', access: ['news:view'], order: 5 },
  },
  component: PlaceholderPage,
})
