import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/finance/income_list')({
  staticData: {
    meta: { name: 'income_list', title: msg`Receivables`, icon: 'HandCoins', access: ['finance:view'], order: 2 },
  },
  component: PlaceholderPage,
})
