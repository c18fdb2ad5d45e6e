import { eq, inArray } from 'drizzle-orm'
import { Agent, Department, Setting, Shop } from '../../src/server/db/schema/index.ts'
import { CLIENT_POOL_DEFAULTS } from '../../src/shared/lifecycle/client-pool.ts'
import type { Random } from '../../src/kernel/server/lib/random.ts'
import type { Target } from './target.ts'
import type { Counts } from './counts.ts'
import { personName, phone } from './words.ts'

/** The demo accounts the measurements log in as (src/server/db/seed/demo.ts). */
export const ACCOUNTS = {
  admin: { mobile: '13800000000', password: 'admin123' },
  sales: { mobile: '13800000002', password: 'demo123' },
  warehouse: { mobile: '13800000003', password: 'demo123' },
} as const

export interface Staff {
  id: number
  departmentId: number
}

/** The company the bench data hangs off: the demo's people plus many more of the same roles. */
export interface Org {
  /** Salespeople owning customers and end users; the demo salesperson is the first. */
  sales: Staff[]
  /** Warehouse departments and their staff; the demo warehouse operator's department is the first. */
  warehouseDepartments: { id: number; agents: number[] }[]
  shops: number[]
  salesId: number
}

/**
 * Departments, staff and shops, through the product's tables (a few hundred rows: plain inserts).
 * New staff have no password: nobody logs in as them.
 */
export async function loadOrg(t: Target, r: Random, n: Counts): Promise<Org> {
  const { db } = t
  const demo = await db
    .select({ Id: Agent.Id, Mobile: Agent.Mobile, DepartmentId: Agent.DepartmentId, RoleId: Agent.RoleId, SubjectId: Agent.SubjectId })
    .from(Agent)
    .where(inArray(Agent.Mobile, [ACCOUNTS.sales.mobile, ACCOUNTS.warehouse.mobile]))
  const sales = demo.find((a) => a.Mobile === ACCOUNTS.sales.mobile)
  const warehouse = demo.find((a) => a.Mobile === ACCOUNTS.warehouse.mobile)
  if (!sales || !warehouse) throw new Error('bench: the demo accounts are missing (seedDemo did not run?)')

  const parentOf = async (id: number) => {
    const [d] = await db
      .select({
        Id: Department.Id,
        ParentId: Department.ParentId,
        Path: Department.Path,
        Level: Department.Level,
        SubjectId: Department.SubjectId,
      })
      .from(Department)
      .where(eq(Department.Id, id))
    if (!d) throw new Error(`bench: no department ${id}`)
    return d
  }
  // Sales teams sit beside the demo salesperson's team; warehouse teams beside the demo warehouse's.
  const salesTeam = await parentOf(sales.DepartmentId)
  const salesParent = await parentOf(salesTeam.ParentId)
  const whTeam = await parentOf(warehouse.DepartmentId)
  const whParent = await parentOf(whTeam.ParentId)
  const addDepartments = async (parent: Awaited<ReturnType<typeof parentOf>>, names: string[]) => {
    const ids: number[] = []
    for (const Name of names) {
      const [row] = await db
        .insert(Department)
        .values({ Name, ParentId: parent.Id, SubjectId: parent.SubjectId, Level: parent.Level + 1, Type: 1 })
        .returning({ Id: Department.Id })
      await db
        .update(Department)
        .set({ Path: `${parent.Path}${row!.Id}/` })
        .where(eq(Department.Id, row!.Id))
      ids.push(row!.Id)
    }
    return ids
  }
  const salesDepts = [
    sales.DepartmentId,
    ...(await addDepartments(
      salesParent,
      range(n.salesDepartments - 1).map((i) => `Sales team B${i + 1}`),
    )),
  ]
  const whDepts = [
    warehouse.DepartmentId,
    ...(await addDepartments(
      whParent,
      range(n.warehouseDepartments - 1).map((i) => `Warehouse team B${i + 1}`),
    )),
  ]

  let mobile = 17_000_000_000
  const hire = async (count: number, role: number, subject: number, deptOf: (i: number) => number) => {
    const rows = range(count).map((i) => ({
      Name: personName(r),
      Mobile: String(mobile++),
      RoleId: role,
      SubjectId: subject,
      DepartmentId: deptOf(i),
      Sex: r.int(1, 2),
      JoinTime: Math.floor(Date.UTC(2023, 0, 1) / 1000) + r.int(0, 900) * 86400,
    }))
    if (!rows.length) return []
    return db.insert(Agent).values(rows).returning({ Id: Agent.Id, DepartmentId: Agent.DepartmentId })
  }
  const newSales = await hire(n.salesAgents - 1, sales.RoleId, sales.SubjectId, (i) => salesDepts[i % salesDepts.length]!)
  const newWh = await hire(n.warehouseAgents - 1, warehouse.RoleId, warehouse.SubjectId, (i) => whDepts[i % whDepts.length]!)

  const shops = await db
    .insert(Shop)
    .values(
      range(n.shops).map((i) => ({
        ShopName: `Bench shop ${i + 1}`,
        SubjectId: sales.SubjectId,
        AdminName: personName(r),
        AdminPhone: phone(r),
      })),
    )
    .returning({ Id: Shop.Id })

  // The release/claim cycles must not be refused by pool rules: caps and the cool-down off (their defaults).
  for (const Name of ['ClientPool.OwnedCap', 'ClientPool.DailyClaimCap', 'ClientPool.CooldownDays'] as const) {
    const Value = String(CLIENT_POOL_DEFAULTS[Name])
    const updated = await db.update(Setting).set({ Value, Status: 1 }).where(eq(Setting.Name, Name)).returning({ Id: Setting.Id })
    if (!updated.length) await db.insert(Setting).values({ Name, Value, Use: 'client', Attr: 'number' })
  }

  return {
    sales: [{ id: sales.Id, departmentId: sales.DepartmentId }, ...newSales.map((a) => ({ id: a.Id, departmentId: a.DepartmentId }))],
    warehouseDepartments: whDepts.map((id) => ({
      id,
      agents: [...(id === warehouse.DepartmentId ? [warehouse.Id] : []), ...newWh.filter((a) => a.DepartmentId === id).map((a) => a.Id)],
    })),
    shops: shops.map((s) => s.Id),
    salesId: sales.Id,
  }
}

export const range = (n: number) => Array.from({ length: Math.max(0, n) }, (_, i) => i)
