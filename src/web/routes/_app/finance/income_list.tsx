import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'
import { ReceivablesPage, receivableBook } from '../../../features/finance/ReceivablesPage.tsx'

export const Route = createFileRoute('/_app/finance/income_list')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, receivableBook(deps.list), deps),
  staticData: {
    meta: { name: 'income_list', title: msg`Receivables`, icon: 'HandCoins', access: ['finance:view'], order: 2 },
  },
  component: ReceivablesPage,
})
