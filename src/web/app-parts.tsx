import type { ReactNode } from 'react'
import { LIFECYCLE_BY_DOC } from '../../machines/index.ts'
import { LifecyclesProvider } from '../kernel/web/components/lifecycle/lifecycles.tsx'
import { PayloadPartsProvider } from '../kernel/web/components/lifecycle/payload-views.tsx'
import { AreaWidgetsProvider } from '../kernel/web/components/resource/area-widgets.tsx'
import { FormSlotsProvider } from '../kernel/web/components/resource/form-slots.tsx'
import { PermissionLabelsProvider } from '../kernel/web/components/resource/permission-parts.tsx'
import { QueuePartsProvider } from '../kernel/web/components/queue/queue-parts.tsx'
import { APP_QUEUE_PARTS } from './features/queue/app-queues.tsx'
import { APP_WEB } from './app-modules.tsx'

/** The queue screens' parts: the app's queues with the modules' links and details for an item. */
const QUEUE_PARTS = { ...APP_QUEUE_PARTS, ...APP_WEB.queueParts }

/**
 * What the app's areas hand the generic screens (src/kernel/web): the lifecycles by document, and
 * what the web modules bring (app-modules.tsx): field widgets, form slots, payload and queue parts,
 * permission names. Loaded beside the first page (main.tsx), not in the entry: only screens use
 * them, and their words come with the screens' part of the catalog.
 */
export function AppParts({ children }: { children: ReactNode }) {
  return (
    <LifecyclesProvider byDoc={LIFECYCLE_BY_DOC}>
      <AreaWidgetsProvider widgets={APP_WEB.widgets}>
        <PayloadPartsProvider parts={APP_WEB.payloadParts}>
          <QueuePartsProvider parts={QUEUE_PARTS}>
            <FormSlotsProvider slots={APP_WEB.formSlots}>
              <PermissionLabelsProvider labels={APP_WEB.permissionLabels}>{children}</PermissionLabelsProvider>
            </FormSlotsProvider>
          </QueuePartsProvider>
        </PayloadPartsProvider>
      </AreaWidgetsProvider>
    </LifecyclesProvider>
  )
}
