import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/entry/list')({
  staticData: {
    meta: { name: 'entry_list', title: msg`Inbound entries`, icon: 'PackagePlus', access: ['entry:view'], order: 1 },
  },
  component: PlaceholderPage,
})
