import { z } from 'zod'

/** Paging and sorting every `Index` call takes (shared/docs/API.md "Lists"). */
export const DEFAULT_PAGE_SIZE = 24
export const MAX_PAGE_SIZE = 1000

export const ListQuery = z.object({
  Index: z.coerce.number().int().min(1).default(1),
  Size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  OrderBy: z.string().max(40).optional(),
  IsAsc: z.coerce.number().int().min(0).max(1).default(0),
  Value: z.string().trim().max(100).optional(),
  Status: z.coerce.number().int().min(-1).max(99).optional(),
})
export type ListQuery = z.infer<typeof ListQuery>
