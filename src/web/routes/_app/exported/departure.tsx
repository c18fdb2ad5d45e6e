import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { declareDepartureResource } from '../../../../shared/resources/customs.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

export const Route = createFileRoute('/_app/exported/departure')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, declareDepartureResource, deps),
  staticData: {
    meta: { name: 'exported_departure', title: msg`Departures`, icon: 'PlaneTakeoff', access: ['declare:view'], order: 7 },
  },
  component: () => <ResourceListPage def={declareDepartureResource} />,
})
