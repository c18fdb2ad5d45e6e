import { z } from 'zod'
import { id, refId } from './fields.ts'

/** A tree's children of one parent (`Fid`, 0 for the top level) in the order they were dragged into. */
export const treeArrangeBody = z.object({
  Fid: refId(),
  Ids: z
    .array(id())
    .min(1)
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'arrangeMismatch' }),
})
