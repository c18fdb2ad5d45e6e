import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/exported/callback')({
  staticData: {
    meta: { name: 'exported_callback', title: msg`Customs receipts`, icon: 'MailCheck', access: ['declare:view'], order: 10 },
  },
  component: PlaceholderPage,
})
