import { z } from 'zod'

/** Whom a saved view is for: its author alone, the author's department, or the author's role. */
export const VIEW_SHARES = [0, 1, 2] as const

/** A list's resource, as the saved views name it (`Client`, a family member as `Catalog/help`). */
export const ViewResource = z.string().min(1).max(80)

/**
 * Saving a list's view (`SavedView/Post`): both sides check it, the server then the query against
 * the list's own parameters (shared/schemas/list.ts `viewQuerySchema`) and the columns against its
 * definition.
 */
export const SaveViewBody = z.object({
  Resource: ViewResource,
  Name: z.string().trim().min(1).max(60),
  Query: z.record(z.string().max(40), z.union([z.string().max(1000), z.number().int().min(-1e12).max(1e12)])),
  Hidden: z.array(z.string().max(60)).max(100).default([]),
  Share: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
  /** Also make it the caller's default view of the list. */
  Default: z.boolean().optional(),
})
