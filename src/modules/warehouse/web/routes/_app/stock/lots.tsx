import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { stockLotResource } from '../../../../shared/stock.ts'
import { ResourceListPage } from '../../../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../../../kernel/web/components/resource/list-loader.ts'

export const Route = createFileRoute('/_app/(modules)/stock/lots')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, stockLotResource, deps),
  staticData: {
    meta: { name: 'stock_lots', title: msg`Lots and expiry`, icon: 'CalendarClock', access: ['stock:view'], order: 8 },
  },
  component: () => <ResourceListPage def={stockLotResource} />,
})
