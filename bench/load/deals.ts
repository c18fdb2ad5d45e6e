import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import {
  Agent,
  Client,
  CommissionCredit,
  CommissionLine,
  CommissionPeriod,
  Department,
  OfferingOrder,
  Order,
  SalesOrder,
} from '../../src/server/db/schema/index.ts'
import { Warehouse } from '../../src/modules/warehouse/server/schema.ts'
import { companyTimeZone } from '../../src/server/finance/achieve.ts'
import { closePeriod } from '../../src/server/finance/commission.ts'
import { addMonths, monthOf } from '../../src/shared/finance/commission.ts'
import type { Random } from '../../src/kernel/server/lib/random.ts'
import type { Counts } from './counts.ts'
import { ACCOUNTS, type Org } from './org.ts'
import type { Target } from './target.ts'
import { timedCopy, type TableLoad } from './timing.ts'

const DAY = 86_400
const MODULES = ['service', 'course', 'live', 'single'] as const

/**
 * The deals the achievements and commissions add up: product orders, offering orders and sales
 * orders of the salespeople, spread evenly over the past year, most paid or confirmed (credited),
 * some unpaid, draft or cancelled (not). Each sales team's first member assists the others for
 * commission and the teams earn a department percentage.
 */
export async function loadDeals(t: Target, r: Random, n: Counts, org: Org, now: number, loads: TableLoad[]) {
  const when = () => now - r.int(0, 365 * DAY)
  const seller = () => r.pick(org.sales)
  const paid = () => (r.chance(0.1) ? r.pick(['Unpaid', 'Cancelled']) : r.pick(['RetryShip', 'ConfirmReceive', 'Completed']))
  await timedCopy(
    t,
    loads,
    Order,
    [
      'AgentId',
      'DepartmentId',
      'State',
      'StateTime',
      'OrderNo',
      'Title',
      'DealAmount',
      'AlreadyPay',
      'PayTime',
      'CreateTime',
      'UpdateTime',
    ],
    (function* () {
      for (let i = 0; i < n.orders; i++) {
        const s = seller()
        const at = when()
        const state = paid()
        const amount = r.int(1_000, 500_000)
        const isPaid = state !== 'Unpaid'
        yield [
          s.id,
          s.departmentId,
          state,
          at,
          `BO${i + 1}`,
          `Bench order ${i + 1}`,
          amount,
          isPaid ? amount : 0,
          isPaid ? at : 0,
          at - 3600,
          at,
        ]
      }
    })(),
  )
  await timedCopy(
    t,
    loads,
    OfferingOrder,
    [
      'AgentId',
      'DepartmentId',
      'State',
      'StateTime',
      'Module',
      'OfferingId',
      'OrderNo',
      'Title',
      'DealAmount',
      'AlreadyPay',
      'PayTime',
      'OrderTime',
      'CreateTime',
      'UpdateTime',
    ],
    (function* () {
      for (let i = 0; i < n.offeringOrders; i++) {
        const s = seller()
        const at = when()
        const state = paid()
        const amount = r.int(5_000, 2_000_000)
        const isPaid = state !== 'Unpaid'
        yield [
          s.id,
          s.departmentId,
          state,
          at,
          r.pick(MODULES),
          1,
          `BF${i + 1}`,
          `Bench offering order ${i + 1}`,
          amount,
          isPaid ? amount : 0,
          isPaid ? at : 0,
          at - 3600,
          at - 3600,
          at,
        ]
      }
    })(),
  )
  const [clients] = await t.db.select({ lo: sql<number>`min(${Client.Id})`, hi: sql<number>`max(${Client.Id})` }).from(Client)
  const [warehouse] = await t.db.select({ Id: Warehouse.Id }).from(Warehouse).limit(1)
  const lo = Number(clients?.lo ?? 1)
  const hi = Number(clients?.hi ?? 1)
  await timedCopy(
    t,
    loads,
    SalesOrder,
    [
      'AgentId',
      'DepartmentId',
      'State',
      'StateTime',
      'OrderNo',
      'ClientId',
      'WarehouseId',
      'Amount',
      'DealTime',
      'CreateTime',
      'UpdateTime',
    ],
    (function* () {
      for (let i = 0; i < n.salesOrders; i++) {
        const s = seller()
        const at = when()
        const state = r.chance(0.1) ? r.pick(['Draft', 'Cancelled']) : r.pick(['Confirmed', 'Completed'])
        yield [
          s.id,
          s.departmentId,
          state,
          at,
          `BS${i + 1}`,
          r.int(lo, hi),
          warehouse?.Id ?? 1,
          r.int(10_000, 5_000_000),
          state === 'Draft' ? 0 : at,
          at - 3600,
          at,
        ]
      }
    })(),
  )
  for (const table of ['order', 'offering_order', 'sales_order'])
    await t.exec(`select setval(pg_get_serial_sequence('"${table}"', 'id'), greatest((select max(id) from "${table}"), 1))`)

  // Assisting: each team's first member assists the rest (the demo salesperson keeps the supervisor).
  const teams = new Map<number, number[]>()
  for (const s of org.sales) teams.set(s.departmentId, [...(teams.get(s.departmentId) ?? []), s.id])
  for (const [, ids] of teams) {
    const [lead, ...rest] = ids
    if (rest.length)
      await t.db
        .update(Agent)
        .set({ Assister: lead! })
        .where(and(inArray(Agent.Id, rest), eq(Agent.Assister, 0)))
  }
  await t.db
    .update(Department)
    .set({ Percentage: 100 })
    .where(and(inArray(Department.Id, [...teams.keys()]), eq(Department.Percentage, 0)))
}

/** Every month up to the one before last closed, oldest first, over the loaded deals (the demo's closed months are closed again). */
export async function closeCommissionHistory(t: Target, now: number) {
  // A closed history: the demo's closed months are closed again over the bench's deals, with every month before them.
  const started = performance.now()
  await t.db.delete(CommissionLine)
  await t.db.delete(CommissionCredit)
  await t.db.delete(CommissionPeriod)
  const [admin] = await t.db
    .select({ Id: Agent.Id })
    .from(Agent)
    .where(and(eq(Agent.Mobile, ACCOUNTS.admin.mobile), ne(Agent.Status, -1)))
  const lastMonth = addMonths(monthOf(now, await companyTimeZone(t.db)), -1)
  const months = Array.from({ length: 11 }, (_, i) => addMonths(lastMonth, i - 11))
  for (const m of months) await closePeriod(t.db, admin!.Id, m)
  const [frozen] = await t.db.select({ n: sql<number>`count(*)::int` }).from(CommissionCredit)
  const seconds = (performance.now() - started) / 1000
  console.log(
    `  ${months.length} commission months closed (${months[0]} … ${months.at(-1)}, ${frozen?.n ?? 0} credits frozen) in ${seconds.toFixed(1)} s`,
  )
  return { months: months.length, credits: frozen?.n ?? 0, seconds }
}
