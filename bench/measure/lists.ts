import { DEFAULT_TIME_ZONE } from '../../src/kernel/shared/date-ranges.ts'
import { addMonths, monthOf } from '../../src/shared/finance/commission.ts'
import { FAMILY } from '../load/words.ts'
import { authHeader, getJson } from './api.ts'
import { BROWSER, runLoad, type LoadResult } from './http.ts'

export interface ListCase {
  id: 'users' | 'clients' | 'ledger' | 'queue' | 'achieve' | 'commission'
  label: string
  who: 'admin' | 'sales' | 'warehouse'
  paths: string[]
  /**
   * A report (an aggregation answering all its rows at once): no total is counted, so there is no
   * cheaper SQL for its page to compare with; its figures are its speed and its SQL's share.
   */
  report?: true
}

const DAY = 86_400

/**
 * The lists the issue names, each as a rotation of a few requests of the same shape (different
 * keywords, pages or products) so no single answer is the only one the caches see.
 */
export function listCases(opts: { ledgerProducts: readonly number[]; now: number }): ListCase[] {
  const latin = FAMILY.filter((f) => /^[A-Za-z]+$/.test(f)).slice(0, 8)
  return [
    {
      id: 'users',
      label: 'User/Index, admin: Status + keyword, by CreateTime, 200 rows',
      who: 'admin',
      paths: latin.map((kw) => `/Api/User/Index?Status=1&Value=${kw}&OrderBy=CreateTime&IsAsc=0&Index=1&Size=200`),
    },
    {
      id: 'clients',
      label: 'Client/Index, salesperson: own + high seas, 24 rows',
      who: 'sales',
      paths: [1, 2, 3, 4, 5].map((page) => `/Api/Client/Index?Index=${page}&Size=24`),
    },
    {
      id: 'ledger',
      label: 'Stock ledger, warehouse: one product, 90 days, 50 rows',
      who: 'warehouse',
      paths: opts.ledgerProducts.map(
        (p) => `/Api/StockLedger/Index?ProductId=${p}&BeginTime=${opts.now - 90 * DAY}&EndTime=${opts.now}&Index=1&Size=50`,
      ),
    },
    {
      id: 'queue',
      label: 'Queue/Index picking, warehouse operator, 24 rows',
      who: 'warehouse',
      paths: ['/Api/Queue/Index?Queue=picking&Index=1&Size=24'],
    },
    {
      id: 'achieve',
      report: true,
      label: 'Achieve/Index, admin: last month, last 3 months, by agent and by department',
      who: 'admin',
      paths: ['lastMonth', 'last3Months'].flatMap((range) =>
        ['agent', 'department'].map((by) => `/Api/Achieve/Index?Range=${range}&By=${by}`),
      ),
    },
    {
      // Last month is the first open one (live, with the late credits of the closed history); this month open; two months ago closed (frozen).
      id: 'commission',
      report: true,
      label: 'Commission/Index, admin: last month (first open), this month, a closed month',
      who: 'admin',
      paths: [-1, 0, -2].map((k) => `/Api/Commission/Index?Month=${addMonths(monthOf(opts.now, DEFAULT_TIME_ZONE), k)}`),
    },
  ]
}

export interface ListResult extends LoadResult {
  /** Rows on the first answer and the total the list reported: proof the data is there. */
  rows: number
  count: number
}

export async function measureList(
  url: string,
  c: ListCase,
  token: string,
  load: { connections: number; duration: number; warmup: number; serverPid?: number },
): Promise<ListResult> {
  // Every path must answer before it is measured: a 401 or 404 measured at speed proves nothing.
  let rows = 0
  let count = 0
  for (const p of c.paths) {
    const body = await getJson<unknown[] | { Rows: unknown[] }>(url, p, token)
    if (p === c.paths[0]) {
      // A list answers its rows; a report (achievements, commissions) its rows within an object.
      rows = Array.isArray(body.Data) ? body.Data.length : body.Data.Rows.length
      count = body.Count ?? rows
    }
  }
  const result = await runLoad({ url, ...load, headers: { ...authHeader(token), ...BROWSER }, requests: c.paths.map((path) => ({ path })) })
  return { ...result, rows, count }
}
