import { resourceNamed } from '../../../kernel/server/module.ts'

import type { AuthContext } from '../../../kernel/server/env.ts'

import type { Tx } from '../../../kernel/server/db/client.ts'

import { SCM_RESOURCES } from '../../lifecycle/scm.ts'

import { FOLLOW_RESOURCES } from '../../resources/follow.ts'
import { WAREHOUSE_RESOURCES } from '../../../modules/warehouse/server/resources.ts'
import { proposePurchases } from '../../services/replenish.ts'

import { createThrough, DAY, HOUR, MIN, type DemoPlan, type Handle } from './demo-plan.ts'
import { eq } from 'drizzle-orm'

import { PurchaseContract, SalesOrder } from '../schema/index.ts'

import { delivery, entry, type WarehouseCast } from './demo-warehouse.ts'
import type { ProductKey } from './demo-products.ts'

const res = (name: string) => resourceNamed([...SCM_RESOURCES, ...FOLLOW_RESOURCES], name)
const warehouseRes = (name: string) => resourceNamed(WAREHOUSE_RESOURCES, name)

type Cast = { supervisor: AuthContext; sales: AuthContext; warehouse: WarehouseCast; shop: number; customers: number[] }

/** [name, company, country, city, contact, phone, grade, owner, co-agent] */
const SUPPLIERS: [string, string, string, string, string, string, number, 'sales' | 'supervisor', 'sales' | ''][] = [
  ['华彩日用', '义乌市华彩日用品有限公司', 'CN', '义乌', '何建国', '0579-85561234', 1, 'sales', ''],
  ['迅驰电子', '深圳市迅驰电子科技有限公司', 'CN', '深圳', '刘晓峰', '0755-26637788', 1, 'supervisor', 'sales'],
  ['白云美妆', '广州白云美妆供应链有限公司', 'CN', '广州', '陈美玲', '020-36612345', 2, 'sales', ''],
  ['Sumber Makmur', 'PT Sumber Makmur Plastik', 'ID', 'Surabaya', 'Budi Santoso', '+62 31 7345 110', 3, 'supervisor', ''],
]

/** What each supplier offers: [supplier index, product, its item code, price in yuan, lead days, minimum]. */
const OFFERS: [number, ProductKey, string, number, number, number][] = [
  [0, 'flask500', 'HC-BW500', 21.5, 7, 200],
  [0, 'flask750', 'HC-BW750', 26, 7, 200],
  [0, 'storage', 'HC-SN03', 18.8, 10, 100],
  [0, 'mop', 'HC-TB01', 42, 12, 50],
  [1, 'charger20', 'XC-PD20-UK', 15.2, 5, 500],
  [1, 'charger65', 'XC-GaN65-EU', 48, 8, 200],
  [1, 'cable', 'XC-C1M', 4.6, 3, 1000],
  [2, 'mask', 'BY-MM10', 12.5, 6, 300],
  [2, 'sunscreen', 'BY-SPF50', 16, 6, 300],
  [3, 'storage', 'SMP-BOX3', 21, 14, 100],
]

/**
 * Suppliers (with contacts and a follow-up due today), what they offer, purchasing contracts in
 * every state (one signed, its inbound entry expected at the Kuala Lumpur warehouse) and sales
 * orders to the demo's customers (one confirmed, its delivery waiting for the warehouse).
 */
export async function planScm(tx: Tx, plan: DemoPlan, cast: Cast) {
  const now = plan.now
  const by = (who: 'sales' | 'supervisor') => cast[who]
  const suppliers: number[] = []
  for (const [i, [name, company, country, city, contact, phone, level, owner, co]] of SUPPLIERS.entries()) {
    suppliers.push(
      await createThrough(
        tx,
        res('Supplier'),
        by(owner),
        {
          ClientName: name,
          ClientCompany: company,
          Country: country,
          City: city,
          ContactsName: contact,
          ClientPhone: phone,
          Level: level,
          Source: '展会',
          CoAgentId: co ? cast.sales.agentId : 0,
          Score: SUPPLIERS.length - i,
        },
        { CreateTime: now - (150 - i * 20) * DAY },
      ),
    )
  }
  // The salesman's follow-ups: one last week naming today for the next, one answered yesterday.
  const follow = (supplier: number, ago: number, next: number, content: string, who: AuthContext) =>
    createThrough(tx, res('ClientFollow'), who, {
      ClientId: suppliers[supplier]!,
      Method: 1,
      ContactName: SUPPLIERS[supplier]![4],
      Content: content,
      FollowTime: now - ago,
      NextFollowTime: next ? now + next : 0,
      Stage: 0,
      Amount: 0,
    })
  await follow(0, 6 * DAY, 2 * HOUR, '确认 12 月保温杯排产，对方要求预付 30%，下周前回复付款方式。', cast.sales)
  await follow(2, DAY, 14 * DAY, '面膜新批次质检报告已收到，价格维持不变。', cast.sales)
  await follow(1, 3 * DAY, 10 * DAY, '65W 充电器欧规认证更新中，预计两周后可供货。', cast.supervisor)

  const master = cast.warehouse.master
  const p = master.products
  for (const [i, [s, product, code, price, lead, min]] of OFFERS.entries())
    await createThrough(tx, res('SupplierProduct'), by(SUPPLIERS[s]![7]), {
      SupplierId: suppliers[s]!,
      ProductId: p[product],
      SupplierCode: code,
      Price: Math.round(price * 100),
      LeadDays: lead,
      MinQty: min,
      Score: OFFERS.length - i,
    })

  const kl = master.sites.kl.id
  const lines = (...l: [ProductKey, number, number][]) =>
    l.map(([k, n, price]) => ({ ProductId: p[k], ProductNum: n, Price: Math.round(price * 100) }))
  const contract = (no: string, s: number, l: ReturnType<typeof lines>, who: AuthContext, arrive = 20) =>
    plan.story({
      res: res('PurchaseContract'),
      by: who,
      body: {
        ContractNo: no,
        SupplierId: suppliers[s]!,
        WarehouseId: kl,
        OwnerId: cast.shop,
        ArriveTime: Math.floor((now + arrive * DAY) / DAY) * DAY,
        Lines: l,
      },
    })
  // Signed a week ago: its inbound entry is expected at Kuala Lumpur.
  contract('CG-2026-0031', 0, lines(['flask500', 600, 21.5], ['flask750', 400, 26]), cast.sales)
    .then(2 * HOUR, 'approve', cast.supervisor)
    .then(DAY, 'sign', cast.sales)
    .endsAgo(7 * DAY)
  // Signed three weeks ago; its goods arrived and were stored: the contract is completed.
  const done = contract('CG-2026-0024', 0, lines(['flask750', 300, 26]), cast.sales, -10)
    .then(HOUR, 'approve', cast.supervisor)
    .then(3 * HOUR, 'sign', cast.sales)
    .endsAgo(21 * DAY)
  const doneEntry: Handle = {
    doc: 'Entry',
    id: 0,
    find: async (t) =>
      (
        await t
          .select({ Id: PurchaseContract.EntryId })
          .from(PurchaseContract)
          .where(eq(PurchaseContract.Id, done.id || (await done.find!(t))))
      )[0]!.Id,
  }
  const site = 'kl' as const
  entry(
    plan,
    cast.warehouse,
    { site, owner: cast.shop, title: 'CG-2026-0024', expressNo: 'SF1466023381', express: 'SF', lines: [['flask750', 300]] },
    { to: 'Stored', transit: 6 * DAY },
    11 * DAY,
    doneEntry,
  )
  plan
    .story(done)
    .then(2 * HOUR, 'complete', cast.sales)
    .endsAgo(11 * DAY - 2 * HOUR)
  // Approved, waiting to be signed; a draft; one cancelled before signing.
  contract('CG-2026-0035', 1, lines(['charger20', 1000, 15.2], ['cable', 2000, 4.6]), cast.supervisor)
    .then(3 * HOUR, 'approve', cast.supervisor)
    .endsAgo(DAY)
  contract('CG-2026-0036', 2, lines(['mask', 600, 12.5], ['sunscreen', 500, 16]), cast.sales).endsAgo(3 * HOUR)
  contract('CG-2026-0028', 3, lines(['storage', 300, 21]), cast.sales)
    .then(HOUR, 'cancel', cast.sales, { Reason: '对方交期延后至 2 月，改向义乌华彩采购' })
    .endsAgo(20 * DAY)

  // Replenishment at Kuala Lumpur: the flasks are covered by the contract on its way, the mops
  // have run below their minimum (a proposal waits for the salesman who buys), the phone cases
  // too, but no supplier offers them yet.
  const shops = cast.warehouse.shops
  plan.at(now - 40 * MIN, async () => {
    const rules: [number, ProductKey, number, number][] = [
      [shops.myShopee, 'flask500', 300, 1200],
      [shops.myShopee, 'charger20', 100, 600],
      [shops.myShopee, 'case', 500, 1000],
      [shops.myLazada, 'mop', 40, 120],
      [shops.myLazada, 'storage', 50, 200],
    ]
    for (const [owner, product, min, max] of rules)
      await createThrough(tx, warehouseRes('StockRule'), cast.supervisor, {
        WarehouseId: kl,
        OwnerId: owner,
        ProductId: p[product],
        MinQty: min,
        MaxQty: max,
        BuyerId: cast.sales.agentId,
      })
  })
  plan.at(now - 25 * MIN, async () => {
    await proposePurchases(tx, now - 25 * MIN)
  })

  if (cast.customers.length < 2) return
  const consignee = {
    Name: 'Tan Wei Ming',
    Phone: '+60 12 338 1029',
    ToCountry: 'MY',
    City: 'Kuala Lumpur',
    Address: 'No. 12, Jalan Kuchai Maju 8, Kuchai Entrepreneurs Park',
    Zip: '58200',
  }
  const order = (no: string, c: number, l: ReturnType<typeof lines>, who: AuthContext) =>
    plan.story({
      res: res('SalesOrder'),
      by: who,
      body: { OrderNo: no, ClientId: cast.customers[c]!, WarehouseId: kl, OwnerId: cast.shop, ...consignee, Lines: l },
    })
  // Confirmed this morning: its delivery waits at the Kuala Lumpur warehouse.
  order('XS-2026-1108', 0, lines(['flask500', 2, 59], ['cable', 5, 12.9]), cast.sales)
    .then(20 * MIN, 'confirm', cast.sales)
    .endsAgo(3 * HOUR)
  // Confirmed last week, picked, packed and shipped by the warehouse: the order completed with its delivery.
  const shipped = order('XS-2026-1088', 1, lines(['flask500', 2, 59]), cast.sales)
    .then(15 * MIN, 'confirm', cast.sales)
    .endsAgo(8 * DAY)
  const shippedDelivery: Handle = {
    doc: 'Delivery',
    id: 0,
    find: async (t) =>
      (
        await t
          .select({ Id: SalesOrder.DeliveryId })
          .from(SalesOrder)
          .where(eq(SalesOrder.Id, shipped.id || (await shipped.find!(t))))
      )[0]!.Id,
  }
  delivery(
    plan,
    cast.warehouse,
    {
      site: 'kl',
      owner: cast.shop,
      title: 'XS-2026-1088',
      outOrder: 'XS-2026-1088',
      ...{
        name: consignee.Name,
        phone: consignee.Phone,
        country: 'MY',
        city: consignee.City,
        address: consignee.Address,
        zip: consignee.Zip,
      },
      service: 'Standard',
      lines: [['flask500', 2]],
    },
    { to: 'Shipped' },
    7 * DAY,
    1,
    shippedDelivery,
  )
  order('XS-2026-1109', 1, lines(['brush', 10, 9.9]), cast.sales).endsAgo(HOUR)
  order('XS-2026-1093', 1, lines(['mop', 1, 129]), cast.sales)
    .then(2 * HOUR, 'cancel', cast.sales, { Reason: '客户改为门店自提' })
    .endsAgo(12 * DAY)
}
