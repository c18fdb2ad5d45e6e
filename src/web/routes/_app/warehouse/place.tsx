import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { placeResource } from '../../../../shared/resources/warehouse.ts'
import { ResourceListPage } from '../../../components/resource/ResourceListPage.tsx'
import { resourceRouteOptions } from '../../../components/resource/route.ts'

export const Route = createFileRoute('/_app/warehouse/place')({
  ...resourceRouteOptions(placeResource),
  staticData: {
    meta: { name: 'warehouse_place', title: msg`Locations`, icon: 'MapPinned', access: ['warehouse:view'], order: 3 },
  },
  component: () => <ResourceListPage def={placeResource} />,
})
