import { and, getTableColumns, ne, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { can } from '../../kernel/shared/permissions.ts'
import {
  bucketsOf,
  chooseBucket,
  type OperationAnswer,
  type OperationDoc,
  type OperationQuery,
  type QueueWait,
} from '../../shared/finance/series.ts'
import type { UnixRange } from '../../kernel/shared/date-ranges.ts'
import { DocEvent } from '../db/schema/index.ts'
import { Product, StockBalance, StockLedger } from '../../modules/warehouse/server/schema.ts'
import type { AuthContext, Deps } from '../../kernel/server/env.ts'
import { companyTimeZone, resolveRange, rowsOf } from '../finance/achieve.ts'
import { bucketStarts } from '../finance/series.ts'
import { registryOf, type DocAccess } from '../../kernel/server/registry.ts'
import { queueSlaMinutes } from '../../kernel/server/services/queues.ts'
import { scopeCondition } from '../../kernel/server/services/scope.ts'

/**
 * The operation chart's figures over a range: documents created per bucket (on the date field
 * their list filters by, so a bar and the list it opens agree), declarations by the state they
 * stand in, the stock's value at each bucket's end, and how long the queues' items waited.
 * Each figure reads only documents the caller may view, within the caller's data scope.
 */

/** A document type the caller may view: its table, its date column and its scope condition. */
function viewable(
  deps: Deps,
  auth: AuthContext,
  doc: string,
): { a: DocAccess; cols: Record<string, PgColumn>; date: PgColumn; where: SQL } | null {
  const a = registryOf(deps).docs.get(doc)
  if (!a || !can(auth.access, a.key('view'))) return null
  const cols: Record<string, PgColumn> = getTableColumns(a.spec.table)
  const date = cols[a.spec.def.dateField ?? 'CreateTime'] ?? cols.CreateTime!
  return { a, cols, date, where: and(ne(cols.Status!, -1), a.scoped(auth)) ?? sql`true` }
}

/** Documents per bucket whose date falls in the range. */
async function countsPerBucket(
  deps: Deps,
  auth: AuthContext,
  doc: OperationDoc,
  r: UnixRange,
  buckets: UnixRange[],
): Promise<number[] | null> {
  const v = viewable(deps, auth, doc)
  if (!v) return null
  const rows = await rowsOf(
    deps.db,
    sql`select width_bucket(${v.date}::bigint, ${bucketStarts(buckets)}) as "B", count(*)::int as "N"
      from ${v.a.spec.table} where ${v.where} and ${v.date} between ${r.BeginTime} and ${r.EndTime} group by 1`,
  )
  const out = Array<number>(buckets.length).fill(0)
  for (const x of rows) {
    const i = Number(x.B) - 1
    if (i >= 0 && i < out.length) out[i] = Number(x.N)
  }
  return out
}

async function declaresByState(deps: Deps, auth: AuthContext, r: UnixRange): Promise<OperationAnswer['Declares']> {
  const v = viewable(deps, auth, 'Declare')
  if (!v) return null
  const rows = await rowsOf(
    deps.db,
    sql`select ${v.cols.State!} as "State", count(*)::int as "Count" from ${v.a.spec.table}
      where ${v.where} and ${v.date} between ${r.BeginTime} and ${r.EndTime} group by 1 order by 2 desc, 1`,
  )
  return rows.map((x) => ({ State: String(x.State), Count: Number(x.Count) }))
}

/**
 * The stock on hand's value at each bucket's end, at its products' prices: the value on hand now
 * (the balances the ledger keeps, stock_balance), less every ledger movement after that end. It
 * reads the movements since the range began, not the whole ledger (the rows of a move out of one
 * place and into another cancel out).
 */
async function stockValue(deps: Deps, auth: AuthContext, r: UnixRange, buckets: UnixRange[]): Promise<number[] | null> {
  if (!can(auth.access, 'stock:view')) return null
  const onHand = scopeCondition(deps.db, auth, { warehouse: StockBalance.WarehouseId }) ?? sql`true`
  const [current] = await rowsOf(
    deps.db,
    sql`select coalesce(sum(${StockBalance.OnHand}::bigint * ${Product.Price}), 0)::bigint as "V"
      from ${StockBalance} join ${Product} on ${Product.Id} = ${StockBalance.ProductId} where ${onHand}`,
  )
  const moved = scopeCondition(deps.db, auth, { warehouse: StockLedger.WarehouseId }) ?? sql`true`
  // Per bucket its movements; after the range's end, bucket 0.
  const rows = await rowsOf(
    deps.db,
    sql`select (case when ${StockLedger.CreateTime} > ${r.EndTime} then 0 else width_bucket(${StockLedger.CreateTime}::bigint, ${bucketStarts(buckets)}) end) as "B",
        coalesce(sum(${StockLedger.Qty}::bigint * ${Product.Price}), 0)::bigint as "V"
      from ${StockLedger} join ${Product} on ${Product.Id} = ${StockLedger.ProductId}
      where ${moved} and ${StockLedger.CreateTime} >= ${buckets[0]?.BeginTime ?? r.BeginTime} group by 1`,
  )
  const during = Array<number>(buckets.length + 1).fill(0)
  for (const x of rows) during[Math.min(Number(x.B), buckets.length)]! += Number(x.V)
  // Walking back from now: a bucket's end is the next one's end less the next one's movements.
  const out = Array<number>(buckets.length)
  let value = Number(current?.V ?? 0) - during[0]!
  for (let i = buckets.length - 1; i >= 0; i--) {
    out[i] = value
    value -= during[i + 1]!
  }
  return out
}

/**
 * The queues' stays that ended in the range, per queue: from a document's entering a queued state
 * (its timeline's row) to its next row. One statement over the document types the caller may view.
 */
async function queueWaits(deps: Deps, auth: AuthContext, r: UnixRange): Promise<QueueWait[] | null> {
  const parts: SQL[] = []
  const seen = new Set<string>()
  for (const [queue, { sources }] of registryOf(deps).queues) {
    for (const s of sources) {
      const v = viewable(deps, auth, s.lifecycle.doc)
      // A narrowed queue holds only part of its state's documents (the customers near their fall):
      // a past stay in the state says nothing of a wait in the queue.
      if (!v || registryOf(deps).narrowings.has(`${queue}/${s.lifecycle.doc}`)) continue
      seen.add(queue)
      parts.push(sql`select ${queue}::text as queue, s.enter, s.leave from (
          select ${DocEvent.To} as st, ${DocEvent.CreateTime} as enter, lead(${DocEvent.CreateTime}) over (partition by ${DocEvent.DocId} order by ${DocEvent.Id}) as leave
          from ${DocEvent} where ${DocEvent.Doc} = ${s.lifecycle.doc} and ${DocEvent.DocId} in (select ${v.cols.Id!} from ${v.a.spec.table} where ${v.where})
        ) s where s.st in (${sql.join(
          s.states.map((x) => sql`${x}`),
          sql`, `,
        )}) and s.leave between ${r.BeginTime} and ${r.EndTime}`)
    }
  }
  if (!parts.length) return null
  const sla = await queueSlaMinutes(deps)
  const rows = await rowsOf(
    deps.db,
    sql`select w.queue as "Queue", count(*)::int as "Count", round(avg(w.leave - w.enter))::int as "Average", max(w.leave - w.enter)::int as "Longest"
      from (${sql.join(parts, sql` union all `)}) w group by 1`,
  )
  const found = new Map(rows.map((x) => [String(x.Queue), x]))
  // Every queue the caller may see, in the queues' order (the registry's), those without a stay at zero.
  return [...seen].map((q) => {
    const x = found.get(q)
    return {
      Queue: q,
      Count: Number(x?.Count ?? 0),
      Average: Number(x?.Average ?? 0),
      Longest: Number(x?.Longest ?? 0),
      SlaMinutes: sla.get(q) ?? 0,
    }
  })
}

export async function operationSeries(deps: Deps, auth: AuthContext, q: OperationQuery, now = new Date()): Promise<OperationAnswer> {
  const timeZone = await companyTimeZone(deps.db)
  const r = resolveRange(q, timeZone, now)
  const bucket = q.Bucket ?? chooseBucket(r)
  const buckets = bucketsOf(r, bucket, timeZone)
  // One after another: the embedded database runs one statement at a time anyway.
  const counts: OperationAnswer['Counts'] = {
    Order: await countsPerBucket(deps, auth, 'Order', r, buckets),
    Entry: await countsPerBucket(deps, auth, 'Entry', r, buckets),
    Delivery: await countsPerBucket(deps, auth, 'Delivery', r, buckets),
  }
  const Declares = await declaresByState(deps, auth, r)
  const StockValue = await stockValue(deps, auth, r, buckets)
  const Queues = await queueWaits(deps, auth, r)
  return { ...r, TimeZone: timeZone, Bucket: bucket, Buckets: buckets, Counts: counts, Declares, StockValue, Queues }
}
