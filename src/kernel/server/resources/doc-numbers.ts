import { eq, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Tx } from '../db/client.ts'
import { DocSequence } from '../db/schema/index.ts'

/**
 * The documents that carry a number, its field and its prefix. A number typed on the form is
 * kept (a platform's own order number); left empty, the next of its kind is assigned. Every one
 * is unique per kind by a unique index (a typed one that repeats another answers 409).
 */
export const DOC_NUMBERS: Readonly<Record<string, { field: string; prefix: string }>> = {
  Order: { field: 'OrderNo', prefix: 'SO' },
  OfferingOrder: { field: 'OrderNo', prefix: 'FW' },
  SalesOrder: { field: 'OrderNo', prefix: 'XS' },
  PurchaseContract: { field: 'ContractNo', prefix: 'CG' },
  StationContract: { field: 'ContractNo', prefix: 'HT' },
}

/**
 * The next number of a kind, in the creating transaction: the sequence row stays locked until
 * it commits, so concurrent creates take consecutive numbers, and a create that fails gives its
 * number back with its rollback (no gaps). A number someone typed by hand is stepped over.
 */
export async function nextDocNumber(tx: Tx, doc: string, table: PgTable, column: PgColumn): Promise<string> {
  const { prefix } = DOC_NUMBERS[doc]!
  for (;;) {
    const [row] = await tx
      .insert(DocSequence)
      .values({ Doc: doc, Last: 1 })
      .onConflictDoUpdate({ target: DocSequence.Doc, set: { Last: sql`${DocSequence.Last} + 1` } })
      .returning({ Last: DocSequence.Last })
    const number = `${prefix}${String(row!.Last).padStart(6, '0')}`
    const [taken] = await tx
      .select({ n: sql`1` })
      .from(table)
      .where(eq(column, number))
      .limit(1)
    if (!taken) return number
  }
}
