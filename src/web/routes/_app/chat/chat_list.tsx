import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/chat/chat_list')({
  staticData: {
    meta: { name: 'chat_list', title: msg`Consultations`, icon: 'MessagesSquare', access: ['chat:view'], order: 1 },
  },
  component: PlaceholderPage,
})
