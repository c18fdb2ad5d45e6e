import type { ReactNode } from 'react'
import { LIFECYCLE_BY_DOC } from '../../machines/index.ts'
import { LifecyclesProvider } from '../kernel/web/components/lifecycle/lifecycles.tsx'
import { PayloadPartsProvider } from '../kernel/web/components/lifecycle/payload-views.tsx'
import { AreaWidgetsProvider, FormSlotsProvider } from '../kernel/web/components/resource/area-widgets.tsx'
import { blocksWidget } from './features/commerce/blocks-widget.tsx'
import { CUSTOMS_PAYLOAD_PARTS } from './features/customs/payload-views.tsx'
import type { FormSlot } from '../kernel/web/components/resource/ResourceForm.tsx'
import { QuotePanel } from './features/transfer/QuotePanel.tsx'
import { skuWidget } from './features/product/sku-widget.tsx'
import { PermissionLabelsProvider } from '../kernel/web/components/resource/permission-parts.tsx'
import { PERMISSION_LABELS } from './features/system/permission-labels.ts'
import { QueuePartsProvider } from '../kernel/web/components/queue/queue-parts.tsx'
import { APP_QUEUE_PARTS } from './features/queue/app-queues.tsx'
import { WAREHOUSE_PAYLOAD_PARTS } from '../modules/warehouse/web/payload-places.tsx'

/** The fields the areas edit and show with widgets of their own, by the widget name their definitions give. */
const AREA_WIDGETS = { sku: skuWidget, blocks: blocksWidget }

/** What an area adds under another's record form: the transport area's shipping quote under a delivery's. */
const FORM_SLOTS: Readonly<Record<string, FormSlot>> = { Delivery: (form, row) => <QuotePanel form={form} row={row} /> }

/** The payloads' views and labels (customs) and the event dialog's places (the warehouse). */
const PAYLOAD_PARTS = { ...CUSTOMS_PAYLOAD_PARTS, ...WAREHOUSE_PAYLOAD_PARTS }

/**
 * What the app's areas hand the generic screens: the lifecycles by document, the areas' field
 * widgets, the payloads' parts, the queues' parts. Loaded beside the first page (main.tsx), not in the entry: only
 * screens use them, and their words come with the screens' part of the catalog.
 */
export function AppParts({ children }: { children: ReactNode }) {
  return (
    <LifecyclesProvider byDoc={LIFECYCLE_BY_DOC}>
      <AreaWidgetsProvider widgets={AREA_WIDGETS}>
        <PayloadPartsProvider parts={PAYLOAD_PARTS}>
          <QueuePartsProvider parts={APP_QUEUE_PARTS}>
            <FormSlotsProvider slots={FORM_SLOTS}>
              <PermissionLabelsProvider labels={PERMISSION_LABELS}>{children}</PermissionLabelsProvider>
            </FormSlotsProvider>
          </QueuePartsProvider>
        </PayloadPartsProvider>
      </AreaWidgetsProvider>
    </LifecyclesProvider>
  )
}
