import type { ReactNode } from 'react'
import { LifecyclesProvider } from '../kernel/web/components/lifecycle/lifecycles.tsx'
import { PayloadPartsProvider } from '../kernel/web/components/lifecycle/payload-views.tsx'
import { AreaWidgetsProvider } from '../kernel/web/components/resource/area-widgets.tsx'
import { FormSlotsProvider } from '../kernel/web/components/resource/form-slots.tsx'
import { PermissionLabelsProvider } from '../kernel/web/components/resource/permission-parts.tsx'
import { QueuePartsProvider } from '../kernel/web/components/queue/queue-parts.tsx'
import { APP_WEB } from './app-modules.tsx'

/**
 * What the app's areas hand the generic screens (src/kernel/web), from the web modules
 * (app-modules.tsx): the lifecycles by document, field widgets, form slots, payload and queue
 * parts, permission names. Loaded beside the first page (main.tsx), not in the entry: only screens use
 * them, and their words come with the screens' part of the catalog.
 */
export function AppParts({ children }: { children: ReactNode }) {
  return (
    <LifecyclesProvider byDoc={APP_WEB.lifecycles}>
      <AreaWidgetsProvider widgets={APP_WEB.widgets}>
        <PayloadPartsProvider parts={APP_WEB.payloadParts}>
          <QueuePartsProvider parts={APP_WEB.queueParts}>
            <FormSlotsProvider slots={APP_WEB.formSlots}>
              <PermissionLabelsProvider labels={APP_WEB.permissionLabels}>{children}</PermissionLabelsProvider>
            </FormSlotsProvider>
          </QueuePartsProvider>
        </PayloadPartsProvider>
      </AreaWidgetsProvider>
    </LifecyclesProvider>
  )
}
