import { partyScope, syncPrimaryContact } from '../lifecycle/client.ts'
import type { ResourceHooks } from './crud.ts'

/**
 * Suppliers (client rows of Kind 2, the generic router pins them) are seen by their owner's scope
 * and the colleague cooperating on them, and keep their primary contact as customers do. They have
 * no ownership lifecycle: no high seas, the author owns what he brings in.
 */
export const supplierHooks: ResourceHooks = {
  scope: partyScope,
  afterWrite: syncPrimaryContact,
}
