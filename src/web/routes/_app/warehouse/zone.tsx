import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { zoneResource } from '../../../../shared/resources/warehouse.ts'
import { ResourceListPage } from '../../../components/resource/ResourceListPage.tsx'
import { resourceRouteOptions } from '../../../components/resource/route.ts'

export const Route = createFileRoute('/_app/warehouse/zone')({
  ...resourceRouteOptions(zoneResource),
  staticData: {
    meta: { name: 'warehouse_zone', title: msg`Zones`, icon: 'Grid3x3', access: ['warehouse:view'], order: 2 },
  },
  component: () => <ResourceListPage def={zoneResource} />,
})
