import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { deliveryResource } from '../../../../shared/warehouse.ts'
import { ResourceListPage } from '../../../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../../../kernel/web/components/resource/list-loader.ts'
import { DeliveryPrintLinks } from '../../../PrintLinks.tsx'
import { StationLink } from '../../../stations/StationLink.tsx'
import { ReturnButton } from '../../../ReturnButton.tsx'
import { BackorderLinks } from '../../../BackorderLinks.tsx'

export const Route = createFileRoute('/_app/(modules)/delivery/list')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, deliveryResource, deps),
  staticData: {
    meta: { name: 'delivery_list', title: msg`Delivery orders`, icon: 'PackageCheck', access: ['delivery:view'], order: 1 },
  },
  component: () => (
    <ResourceListPage
      def={deliveryResource}
      detailActions={(row) => (
        <div className="flex flex-col gap-2">
          <StationLink doc="Delivery" id={row.Id} state={String(row.State)} />
          <DeliveryPrintLinks id={row.Id} />
          <ReturnButton row={row} />
          <BackorderLinks def={deliveryResource} row={row} />
        </div>
      )}
    />
  ),
})
