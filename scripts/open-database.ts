/**
 * The database a command-line script works on, as the server would open it: DATABASE_URL, or the
 * embedded one in DATA_DIR while no server holds it (locked for the script's run). Exits with the
 * lock's message when a server holds it. `close` releases both.
 */
import path from 'node:path'
import { readConfig } from '../src/kernel/server/config.ts'
import { openDatabase } from '../src/kernel/server/db/client.ts'
import { lockDataDir, DataDirLockedError } from '../src/kernel/server/lib/data-dir-lock.ts'

export async function openScriptDatabase() {
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
  return {
    db: database.db,
    close: async () => {
      await database.close()
      await lock?.release()
    },
  }
}
