import type { AssembledModules } from '../../../kernel/server/module.ts'
import { resourceNamed } from '../../../kernel/server/module.ts'

import { and, asc, count, eq, gt, inArray, ne } from 'drizzle-orm'

import { addMonths, monthOf, monthRange } from '../../../shared/finance/commission.ts'

import { readTimeZone } from '../../../kernel/server/services/settings.ts'

import { closePeriod } from '../../finance/commission.ts'

import { OFFERING_RESOURCES } from '../../lifecycle/offering.ts'

import type { Tx } from '../../../kernel/server/db/client.ts'

import { Agent, CommissionPeriod, Department, Offering } from '../schema/index.ts'

import { authOf, DAY, DemoPlan, HOUR } from './demo-plan.ts'

const ORDER = resourceNamed(OFFERING_RESOURCES, 'OfferingOrder')

/** Past deals, so closed months have figures: [months before last month (0: last month), day, by, market, offering index, number, customer, quantity]. */
const DEALS: [number, number, 'sales' | 'supervisor', string, number, string, string, number][] = [
  [3, 8, 'sales', 'service', 0, 'FW-2026-0702', '陈建国（义乌）', 2],
  [3, 19, 'supervisor', 'single', 0, 'XM-2026-0711', '宁波港联贸易', 1],
  [2, 5, 'sales', 'service', 1, 'FW-2026-0804', '刘芳', 1],
  [2, 14, 'sales', 'single', 1, 'XM-2026-0815', '厦门嘉禾电子', 2],
  [2, 26, 'supervisor', 'service', 0, 'FW-2026-0826', 'Nguyen Van An', 1],
  [1, 9, 'sales', 'single', 0, 'XM-2026-0909', '东莞恒信五金', 1],
  [1, 22, 'sales', 'service', 1, 'FW-2026-0922', '黄晓明', 3],
  [0, 12, 'supervisor', 'service', 0, 'FW-2026-1012', 'Lim Wei Jie', 1],
]

/**
 * Commissions in the demo: the salesperson is assisted by the sales supervisor, the sales teams
 * earn a department percentage, and the months before last month are closed (by the
 * administrator), so the page opens on last month, still open, with closed months behind it.
 * Only on a demo database without any closed period.
 */
export async function seedDemoCommissions(tx: Tx, mobiles: Record<string, string>, app: AssembledModules): Promise<number> {
  const [closed] = await tx.select({ n: count() }).from(CommissionPeriod)
  if ((closed?.n ?? 0) > 0) return 0
  const staff = await tx
    .select({ Id: Agent.Id, Mobile: Agent.Mobile, Assister: Agent.Assister })
    .from(Agent)
    .where(and(inArray(Agent.Mobile, [mobiles.admin!, mobiles.supervisor!, mobiles.sales!]), ne(Agent.Status, -1)))
  const idOf = (role: string) => staff.find((a) => a.Mobile === mobiles[role])
  const admin = idOf('admin')
  const supervisor = idOf('supervisor')
  const sales = idOf('sales')
  if (!admin || !supervisor || !sales) return 0
  if (!sales.Assister) await tx.update(Agent).set({ Assister: supervisor.Id }).where(eq(Agent.Id, sales.Id))
  // Sales teams: 1.00% on their members' achievements; the sales department itself 0.50%.
  await tx
    .update(Department)
    .set({ Percentage: 100 })
    .where(and(inArray(Department.Name, ['销售一组', '销售二组']), eq(Department.Percentage, 0)))
  await tx
    .update(Department)
    .set({ Percentage: 50 })
    .where(and(eq(Department.Name, '销售部'), eq(Department.Percentage, 0)))

  const now = new Date()
  const nowS = Math.floor(now.getTime() / 1000)
  const tz = await readTimeZone(tx)
  const lastMonth = addMonths(monthOf(nowS, tz), -1)
  const offerings = await tx
    .select({ Id: Offering.Id, Module: Offering.Module })
    .from(Offering)
    .where(and(inArray(Offering.Module, ['service', 'single']), gt(Offering.Price, 0), eq(Offering.Capacity, 0), ne(Offering.Status, -1)))
    .orderBy(asc(Offering.Id))
  const pick = (module: string, i: number) => offerings.filter((o) => o.Module === module)[i]?.Id
  const cast = { sales: await authOf(tx, sales.Id), supervisor: await authOf(tx, supervisor.Id) }
  /** Deals placed by the salesperson or the supervisor, paid an hour later at 10:00 on their day. */
  const plan = (deals: typeof DEALS) => {
    const p = new DemoPlan(tx, nowS, app)
    for (const [back, day, by, module, index, no, name, num] of deals) {
      const offering = pick(module, index)
      if (!offering) continue
      const paid = monthRange(addMonths(lastMonth, -back), tz).BeginTime + (day - 1) * DAY + 10 * HOUR
      p.story({
        res: ORDER,
        by: cast[by],
        body: { Module: module, OrderNo: no, OfferingId: offering, Num: num, Name: name, Phone: '138 0000 0000', OrderTime: paid - HOUR },
      })
        .then(HOUR, 'pay', cast.supervisor, { Payment: '对公转账' })
        .endsAgo(nowS - paid)
    }
    return p.run()
  }
  await plan(DEALS)
  const months = [3, 2, 1].map((n) => addMonths(lastMonth, -n))
  for (const m of months) await closePeriod(tx, admin.Id, m, now)
  // Paid in a closed month after it closed (a late payment record): it counts in last month, marked late.
  await plan([[1, 28, 'sales', 'single', 1, 'XM-2026-0928', '佛山顺德家居', 1]])
  return months.length
}
