/**
 * `npm run rollups:rebuild`: makes the report rollups again from the documents (DATABASE_URL, or the
 * embedded database in DATA_DIR while no server holds it), in one transaction: the reports read the
 * old figures until it commits. The database keeps them current by itself (schema/achieve.ts); this is
 * for after a repair made past the product, or to prove they hold.
 */
import { sql } from 'drizzle-orm'
import { AchieveCredit, AchieveDay } from '../src/server/db/schema/index.ts'
import { openScriptDatabase } from './open-database.ts'

const database = await openScriptDatabase()
try {
  const started = performance.now()
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select achieve_rebuild()`)
  })
  const count = async (table: typeof AchieveCredit | typeof AchieveDay) =>
    (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0
  console.log(
    `Achievement rollups rebuilt in ${Math.round(performance.now() - started)} ms: ${await count(AchieveCredit)} credits, ${await count(AchieveDay)} day sums.`,
  )
} finally {
  await database.close()
}
