import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { ordersFor } from '../../../features/offering/orders.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

const def = ordersFor('live')

export const Route = createFileRoute('/_app/live/orders')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, def, deps, { Module: def.pickFilters!.OfferingId!.Module }),
  staticData: {
    meta: { name: 'live_orders', title: msg`Bookings`, icon: 'CalendarCheck', access: ['order:view'], order: 3 },
  },
  component: () => <ResourceListPage def={def} fixed={{ Module: def.pickFilters!.OfferingId!.Module }} />,
})
