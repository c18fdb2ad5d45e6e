import type { AssembledModules } from '../../../kernel/server/module.ts'
import { and, count, eq, inArray, ne } from 'drizzle-orm'
import type { Tx } from '../../../kernel/server/db/client.ts'
import { Agent, Catalog, Client, Department, EndUser, Role, Shop, Subject } from '../schema/index.ts'
import { Entry, Warehouse } from '../../../modules/warehouse/server/schema.ts'
import { authOf, DAY, DemoPlan, MIN } from './demo-plan.ts'
import { planCustomers, planStaff } from './demo-people.ts'
import { planTradeDocs, seedExportProducts } from './demo-trade.ts'
import { seedFollowUps } from './demo-follow.ts'
import { planWarehouseDocs, seedWarehouseMaster } from './demo-warehouse.ts'
import { planAttract } from './demo-attract.ts'
import { planScm } from './demo-scm.ts'
import { planFinance } from './demo-finance.ts'
import { planOfferings } from './demo-offerings.ts'
import { planDiscounts } from './demo-discounts.ts'
import { planListings, seedPages, seedSiteNav } from './demo-products.ts'
import { planOpportunities } from './demo-opportunities.ts'

/**
 * The demo's working documents: every state of every lifecycle holds some, spread over the demo
 * staff, both warehouses and the shops, so each queue, board and reminder has work on first start.
 * Written once, on a demo database without warehouses yet. Answers the steps run (0: skipped).
 */
export async function seedDemoDocs(tx: Tx, mobiles: Record<string, string>, app: AssembledModules): Promise<number> {
  // One query at a time: a transaction's connection runs them in turn anyway.
  const [warehouses] = await tx.select({ n: count() }).from(Warehouse)
  const [entries] = await tx.select({ n: count() }).from(Entry)
  if ((warehouses?.n ?? 0) > 0 || (entries?.n ?? 0) > 0) return 0

  const staff = await tx
    .select({ Id: Agent.Id, Mobile: Agent.Mobile, Pwd: Agent.Pwd })
    .from(Agent)
    .where(and(inArray(Agent.Mobile, Object.values(mobiles)), ne(Agent.Status, -1)))
  const idOf = (role: string) => staff.find((a) => a.Mobile === mobiles[role])?.Id
  const ids = {
    admin: idOf('admin'),
    supervisor: idOf('supervisor'),
    sales: idOf('sales'),
    warehouse: idOf('warehouse'),
    customs: idOf('customs'),
  }
  if (Object.values(ids).some((id) => !id)) return 0

  const named = async <T extends { Name: string }>(rows: Promise<T[]>) => new Map((await rows).map((r) => [r.Name, r]))
  const depts = await named(
    tx
      .select({ Name: Department.Name, Id: Department.Id, SubjectId: Department.SubjectId })
      .from(Department)
      .where(ne(Department.Status, -1)),
  )
  const roles = await tx.select({ Code: Role.Code, Id: Role.Id }).from(Role).where(ne(Role.Status, -1))
  const shops = await named(tx.select({ Name: Shop.ShopName, Id: Shop.Id }).from(Shop).where(ne(Shop.Status, -1)))
  const catalogs = await named(
    tx
      .select({ Name: Catalog.Name, Id: Catalog.Id })
      .from(Catalog)
      .where(and(eq(Catalog.Multi, 'product'), ne(Catalog.Status, -1))),
  )
  const users = await named(
    tx.select({ Name: EndUser.Name, Id: EndUser.Id }).from(EndUser).where(ne(EndUser.Status, -1)).orderBy(EndUser.Id),
  )
  const subjects = await named(tx.select({ Name: Subject.Name, Id: Subject.Id }).from(Subject).where(ne(Subject.Status, -1)))
  const dept = (name: string, fallback: number) => depts.get(name)?.Id ?? fallback
  const role = (code: string) => roles.find((r) => r.Code === code)?.Id
  const shopIds = [...shops.values()].map((s) => s.Id)
  const shop = (name: string) => shops.get(name)?.Id ?? shopIds[0]
  if (!shopIds.length || !users.size || !role('sales') || !role('warehouse')) return 0

  const now = Math.floor(Date.now() / 1000)
  const plan = new DemoPlan(tx, now, app)
  const auth = {
    admin: await authOf(tx, ids.admin!),
    supervisor: await authOf(tx, ids.supervisor!),
    sales: await authOf(tx, ids.sales!),
    warehouse: await authOf(tx, ids.warehouse!),
    customs: await authOf(tx, ids.customs!),
  }
  const hq = depts.get('总部')?.SubjectId ?? 0

  const people = {
    admin: auth.admin,
    supervisor: auth.supervisor,
    sales: auth.sales,
    salesId: ids.sales!,
    roles: { sales: role('sales')!, warehouse: role('warehouse')! },
    departments: {
      sales1: dept('销售一组', auth.sales.departmentId),
      sales2: dept('销售二组', auth.sales.departmentId),
      jkt: dept('雅加达仓', auth.warehouse.departmentId),
    },
    subjects: { hq, id: subjects.get('PT Haitong Logistik Indonesia')?.Id ?? hq },
    pwd: staff.find((a) => a.Id === ids.sales)!.Pwd,
  }
  const { jktWarehouse, leaver, suspended } = planStaff(plan, people)

  const master = await seedWarehouseMaster(tx, auth.admin, {
    now,
    managers: { kl: ids.warehouse!, jkt: 0 },
    departments: { kl: auth.warehouse.departmentId, jkt: people.departments.jkt },
    catalogs: Object.fromEntries([...catalogs].map(([name, c]) => [name, c.Id])),
    shops: shopIds,
  })
  // Each warehouse hand works in his warehouse: its documents are his to see, whoever made them.
  await tx
    .update(Agent)
    .set({ WarehouseIds: [master.sites.kl.id] })
    .where(eq(Agent.Id, ids.warehouse!))
  // The Jakarta warehouse is run by its new hand from the day he joined.
  plan.at(now - 40 * DAY + 10 * MIN, async () => {
    await tx.update(Warehouse).set({ AgentId: jktWarehouse.id }).where(eq(Warehouse.Id, master.sites.jkt.id))
    await tx
      .update(Agent)
      .set({ WarehouseIds: [master.sites.jkt.id] })
      .where(eq(Agent.Id, jktWarehouse.id))
  })
  const shopsBy = {
    myShopee: shop('HaiTong Official Store (Shopee MY)')!,
    myLazada: shop('HaiTong Home Living (Lazada MY)')!,
    idTokopedia: shop('Haitong Official (Tokopedia)')!,
    idShopee: shop('Haitong Store ID (Shopee)')!,
  }
  const warehouseCast = { master, staff: { kl: auth.warehouse, jkt: jktWarehouse }, admin: auth.admin, shops: shopsBy }
  planWarehouseDocs(plan, warehouseCast)
  planTradeDocs(plan, {
    sales: auth.sales,
    supervisor: auth.supervisor,
    // The departed salesperson until a month ago, the suspended one until a few days ago.
    colleagues: [
      { who: leaver, until: 27 * DAY },
      { who: suspended, until: 3 * DAY },
    ],
    customs: auth.customs,
    admin: auth.admin,
    products: master.products,
    shops: shopsBy,
    users: new Map([...users].map(([name, u]) => [name, u.Id])),
    exportProducts: await seedExportProducts(tx),
  })
  planCustomers(plan, people, { leaver, suspended })
  await planAttract(tx, plan, { supervisor: auth.supervisor, sales: auth.sales })
  const customers = await tx
    .select({ Id: Client.Id })
    .from(Client)
    .where(and(eq(Client.Kind, 1), eq(Client.Type, 2), eq(Client.State, 'Private'), eq(Client.AgentId, ids.sales!), ne(Client.Status, -1)))
    .orderBy(Client.Id)
  await planScm(tx, plan, {
    supervisor: auth.supervisor,
    sales: auth.sales,
    warehouse: warehouseCast,
    shop: shopsBy.myShopee,
    customers: customers.map((c) => c.Id),
  })
  await planFinance(tx, plan, { admin: auth.admin, customers: customers.map((c) => c.Id) })
  planOpportunities(plan, { sales: auth.sales, supervisor: auth.supervisor, customers: customers.map((c) => c.Id) })
  const markets = await planOfferings(tx, plan, {
    admin: auth.admin,
    supervisor: auth.supervisor,
    sales: auth.sales,
    shops: Object.values(shopsBy),
  })
  await seedSiteNav(tx, auth.admin)
  await seedPages(tx, auth.admin, master.products, shopsBy.myShopee)
  planListings(plan, { admin: auth.admin, products: master.products, shops: Object.values(shopsBy), platforms: markets.platforms })
  await planDiscounts(tx, plan, {
    admin: auth.admin,
    supervisor: auth.supervisor,
    products: master.products,
    shops: Object.values(shopsBy),
    users: [...users.values()].map((u) => u.Id),
  })
  const steps = await plan.run()
  await seedFollowUps(tx)
  return steps
}
