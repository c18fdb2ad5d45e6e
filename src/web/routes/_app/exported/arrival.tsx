import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { declareArrivalResource } from '../../../../shared/resources/customs.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

export const Route = createFileRoute('/_app/exported/arrival')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, declareArrivalResource, deps),
  staticData: {
    meta: { name: 'exported_arrival', title: msg`Arrivals`, icon: 'PlaneLanding', access: ['declare:view'], order: 6 },
  },
  component: () => <ResourceListPage def={declareArrivalResource} />,
})
