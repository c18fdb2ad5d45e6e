import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/exported/receipt')({
  staticData: {
    meta: { name: 'exported_receipt', title: msg`Receipts`, icon: 'Receipt', access: ['declare:view'], order: 3 },
  },
  component: PlaceholderPage,
})
