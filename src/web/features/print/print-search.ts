import { z } from 'zod'

/** A list of record ids in an address (`Ids=3,4` or `Ids=3`), at most 200; anything else reads as none. */
export const idList = z
  .preprocess(
    (v) =>
      String(v ?? '')
        .split(',')
        .map((s) => Number(s.trim()))
        .filter((n) => Number.isInteger(n) && n > 0),
    z.array(z.number()).max(200),
  )
  .catch([])
