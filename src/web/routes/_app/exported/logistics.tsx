import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { declareLogisticsResource } from '../../../../shared/resources/customs.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

export const Route = createFileRoute('/_app/exported/logistics')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, declareLogisticsResource, deps),
  staticData: {
    meta: { name: 'exported_logistics', title: msg`Logistics waybills`, icon: 'Truck', access: ['declare:view'], order: 4 },
  },
  component: () => <ResourceListPage def={declareLogisticsResource} />,
})
