import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { entryResource } from '../../../../shared/resources/warehouse.ts'
import { ResourceListPage } from '../../../components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../components/resource/route.ts'
import { prefetchList } from '../../../components/resource/list-loader.ts'
import { StationLink } from '../../../features/stations/StationLink.tsx'

export const Route = createFileRoute('/_app/entry/list')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, entryResource, deps),
  staticData: {
    meta: { name: 'entry_list', title: msg`Inbound entries`, icon: 'PackagePlus', access: ['entry:view'], order: 1 },
  },
  component: () => <ResourceListPage def={entryResource} detailActions={(row) => <StationLink doc="Entry" id={row.Id} state={String(row.State)} />} />,
})
