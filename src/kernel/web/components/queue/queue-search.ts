import { z } from 'zod'
import { q } from '../../../shared/schemas/fields.ts'

const optionalId = q.id().optional().catch(undefined)

/** A queue screen's address: the warehouse it is narrowed to, and the item open in the panel. */
export const queueSearchSchema = z.object({
  WarehouseId: optionalId,
  doc: z.string().max(30).optional().catch(undefined),
  id: optionalId,
})
export type QueueSearch = z.infer<typeof queueSearchSchema>
