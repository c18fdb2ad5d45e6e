import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/chat/history_list')({
  staticData: {
    meta: { name: 'history_list', title: msg`Visitor records`, icon: 'History', access: ['chat:view'], order: 2 },
  },
  component: PlaceholderPage,
})
