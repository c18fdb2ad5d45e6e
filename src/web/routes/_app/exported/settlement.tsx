import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/exported/settlement')({
  staticData: {
    meta: { name: 'exported_settlement', title: msg`FX settlements`, icon: 'Banknote', access: ['declare:view', 'finance:view'], order: 11 },
  },
  component: PlaceholderPage,
})
