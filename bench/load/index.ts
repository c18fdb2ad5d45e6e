import { getTableName } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { Client, ClientFollow, DocEvent, EndUser } from '../../src/server/db/schema/index.ts'
import {
  Delivery,
  DeliveryLine,
  Entry,
  EntryLine,
  Product,
  StockBalance,
  StockLedger,
  StockReservation,
} from '../../src/modules/warehouse/server/schema.ts'
import { seedDemo } from '../../src/server/db/seed/demo.ts'
import { createRandom } from '../../src/kernel/server/lib/random.ts'
import { clientEvents, loadClients } from './clients.ts'
import { closeCommissionHistory, loadDeals } from './deals.ts'
import { countsFor, type Counts } from './counts.ts'
import { loadOrg } from './org.ts'
import { loadStock } from './stock.ts'
import type { Target } from './target.ts'
import { round, timedCopy, type TableLoad } from './timing.ts'
import { loadUsers } from './users.ts'

export interface LoadResult {
  counts: Counts
  /** Seconds: the demo seed, the bulk rows, rebuilding the indexes, VACUUM ANALYZE, all of it. */
  seconds: { demo: number; rows: number; indexes: number; analyze: number; total: number }
  tables: TableLoad[]
  deliveryStates: Record<string, number>
  salesId: number
  /** The closed commission history: months, credits frozen, seconds taken. */
  commission: { months: number; credits: number; seconds: number }
}

/** The tables bulk rows go into: their secondary indexes are rebuilt once after the load instead of row by row. */
const BULK: PgTable[] = [
  EndUser,
  Client,
  ClientFollow,
  Product,
  StockLedger,
  StockBalance,
  StockReservation,
  Delivery,
  DeliveryLine,
  Entry,
  EntryLine,
  DocEvent,
]

/**
 * Fills a migrated, empty database: the demo company first (its accounts are the ones the
 * measurements log in as), then the bench data at the given scale, all from one seed.
 */
export async function loadData(t: Target, opts: { scale: number; seed: number }): Promise<LoadResult> {
  const started = performance.now()
  const n = countsFor(opts.scale)
  // Times are relative to the hour the run starts in: the same seed gives the same data, shifted.
  const now = Math.floor(Date.now() / 3_600_000) * 3600

  let mark = performance.now()
  await seedDemo(t.db)
  const demo = (performance.now() - mark) / 1000
  console.log(`  demo company seeded in ${demo.toFixed(1)} s`)

  const tables: TableLoad[] = []
  mark = performance.now()
  const org = await loadOrg(t, createRandom(opts.seed), n)
  const indexes = await dropSecondaryIndexes(t, BULK)
  await loadUsers(t, createRandom(opts.seed + 1), n, org, now, tables)
  const clients = await loadClients(t, createRandom(opts.seed + 2), n, org, now, tables)
  const stock = await loadStock(t, createRandom(opts.seed + 3), n, org, now, tables)
  await timedCopy(
    t,
    tables,
    DocEvent,
    ['Doc', 'DocId', 'Event', 'From', 'To', 'AgentId', 'Data', 'CreateTime'],
    (function* () {
      yield* clientEvents(clients)
      yield* stock.events()
    })(),
  )
  await loadDeals(t, createRandom(opts.seed + 4), n, org, now, tables)
  const rows = (performance.now() - mark) / 1000

  mark = performance.now()
  await restoreIndexes(t, indexes)
  const indexSeconds = (performance.now() - mark) / 1000
  console.log(`  ${indexes.length} indexes rebuilt in ${indexSeconds.toFixed(1)} s`)
  // Closing months reads the deals through their indexes: after the rebuild, like finance at the end of each month.
  const commission = await closeCommissionHistory(t, now)
  mark = performance.now()
  // What autovacuum does to a table after a bulk insert: statistics, and the visibility map that
  // lets counts read an index alone (a live database is measured, not one fresh from COPY).
  await t.exec('vacuum analyze')
  // The load's dirty pages written out now, not by the checkpointer in the middle of the first measurements.
  await t.exec('checkpoint').catch(() => {}) // a role without pg_checkpoint: left to the checkpointer
  const analyze = (performance.now() - mark) / 1000

  return {
    counts: n,
    seconds: {
      demo: round(demo),
      rows: round(rows),
      indexes: round(indexSeconds),
      analyze: round(analyze),
      total: round((performance.now() - started) / 1000),
    },
    tables,
    deliveryStates: stock.deliveryStates,
    salesId: org.salesId,
    commission,
  }
}

interface SavedIndex {
  name: string
  definition: string
}

/** Secondary indexes (not those behind a primary key or unique constraint), exactly as the migrations made them. */
async function secondaryIndexes(t: Target, tables: readonly PgTable[]): Promise<SavedIndex[]> {
  const names = tables.map((x) => `'${getTableName(x)}'`).join(',')
  const rows = await t.rows<{ name: string; definition: string }>(
    `select i.indexname as name, i.indexdef as definition from pg_indexes i
     where i.schemaname = 'public' and i.tablename in (${names})
       and not exists (select 1 from pg_constraint c where c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)
     order by i.tablename, i.indexname`,
  )
  return rows.map((r) => ({ name: r.name, definition: r.definition }))
}

async function dropSecondaryIndexes(t: Target, tables: readonly PgTable[]) {
  const saved = await secondaryIndexes(t, tables)
  await t.script(saved.map((i) => `drop index "${i.name}"`))
  return saved
}

/** Recreates them from their saved definitions and checks the schema came back exactly. */
async function restoreIndexes(t: Target, saved: readonly SavedIndex[]) {
  await t.script([`set maintenance_work_mem = '256MB'`, ...saved.map((i) => i.definition)])
  const now = await secondaryIndexes(t, BULK)
  const key = (list: readonly SavedIndex[]) =>
    list
      .map((i) => i.definition)
      .sort()
      .join('\n')
  if (key(now) !== key(saved)) throw new Error('bench: the rebuilt indexes differ from the migrations’ ones')
}
