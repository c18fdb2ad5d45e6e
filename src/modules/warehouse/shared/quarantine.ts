import { z } from 'zod'
import { int, qty } from '../../../kernel/shared/schemas/fields.ts'
import { DISPOSAL_WAYS } from './warehouse.ts'

/** Goods taken out of a quarantine area (`POST /Api/StockBalance/Dispose`): the form checks what the server checks. */
export const DisposeBody = z
  .object({
    /** The balance (a product of an owner at a quarantine place), as the stock list names it. */
    Id: int(1),
    Way: z.enum(DISPOSAL_WAYS),
    Qty: qty(),
    /** Where sound goods go back to (`restock` only). */
    ToPlaceId: int(0).default(0),
    Reason: z.string().trim().min(1).max(500),
  })
  .refine((b) => b.Way !== 'restock' || b.ToPlaceId > 0, { path: ['ToPlaceId'], message: 'required' })
