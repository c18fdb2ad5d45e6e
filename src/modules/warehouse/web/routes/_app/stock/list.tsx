import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { listRoute } from '../../../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../../../kernel/web/components/resource/list-loader.ts'
import { StockList, stockView } from '../../../stock/StockList.tsx'

export const Route = createFileRoute('/_app/(modules)/stock/list')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, stockView(deps.list), deps),
  staticData: {
    meta: { name: 'stock_list', title: msg`Stock`, icon: 'Boxes', access: ['stock:view'], order: 1 },
  },
  component: StockList,
})
