import type { Lifecycle } from '../../../../../machines/define.ts'
import { mayView, type ResourceDef } from '../../../shared/resources/define.ts'

/** A document type feeding a queue: its resource definition, its machine and the states queued. */
export interface QueueDoc {
  doc: string
  def: ResourceDef
  lifecycle: Lifecycle
  states: readonly string[]
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

/**
 * Whether the agent may read a field's value: a reference to a resource they may not view (a
 * warehouse worker and the shops) would only show `#id` after a refused lookup, so it is left out.
 */
export function readableField(
  def: ResourceDef,
  field: string,
  access: readonly string[],
  referenced: ReadonlyMap<string, ResourceDef>,
): boolean {
  const ref = def.references?.[field]
  const target = ref ? referenced.get(ref) : undefined
  return !target || mayView(access, target)
}
