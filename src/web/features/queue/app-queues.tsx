import { queueSources } from '../../../../machines/queues.ts'
import { LIFECYCLES } from '../../../../machines/index.ts'
import { queueTitle } from '../../../shared/lifecycle/queues.ts'
import { LIFECYCLE_DEFS } from '../../../shared/lifecycle/labels.ts'
import type { ResourceDef } from '../../../kernel/shared/resources/define.ts'
import type { QueueDoc } from '../../../kernel/web/components/queue/queue-docs.ts'
import type { QueueParts } from '../../../kernel/web/components/queue/queue-parts.tsx'
import { departmentResource, roleResource, userResource } from '../../../shared/resources/hr.ts'
import { shopResource } from '../../../shared/resources/system.ts'
import { placeResource, warehouseResource, zoneResource } from '../../../modules/warehouse/shared/warehouse.ts'
import { productResource } from '../../../shared/resources/product.ts'

const SOURCES = queueSources(LIFECYCLES)

/** The document types feeding a queue (from the machines' `queue:` tags). */
export function queueDocs(queue: string): QueueDoc[] {
  return (SOURCES[queue] ?? []).flatMap((s) => {
    const def = LIFECYCLE_DEFS.find((d) => d.name === s.lifecycle.doc)
    return def ? [{ doc: s.lifecycle.doc, def, lifecycle: s.lifecycle, states: s.states }] : []
  })
}

/** The resources the queued documents refer to, by name, for their view permission. */
const REFERENCED: ReadonlyMap<string, ResourceDef> = new Map(
  [
    ...LIFECYCLE_DEFS,
    warehouseResource,
    zoneResource,
    placeResource,
    productResource,
    shopResource,
    roleResource,
    userResource,
    departmentResource,
  ].map((d): [string, ResourceDef] => [d.name, d]),
)

/** The app's queues for the generic queue screens: documents, titles and references (the modules add an item's links and details). */
export const APP_QUEUE_PARTS: QueueParts = { docs: queueDocs, title: queueTitle, referenced: REFERENCED }
