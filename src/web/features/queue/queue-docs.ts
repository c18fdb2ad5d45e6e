import type { Lifecycle } from '../../../../machines/define.ts'
import { queueSources } from '../../../../machines/queues.ts'
import { LIFECYCLES } from '../../../../machines/index.ts'
import type { QueueName } from '../../../shared/lifecycle/queues.ts'
import { LIFECYCLE_DEFS } from '../../../shared/lifecycle/labels.ts'
import { canDo } from '../../../kernel/web/lib/access.ts'
import type { ResourceDef } from '../../../kernel/shared/resources/define.ts'
import { departmentResource, roleResource, userResource } from '../../../shared/resources/hr.ts'
import { shopResource } from '../../../shared/resources/system.ts'
import { placeResource, warehouseResource, zoneResource } from '../../../modules/warehouse/shared/warehouse.ts'
import { productResource } from '../../../shared/resources/product.ts'

/** A document type feeding a queue: its resource definition, its machine and the states queued. */
export interface QueueDoc {
  doc: string
  def: ResourceDef
  lifecycle: Lifecycle
  states: readonly string[]
}

const SOURCES = queueSources(LIFECYCLES)

/** The document types feeding a queue (from the machines' `queue:` tags). */
export function queueDocs(queue: QueueName): QueueDoc[] {
  return (SOURCES[queue] ?? []).flatMap((s) => {
    const def = LIFECYCLE_DEFS.find((d) => d.name === s.lifecycle.doc)
    return def ? [{ doc: s.lifecycle.doc, def, lifecycle: s.lifecycle, states: s.states }] : []
  })
}

/** Whether the queue's documents belong to a warehouse (then the screen filters by one). */
export const byWarehouse = (docs: readonly QueueDoc[]) => docs.length > 0 && docs.every((d) => 'WarehouseId' in d.def.fields)

/** How an item's wait compares with the queue's service level: under half, under all of it, or past it. */
export type AgeTone = 'fine' | 'soon' | 'late'
export function ageTone(ageSeconds: number, slaMinutes: number): AgeTone {
  if (slaMinutes <= 0) return 'fine'
  const share = ageSeconds / (slaMinutes * 60)
  return share >= 1 ? 'late' : share >= 0.5 ? 'soon' : 'fine'
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

/**
 * Whether the agent may read a field's value: a reference to a resource they may not view (a
 * warehouse worker and the shops) would only show `#id` after a refused lookup, so it is left out.
 */
export function readableField(def: ResourceDef, field: string, access: readonly string[]): boolean {
  const ref = def.references?.[field]
  const target = ref ? REFERENCED.get(ref) : undefined
  return !target || canDo(access, target.permission, 'view')
}
