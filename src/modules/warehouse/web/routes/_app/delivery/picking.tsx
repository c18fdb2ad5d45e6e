import { createFileRoute, Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { ShoppingCart } from 'lucide-react'
import { msg } from '@lingui/core/macro'
import { QueuePage } from '../../../../../../kernel/web/components/queue/QueuePage.tsx'
import { queueRouteOptions } from '../../../../../../kernel/web/components/queue/queue-route.ts'

export const Route = createFileRoute('/_app/(modules)/delivery/picking')({
  ...queueRouteOptions('picking'),
  staticData: {
    meta: { name: 'delivery_picking', title: msg`Picking`, icon: 'ScanBarcode', access: ['delivery:view', 'stock:view'], order: 2 },
  },
  component: () => (
    <QueuePage
      queue="picking"
      actions={
        <Link
          to="/station/batch"
          className="inline-flex h-9 items-center gap-1.5 rounded-md border border-neutral-200 bg-white px-3 text-sm hover:bg-neutral-50"
          data-testid="batch-picking"
        >
          <ShoppingCart className="size-4" aria-hidden />
          <Trans>Batch picking</Trans>
        </Link>
      }
    />
  ),
})
