/**
 * `npm run db:generate -- [drizzle-kit generate options]`: drizzle-kit writes the migration and a
 * snapshot of the whole schema (30k lines); it reads only the newest snapshot to find what changed,
 * so the older ones are removed here instead of piling up in the repository.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const META = path.resolve('src/server/db/migrations/meta')
const run = spawnSync(process.execPath, [path.resolve('node_modules/drizzle-kit/bin.cjs'), 'generate', ...process.argv.slice(2)], {
  stdio: 'inherit',
})
if (run.status !== 0) process.exit(run.status ?? 1)
const snapshots = fs
  .readdirSync(META)
  .filter((f) => /^\d+_snapshot\.json$/.test(f))
  .sort()
for (const old of snapshots.slice(0, -1)) fs.rmSync(path.join(META, old))
