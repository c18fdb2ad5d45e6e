import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'
import { SettlementBooks, settlementBook } from '../../../features/customs/SettlementBooks.tsx'

export const Route = createFileRoute('/_app/exported/settlement')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, settlementBook(deps.list), deps),
  staticData: {
    meta: {
      name: 'exported_settlement',
      title: msg`FX settlements`,
      icon: 'Banknote',
      access: ['declare:view', 'finance:view'],
      order: 11,
    },
  },
  component: SettlementBooks,
})
