import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { workstationResource } from '../../../../shared/resources/attract.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

export const Route = createFileRoute('/_app/attract/station')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, workstationResource, deps),
  staticData: {
    meta: { name: 'attract_station', title: msg`Workstations`, icon: 'Armchair', access: ['attract:view'], order: 4 },
  },
  component: () => <ResourceListPage def={workstationResource} />,
})
