import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/entry/arrived')({
  staticData: {
    meta: { name: 'entry_arrived', title: msg`Put-away`, icon: 'PackageOpen', access: ['entry:view'], order: 3 },
  },
  component: PlaceholderPage,
})
