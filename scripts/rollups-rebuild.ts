/**
 * `npm run rollups:rebuild`: makes the report rollups again from the documents (DATABASE_URL, or the
 * embedded database in DATA_DIR while no server holds it), in one transaction: the reports read the
 * old figures until it commits. The database keeps them current by itself (schema/achieve.ts); this is
 * for after a repair made past the product, or to prove they hold.
 */
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { readConfig } from '../src/kernel/server/config.ts'
import { openDatabase } from '../src/kernel/server/db/client.ts'
import { lockDataDir, DataDirLockedError } from '../src/kernel/server/lib/data-dir-lock.ts'
import { AchieveCredit, AchieveDay } from '../src/server/db/schema/index.ts'

const config = readConfig()
let lock: Awaited<ReturnType<typeof lockDataDir>> | undefined
try {
  if (!config.databaseUrl) lock = await lockDataDir(config.dataDir)
} catch (err) {
  if (err instanceof DataDirLockedError) {
    console.error(err.message)
    process.exit(1)
  }
  throw err
}
const database = config.databaseUrl
  ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: 1 })
  : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pg') })
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
  await lock?.release()
}
