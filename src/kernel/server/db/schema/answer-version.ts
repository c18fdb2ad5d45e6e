import { bigint, pgTable, smallint } from 'drizzle-orm/pg-core'

/**
 * How often what the reports read has changed, in stripes: a statement trigger on each table a
 * report reads adds one to its transaction's stripe (by backend, so concurrent writers seldom
 * queue on one row), in that transaction. The sum read before computing an answer tells, on the
 * next request, whether that answer still holds (db/answers.ts). Stripes 0–63 are made by the
 * migration that creates the table.
 */
export const AnswerVersion = pgTable('answer_version', {
  Stripe: smallint().primaryKey(),
  N: bigint({ mode: 'number' }).notNull().default(0),
})
