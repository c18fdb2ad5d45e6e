import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/entry/receiving')({
  staticData: {
    meta: { name: 'entry_receiving', title: msg`Receiving`, icon: 'Inbox', access: ['entry:view'], order: 2 },
  },
  component: PlaceholderPage,
})
