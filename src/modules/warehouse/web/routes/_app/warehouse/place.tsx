import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { placeResource } from '../../../../shared/warehouse.ts'
import { ResourceListPage } from '../../../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../../../kernel/web/components/resource/list-loader.ts'
import { PlaceLabelsLink } from '../../../PrintLinks.tsx'

export const Route = createFileRoute('/_app/(modules)/warehouse/place')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, placeResource, deps),
  staticData: {
    meta: { name: 'warehouse_place', title: msg`Locations`, icon: 'MapPinned', access: ['warehouse:view'], order: 3 },
  },
  component: () => <ResourceListPage def={placeResource} selectionActions={(ids) => <PlaceLabelsLink ids={ids} />} />,
})
