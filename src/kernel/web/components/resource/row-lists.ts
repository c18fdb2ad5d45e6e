import { z } from 'zod'

/**
 * Lists the server sends with a record (its lines, reservations, packages), read with the fields a
 * screen uses: a missing number reads as 0, a missing text as empty, and a value that is not a
 * list of records as no list at all.
 */
export const rowText = z.string().catch('')
export const rowNumber = z.number().catch(0)

export function rowList<S extends z.ZodRawShape>(value: unknown, shape: S): z.output<z.ZodObject<S>>[] {
  return z
    .array(z.object(shape))
    .catch(() => [])
    .parse(value ?? [])
}
