import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { zoneResource } from '../../../../shared/warehouse.ts'
import { ResourceListPage } from '../../../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../../../kernel/web/components/resource/list-loader.ts'

export const Route = createFileRoute('/_app/(modules)/warehouse/zone')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, zoneResource, deps),
  staticData: {
    meta: { name: 'warehouse_zone', title: msg`Zones`, icon: 'Grid3x3', access: ['warehouse:view'], order: 2 },
  },
  component: () => <ResourceListPage def={zoneResource} />,
})
