import { resourceNamed } from '../../../kernel/server/module.ts'

import { and, asc, eq, gt } from 'drizzle-orm'

import type { Tx } from '../../../kernel/server/db/client.ts'

import type { AuthContext } from '../../../kernel/server/env.ts'

import { DeliveryLine, EntryLine, InventoryLine, StockReservation, StockTransferLine } from '../../../modules/warehouse/server/schema.ts'

import { WAREHOUSE_RESOURCES } from '../../../modules/warehouse/server/resources.ts'

import { COMMERCE_RESOURCES } from '../../resources/commerce.ts'

import { merchOf, type ProductKey } from './demo-products.ts'

import { createThrough, DAY, HOUR, lineIds, MIN, type Data, type DemoPlan, type Handle, type Who } from './demo-plan.ts'

/**
 * The overseas warehouses of the demo (Port Klang and Jakarta) with their zones, places and the
 * products they stock, and the warehouse documents in every state: goods arriving from China,
 * received and put away; parcels picked, packed and shipped to buyers; stocktakes; stock changing
 * owner between shops.
 */

const res = (name: string) => resourceNamed(WAREHOUSE_RESOURCES, name)
const commerce = (name: string) => resourceNamed(COMMERCE_RESOURCES, name)

/** The demo's brands: [name, English name, country, story]. */
const BRANDS: [string, string, string, string][] = [
  ['海通家居', 'HaiTong Home', 'CN', '为东南亚家庭设计的保温杯、收纳与清洁用品，2016 年创立于宁波。'],
  ['迅驰数码', 'Xunchi Digital', 'CN', '深圳的充电与电脑周边品牌：快充、数据线、键鼠与存储。'],
  ['白云美妆', 'Baiyun Beauty', 'CN', '广州白云区的护肤与个护品牌，主打面膜、防晒与口腔护理。'],
]
const BRAND_OF: Record<ProductKey, string> = {
  flask500: '海通家居',
  flask750: '海通家居',
  storage: '海通家居',
  mop: '海通家居',
  brush: '海通家居',
  charger20: '迅驰数码',
  charger65: '迅驰数码',
  cable: '迅驰数码',
  case: '迅驰数码',
  kbm: '迅驰数码',
  drive: '迅驰数码',
  mask: '白云美妆',
  sunscreen: '白云美妆',
  toothbrush: '白云美妆',
}

/** [key, name, English name, barcode, specification, unit, KG, catalog] */
const PRODUCTS: [ProductKey, string, string, string, string, string, number, string][] = [
  ['flask500', '304不锈钢保温杯 500ml', 'Vacuum flask 500ml, 304 stainless steel', '6972315800011', '500ml 黑色', '个', 0.38, '保温杯'],
  ['flask750', '304不锈钢保温杯 750ml', 'Vacuum flask 750ml, 304 stainless steel', '6972315800028', '750ml 樱花粉', '个', 0.46, '保温杯'],
  ['storage', '透明叠加收纳盒 三件套', 'Stackable clear storage boxes, set of 3', '6972315801018', 'L 三件套', '套', 1.2, '收纳盒'],
  ['mop', '旋转拖把桶套装', 'Spin mop and bucket set', '6972315801025', '含 2 个拖把头', '套', 2.8, '拖把'],
  ['brush', '硅胶多用途清洁刷', 'Silicone multi-purpose cleaning brush', '6972315801032', '灰色', '把', 0.12, '清洁刷'],
  ['charger20', '20W PD 快充充电器 英规', '20W PD fast charger, UK plug', '6972315802015', '英规 (马来西亚/新加坡)', '个', 0.09, '充电器'],
  ['charger65', '65W 氮化镓充电器 欧规', '65W GaN charger, EU plug', '6972315802022', '欧规 (印尼/越南)', '个', 0.16, '充电器'],
  ['cable', 'USB-C 编织快充数据线 1m', 'USB-C braided fast-charge cable 1m', '6972315802039', '1m 黑色', '条', 0.04, '数据线'],
  ['case', 'iPhone 15 防摔手机壳', 'iPhone 15 shockproof case', '6972315802046', 'iPhone 15 透明', '个', 0.05, '手机壳'],
  ['kbm', '无线键盘鼠标套装', 'Wireless keyboard and mouse set', '6972315803012', '英文键位', '套', 0.85, '键盘鼠标'],
  ['drive', '1TB USB 3.2 移动硬盘', '1TB USB 3.2 portable drive', '6972315803029', '1TB 深空灰', '个', 0.21, '移动硬盘'],
  ['mask', '玻尿酸补水面膜 10片装', 'Hyaluronic acid sheet masks, box of 10', '6972315804019', '10 片/盒', '盒', 0.3, '面膜'],
  ['sunscreen', 'SPF50+ 清爽防晒霜 50ml', 'SPF50+ light sunscreen 50ml', '6972315804026', '50ml', '支', 0.07, '防晒'],
  ['toothbrush', '声波电动牙刷', 'Sonic electric toothbrush', '6972315804033', '白色 含 2 刷头', '支', 0.32, '电动牙刷'],
]

/** What one unit costs bought in China, in fen: the receipts value the stock from it. */
const UNIT_COST: Record<ProductKey, number> = {
  flask500: 2270,
  flask750: 2730,
  storage: 3830,
  mop: 8160,
  brush: 670,
  charger20: 1490,
  charger65: 5400,
  cable: 600,
  case: 430,
  kbm: 6960,
  drive: 18820,
  mask: 2200,
  sunscreen: 1700,
  toothbrush: 6320,
}

export const WEIGHT: Record<ProductKey, number> = Object.fromEntries(PRODUCTS.map((p) => [p[0], p[6]])) as Record<ProductKey, number>
export const PRODUCT_NAME: Record<ProductKey, string> = Object.fromEntries(PRODUCTS.map((p) => [p[0], p[1]])) as Record<ProductKey, string>
export const PRODUCT_EN: Record<ProductKey, string> = Object.fromEntries(PRODUCTS.map((p) => [p[0], p[2]])) as Record<ProductKey, string>
export const PRODUCT_UNIT: Record<ProductKey, string> = Object.fromEntries(PRODUCTS.map((p) => [p[0], p[5]])) as Record<ProductKey, string>
export const PRODUCT_SPEC: Record<ProductKey, string> = Object.fromEntries(PRODUCTS.map((p) => [p[0], p[4]])) as Record<ProductKey, string>
export const PRODUCT_BARCODE: Record<ProductKey, string> = Object.fromEntries(PRODUCTS.map((p) => [p[0], p[3]])) as Record<
  ProductKey,
  string
>

export type SiteKey = 'kl' | 'jkt'

/** The warehouses: [title, code, country, city, address, backorder policy, zones [code, title, places]]. */
const SITES: Record<
  SiteKey,
  {
    title: string
    code: string
    country: string
    city: string
    address: string
    backorder: 'ask' | 'always'
    /** How many percent over the ordered quantity its receivers take in without a supervisor. */
    overReceiptPct: number
    remark: string
    zones: [string, string, string[]][]
  }
> = {
  kl: {
    title: '吉隆坡仓 (Port Klang)',
    code: 'MY-PKG01',
    country: 'MY',
    city: 'Port Klang',
    address: 'Lot 12, Jalan Sungai Puloh, Kawasan Perindustrian Bandar Sultan Sulaiman, 42000 Port Klang, Selangor',
    backorder: 'ask',
    overReceiptPct: 5,
    remark: '马来西亚半岛 48 小时送达；周六、周日只入库不出库',
    zones: [
      ['A', '常规货架区', ['A-01-01', 'A-01-02', 'A-02-01', 'A-02-02']],
      ['B', '小件高值区', ['B-01-01', 'B-01-02', 'B-02-01']],
      ['C', '大件地堆区', ['C-01-01', 'C-01-02']],
    ],
  },
  jkt: {
    title: '雅加达仓 (Pulogadung)',
    code: 'ID-JKT01',
    country: 'ID',
    city: 'Jakarta',
    address: 'Kawasan Industri Pulogadung, Jl. Rawa Gelam III No. 8, Jakarta Timur 13930',
    backorder: 'always',
    overReceiptPct: 0,
    remark: 'Jabodetabek next day; luar Jawa 3–5 hari',
    zones: [
      ['A', '常规货架区', ['A-01-01', 'A-01-02', 'A-02-01']],
      ['B', '小件高值区', ['B-01-01', 'B-01-02']],
    ],
  },
}

/** Where each product is put away, per warehouse (a place title). */
const SLOT: Record<SiteKey, Partial<Record<ProductKey, string>>> = {
  kl: {
    flask500: 'A-01-01',
    flask750: 'A-01-02',
    toothbrush: 'A-02-01',
    brush: 'A-02-02',
    charger20: 'B-01-01',
    cable: 'B-01-02',
    drive: 'B-01-02',
    case: 'B-02-01',
    kbm: 'B-02-01',
    storage: 'C-01-01',
    mop: 'C-01-02',
  },
  jkt: { mask: 'A-01-01', sunscreen: 'A-01-02', flask500: 'A-02-01', charger65: 'B-01-01', cable: 'B-01-02', case: 'B-01-02' },
}

/** Each warehouse's price list (hundredths) and its equipment. */
const COSTS: readonly [title: string, price: number, unit: string][] = [
  ['仓储费 (Storage)', 150, '托/天 (pallet/day)'],
  ['入库操作费 (Inbound handling)', 80, '件 (piece)'],
  ['出库操作费 (Outbound handling)', 120, '单 (order)'],
  ['贴标费 (Labelling)', 30, '件 (piece)'],
  ['退货处理费 (Returns handling)', 250, '单 (order)'],
]
const EQUIPMENT: readonly [title: string, code: string][] = [
  ['手持扫描枪 (Handheld scanner)', 'SC01'],
  ['手持扫描枪 (Handheld scanner)', 'SC02'],
  ['标签打印机 (Label printer)', 'PR01'],
  ['电子秤 (Parcel scale)', 'WS01'],
  ['电动叉车 (Electric forklift)', 'FL01'],
]

export interface Site {
  key: SiteKey
  id: number
  zones: Record<string, number>
  places: Record<string, number>
  /** The department whose staff work it (its documents are theirs). */
  departmentId: number
}

export interface WarehouseMaster {
  sites: Record<SiteKey, Site>
  products: Record<ProductKey, number>
}

/** Warehouses, zones, places and products through their resources' create path, set up months ago. */
export async function seedWarehouseMaster(
  tx: Tx,
  admin: AuthContext,
  opts: {
    now: number
    managers: Record<SiteKey, number>
    departments: Record<SiteKey, number>
    catalogs: Record<string, number>
    shops: number[]
  },
): Promise<WarehouseMaster> {
  const made = (days: number) => ({ CreateTime: opts.now - days * DAY, UpdateTime: opts.now - days * DAY })
  const sites = {} as Record<SiteKey, Site>
  for (const [key, s] of Object.entries(SITES) as [SiteKey, (typeof SITES)[SiteKey]][]) {
    const id = await createThrough(
      tx,
      res('Warehouse'),
      admin,
      {
        Title: s.title,
        Code: s.code,
        Country: s.country,
        City: s.city,
        Address: s.address,
        Backorder: s.backorder,
        OverReceiptPct: s.overReceiptPct,
        AgentId: opts.managers[key],
        Remark: s.remark,
      },
      made(key === 'kl' ? 420 : 95),
    )
    const site: Site = { key, id, zones: {}, places: {}, departmentId: opts.departments[key] }
    for (const [i, [code, title, places]] of s.zones.entries()) {
      site.zones[code] = await createThrough(
        tx,
        res('Zone'),
        admin,
        { WarehouseId: id, Title: title, Code: code, Score: s.zones.length - i },
        made(key === 'kl' ? 420 : 95),
      )
      for (const p of places)
        site.places[p] = await createThrough(
          tx,
          res('Place'),
          admin,
          { WarehouseId: id, ZoneId: site.zones[code], Title: p },
          made(key === 'kl' ? 420 : 95),
        )
    }
    for (const [i, [title, price, unit]] of COSTS.entries())
      await createThrough(
        tx,
        res('WarehouseCost'),
        admin,
        { Title: title, WarehouseId: id, Price: price, Unit: unit, Score: COSTS.length - i },
        made(90),
      )
    for (const [i, [title, code]] of EQUIPMENT.entries())
      await createThrough(
        tx,
        res('WarehouseEquipment'),
        admin,
        { Title: title, WarehouseId: id, Code: `${s.code}-${code}`, Score: EQUIPMENT.length - i },
        made(90),
      )
    sites[key] = site
  }
  const brands = new Map<string, number>()
  for (const [i, [name, enName, country, describe]] of BRANDS.entries())
    brands.set(
      name,
      await createThrough(
        tx,
        commerce('Brand'),
        admin,
        { Name: name, EnName: enName, Country: country, Describe: describe, Score: BRANDS.length - i },
        made(320),
      ),
    )
  const products = {} as Record<ProductKey, number>
  for (const [i, [key, name, enName, barcode, spec, unit, weight, catalog]] of PRODUCTS.entries()) {
    products[key] = await createThrough(
      tx,
      commerce('Product'),
      admin,
      {
        Name: name,
        EnName: enName,
        BarCode: barcode,
        Spec: spec,
        Unit: unit,
        Weight: weight,
        PackageWeight: Math.round(weight * 1150) / 1000,
        CatalogId: opts.catalogs[catalog] ?? 0,
        BrandId: brands.get(BRAND_OF[key]) ?? 0,
        ShopId: opts.shops[i % opts.shops.length] ?? 0,
        Score: PRODUCTS.length - i,
        LotTracked: LOT_TRACKED.has(key) ? 1 : 0,
        ...merchOf(
          key,
          name,
          opts.shops.filter((s) => s !== opts.shops[i % opts.shops.length]),
        ),
      },
      made(300 - i * 7),
    )
  }
  return { sites, products }
}

// ---------------------------------------------------------------------------------------------
// Documents

type Line = [ProductKey, number]

/** The people and master data the warehouse stories use. */
export interface WarehouseCast {
  master: WarehouseMaster
  /** The warehouse staff of each site (documents are theirs), and who approves. */
  staff: Record<SiteKey, Who>
  admin: Who
  shops: { myShopee: number; myLazada: number; idTokopedia: number; idShopee: number }
}

// A document's line ids, read once per seed (its transaction).
const cache = new WeakMap<Tx, Map<string, number[]>>()
const linesOf = async (tx: Tx, table: typeof EntryLine | typeof DeliveryLine, fk: string, id: number) => {
  if (!cache.has(tx)) cache.set(tx, new Map())
  const cached = cache.get(tx)!
  const key = `${fk}:${id}`
  if (!cached.has(key)) cached.set(key, await lineIds(tx, table, fk, id))
  return cached.get(key)!
}

export interface EntrySpec {
  site: SiteKey
  owner: number
  title: string
  express: string
  expressNo: string
  lines: Line[]
  remark?: string
  /** Booked by head office rather than the warehouse: it still reaches the warehouse's own people. */
  office?: boolean
  /** Per line of a product kept by lot: the label's lot number and days from now to its expiry (default: one from the waybill, in 18 months). */
  lots?: ([string, number] | undefined)[]
}

/** The products the demo keeps by lot and expiry date: the cosmetics. */
export const LOT_TRACKED: ReadonlySet<ProductKey> = new Set(['mask', 'sunscreen'])

/** How far an Entry got: its state and, on the way, what was received, found damaged and put away. */
export interface EntryRoad {
  to: 'Draft' | 'Expected' | 'Receiving' | 'Received' | 'PuttingAway' | 'Stored' | 'Cancelled'
  /** Sea or air: from submitting to arriving. */
  transit?: number
  received?: number[]
  bad?: number[]
  short?: string
  /** Per line, the quantities put away, each on a place (defaults: all on the product's slot). */
  put?: [string, number][][]
  cancel?: string
}

/** An entry's story; `from` continues one another document created, already submitted (a signed contract's). */
export function entry(plan: DemoPlan, cast: WarehouseCast, e: EntrySpec, road: EntryRoad, endsAgo: number, from?: Handle): Handle {
  const site = cast.master.sites[e.site]
  const by = e.office ? cast.admin : cast.staff[e.site]
  const body: Data = {
    Title: e.title,
    WarehouseId: site.id,
    OwnerId: e.owner,
    OutOrderId: e.expressNo,
    FromCountry: 'CN',
    Express: e.express,
    ExpressNo: e.expressNo,
    Remark: e.remark ?? '',
    Currency: 'CNY',
    Lines: e.lines.map(([p, n]) => ({ ProductId: cast.master.products[p], ProductNum: n, UnitCost: UNIT_COST[p] })),
  }
  const s = plan.story(from ?? { res: res('Entry'), by, body })
  if (road.to === 'Draft') return s.endsAgo(endsAgo)
  if (!from) s.then(25 * MIN, 'submit', by)
  if (road.to === 'Cancelled') return s.then(2 * DAY, 'cancel', by, { Reason: road.cancel ?? '' }).endsAgo(endsAgo)
  if (road.to === 'Expected') return s.endsAgo(endsAgo)
  s.then(road.transit ?? 3 * DAY, 'arrive', by)
  const line = (i: number) => async (tx: Tx, id: number) => (await linesOf(tx, EntryLine, 'EntryId', id))[i]!
  e.lines.forEach(([p, n], i) => {
    const good = road.received?.[i] ?? n - (road.bad?.[i] ?? 0)
    const bad = road.bad?.[i] ?? 0
    // A cosmetic's label names its lot and expiry date: the receipt records them.
    const [lotNo, days] = e.lots?.[i] ?? [`${e.expressNo.slice(-5)}-${i + 1}`, 540]
    const lot = LOT_TRACKED.has(p) ? { LotNo: lotNo, Expiry: new Date((plan.now + days * DAY) * 1000).toISOString().slice(0, 10) } : {}
    if (good + bad > 0)
      s.then(18 * MIN, 'receiveLine', by, async (tx, id) => ({ LineId: await line(i)(tx, id), Qty: good, BadQty: bad, ...lot }))
  })
  if (road.to === 'Receiving') return s.endsAgo(endsAgo)
  s.then(10 * MIN, road.short ? 'closeShort' : 'finishReceiving', by, road.short ? { Reason: road.short, Backorder: true } : {})
  if (road.to === 'Received') return s.endsAgo(endsAgo)
  s.then(45 * MIN, 'startPutaway', by)
  e.lines.forEach(([p, n], i) => {
    const good = road.received?.[i] ?? n - (road.bad?.[i] ?? 0)
    const puts = road.put ? (road.put[i] ?? []) : [[SLOT[e.site][p]!, good] as [string, number]]
    if (!puts.length) return
    s.then(12 * MIN, 'putLine', by, async (tx, id) => {
      const LineId = await line(i)(tx, id)
      return puts.map(([place, Qty]) => ({ LineId, PlaceId: site.places[place]!, Qty }))
    })
  })
  if (road.to === 'PuttingAway') return s.endsAgo(endsAgo)
  return s.then(5 * MIN, 'completePutaway', by).endsAgo(endsAgo)
}

export interface DeliverySpec {
  site: SiteKey
  owner: number
  title: string
  outOrder: string
  name: string
  phone: string
  country: string
  city: string
  address: string
  zip: string
  service: string
  lines: Line[]
}

interface DeliveryRoad {
  to: 'Draft' | 'Pending' | 'Allocated' | 'Picking' | 'Picked' | 'Packing' | 'Packed' | 'Shipped' | 'Signed' | 'Cancelled'
  /** In Picking: how many lines are picked so far. */
  picked?: number
  /** Picked short: the quantity picked of each line, and why. */
  short?: { qty: number[]; reason: string }
  /** In Packing: how many lines are packed so far. */
  packed?: number
  /** Cancelled from this state. */
  cancelFrom?: 'Allocated' | 'Picking'
  cancel?: string
  carrier?: [string, string]
  fee?: number
}

const ORDER: DeliveryRoad['to'][] = ['Draft', 'Pending', 'Allocated', 'Picking', 'Picked', 'Packing', 'Packed', 'Shipped', 'Signed']

/** A delivery's story; `from` continues one another document created, already submitted (a confirmed sales order's). */
export function delivery(
  plan: DemoPlan,
  cast: WarehouseCast,
  d: DeliverySpec,
  road: DeliveryRoad,
  endsAgo: number,
  pace = 1,
  from?: Handle,
): Handle {
  const site = cast.master.sites[d.site]
  const by = cast.staff[d.site]
  const body: Data = {
    Title: d.title,
    WarehouseId: site.id,
    OwnerId: d.owner,
    OutOrderId: d.outOrder,
    Name: d.name,
    Phone: d.phone,
    ToCountry: d.country,
    City: d.city,
    Address: d.address,
    Zip: d.zip,
    // The carrier and service are planned with the delivery; the ship form starts from them.
    Express: road.carrier?.[0] ?? 'J&T Express',
    ExpressType: d.service,
    Lines: d.lines.map(([p, n]) => ({ ProductId: cast.master.products[p], ProductNum: n })),
  }
  const s = plan.story(from ?? { res: res('Delivery'), by, body })
  const goal = road.to === 'Cancelled' ? road.cancelFrom! : road.to
  const reached = (state: DeliveryRoad['to']) => ORDER.indexOf(goal) >= ORDER.indexOf(state)
  const gap = (n: number) => Math.round(n * pace)
  const line = (i: number) => async (tx: Tx, id: number) => (await linesOf(tx, DeliveryLine, 'DeliveryId', id))[i]!
  if (reached('Pending') && !from) s.then(gap(8 * MIN), 'submit', by)
  if (reached('Allocated')) s.then(gap(4 * MIN), 'allocate', by)
  if (reached('Picking')) s.then(gap(35 * MIN), 'startPicking', by)
  const pickedQty = (i: number) => road.short?.qty[i] ?? d.lines[i]![1]
  const picks =
    road.to === 'Picking' || (road.to === 'Cancelled' && road.cancelFrom === 'Picking')
      ? (road.picked ?? 0)
      : reached('Picked')
        ? d.lines.length
        : 0
  for (let i = 0; i < picks; i++) {
    const want = pickedQty(i)
    if (want <= 0) continue
    s.then(gap(9 * MIN), 'pickLine', by, async (tx, id) => {
      const LineId = await line(i)(tx, id)
      // Picked where the allocation reserved it, first place first.
      const held = await tx
        .select({ PlaceId: StockReservation.PlaceId, Qty: StockReservation.Qty })
        .from(StockReservation)
        .where(and(eq(StockReservation.DeliveryId, id), eq(StockReservation.LineId, LineId), gt(StockReservation.Qty, 0)))
        .orderBy(asc(StockReservation.Id))
      let left = want
      const out: Data[] = []
      for (const r of held) {
        const Qty = Math.min(left, r.Qty)
        if (Qty > 0) out.push({ LineId, PlaceId: r.PlaceId, Qty })
        left -= Qty
      }
      return out
    })
  }
  if (road.to === 'Cancelled') return s.then(gap(20 * MIN), 'cancel', by, { Reason: road.cancel ?? '' }).endsAgo(endsAgo)
  if (reached('Picked'))
    s.then(gap(3 * MIN), road.short ? 'shortPick' : 'completePicking', by, road.short ? { Reason: road.short.reason } : {})
  if (reached('Packing')) s.then(gap(20 * MIN), 'startPacking', by)
  const packs = road.to === 'Packing' ? (road.packed ?? 0) : reached('Packed') ? d.lines.length : 0
  // Two lines or more go in two parcels (the first half, then the rest); one line in one.
  const parcels = d.lines.length >= 2 ? 2 : 1
  const parcelOf = (i: number) => (parcels === 2 && i >= Math.ceil(d.lines.length / 2) ? 2 : 1)
  const packageNo = (i: number) => `${site.key.toUpperCase()}-${d.outOrder.slice(-6)}-${parcelOf(i)}`
  const weightOf = (parcel: number) => d.lines.reduce((w, [p], i) => (parcelOf(i) === parcel ? w + WEIGHT[p] * pickedQty(i) : w), 0.15)
  for (let i = 0; i < packs; i++) {
    const Qty = pickedQty(i)
    if (Qty <= 0) continue
    // A parcel's weight (goods and carton) is weighed with its first line.
    const first = i === 0 || parcelOf(i - 1) !== parcelOf(i)
    s.then(gap(6 * MIN), 'packLine', by, async (tx, id) => ({
      LineId: await line(i)(tx, id),
      PackageNo: packageNo(i),
      Qty,
      Weight: first ? Math.round(weightOf(parcelOf(i)) * 100) / 100 : 0,
    }))
  }
  if (reached('Packed')) s.then(gap(4 * MIN), 'completePacking', by)
  if (reached('Shipped')) {
    const [Express, ExpressNo] = road.carrier ?? ['J&T Express', `63${d.outOrder.replace(/\D/g, '').slice(-10)}`]
    s.then(gap(3 * HOUR), 'ship', by, { Express, ExpressNo, ExpressType: d.service, ExpressFee: road.fee ?? 850 })
  }
  if (reached('Signed')) s.then(gap(2 * DAY), 'sign', by)
  return s.endsAgo(endsAgo)
}

/** [address, city, postcode, phone] of buyers in Malaysia and Indonesia. */
export const MY: [string, string, string, string, string][] = [
  ['Nur Aisyah binti Hassan', 'No. 23, Jalan SS 15/4, Subang Jaya', 'Subang Jaya', '47500', '+60 12-318 4420'],
  ['Tan Wei Ling', '8-3A, Jalan Bukit Bintang, Bukit Bintang', 'Kuala Lumpur', '55100', '+60 16-552 0183'],
  ['Muhammad Hafiz bin Ismail', 'No. 5, Lorong Kenari 3, Taman Sri Nibong', 'Bayan Lepas', '11900', '+60 17-662 0391'],
  ['Wong Kar Mun', '21, Jalan Molek 1/10, Taman Molek', 'Johor Bahru', '81100', '+60 19-775 2046'],
  ['Rajesh a/l Subramaniam', 'No. 14, Jalan Raja Uda, Butterworth', 'Butterworth', '12300', '+60 12-409 8831'],
  ['Siti Nurhaliza binti Ahmad', 'Blok C-12-5, Pangsapuri Seri Puteri, Bandar Sri Permaisuri', 'Cheras', '56000', '+60 11-2390 5512'],
  ['Chong Mei Yee', 'No. 9, Jalan Kenanga 2, Taman Kenanga', 'Melaka', '75200', '+60 13-614 7720'],
  ['Lee Jun Hao', 'A-5-2, Residensi Vista, Jalan 1/27D, Wangsa Maju', 'Kuala Lumpur', '53300', '+60 18-227 3391'],
  ['Farah Nadia binti Yusof', 'No. 41, Jalan Dato Onn 5, Taman Dato Onn', 'Ipoh', '30100', '+60 14-966 1057'],
  [
    'Syarikat Maju Jaya Sdn. Bhd.',
    'Lot 7, Jalan Perindustrian 3, Kawasan Perindustrian Shah Alam',
    'Shah Alam',
    '40150',
    '+60 3-5510 2233',
  ],
  ['Ahmad Zulkifli bin Omar', 'No. 2, Jalan Tun Razak, Kampung Baru', 'Kota Bharu', '15000', '+60 19-901 4478'],
  ['Priya a/p Krishnan', '12, Jalan Sultan Ismail, Taman Seri', 'Seremban', '70200', '+60 16-348 9025'],
]
export const ID: [string, string, string, string, string][] = [
  ['Budi Santoso', 'Jl. Kemang Raya No. 18, Bangka, Mampang Prapatan', 'Jakarta Selatan', '12730', '+62 812-8830-4417'],
  ['Siti Rahayu', 'Jl. Dago No. 112, Coblong', 'Bandung', '40135', '+62 857-2214-9031'],
  ['Dewi Lestari', 'Perumahan Citra Garden 2 Blok C3/7, Kalideres', 'Jakarta Barat', '11830', '+62 813-1187-5520'],
  ['Rizky Pratama', 'Jl. Raya Darmo No. 45, Wonokromo', 'Surabaya', '60241', '+62 878-5503-1128'],
  ['Putri Anggraini', 'Jl. Gajah Mada No. 9, Medan Petisah', 'Medan', '20112', '+62 821-6647-3390'],
  ['Agus Wijaya', 'Jl. Pemuda No. 77, Semarang Tengah', 'Semarang', '50132', '+62 815-7720-0461'],
  [
    'PT Sinar Abadi Sentosa',
    'Kawasan Industri Jababeka II, Jl. Industri Selatan 5 Blok PP 2, Cikarang',
    'Bekasi',
    '17530',
    '+62 21-8983 7720',
  ],
  ['Indah Permatasari', 'Jl. Malioboro No. 60, Gedong Tengen', 'Yogyakarta', '55271', '+62 822-2701-6684'],
  ['Fajar Nugroho', 'Jl. Margonda Raya No. 301, Beji', 'Depok', '16424', '+62 838-9012-4475'],
  ['Yuliana Halim', 'Ruko Golden Boulevard Blok B-12, BSD City', 'Tangerang Selatan', '15322', '+62 811-1962-3308'],
]

/** A buyer's parcel: an order number of the shop's platform (the `seq`th parcel) and the buyer's address. */
function buyerParcel(seq: number, site: SiteKey, owner: number, buyer: number, lines: Line[], title: string): DeliverySpec {
  const [name, address, city, zip, phone] = site === 'kl' ? MY[buyer % MY.length]! : ID[buyer % ID.length]!
  const platform = site === 'kl' ? (buyer % 2 ? 'SHP' : 'LZD') : buyer % 2 ? 'TKP' : 'SHP'
  return {
    site,
    owner,
    title,
    outOrder: `${platform}${site === 'kl' ? 'MY' : 'ID'}25${String(110_480 + seq * 37).padStart(8, '0')}`,
    name,
    phone,
    country: site === 'kl' ? 'Malaysia' : 'Indonesia',
    city,
    address,
    zip,
    service: name.includes('Sdn') || name.startsWith('PT ') ? 'LTL freight' : site === 'kl' ? 'Standard (2–3 days)' : 'Reguler',
    lines,
  }
}

/** The stocktake's count: what the lines hold, with the differences found per product. */
const counts = (diff: Partial<Record<ProductKey, number>>, products: Record<ProductKey, number>) => async (tx: Tx, id: number) => {
  const lines = await tx
    .select({ Id: InventoryLine.Id, ProductId: InventoryLine.ProductId, ProductNum: InventoryLine.ProductNum })
    .from(InventoryLine)
    .where(eq(InventoryLine.InventoryId, id))
    .orderBy(asc(InventoryLine.Id))
  const found = new Set<ProductKey>()
  return {
    Counts: lines.map((l) => {
      const key = (Object.keys(products) as ProductKey[]).find((k) => products[k] === l.ProductId)!
      // A difference is found once, on the first place holding the product.
      const d = key && !found.has(key) ? (diff[key] ?? 0) : 0
      if (key) found.add(key)
      return { LineId: l.Id, Counted: Math.max(0, l.ProductNum + d) }
    }),
  }
}

/** Every warehouse document of the demo, planned at its time. */
export function planWarehouseDocs(plan: DemoPlan, cast: WarehouseCast) {
  const { myShopee, myLazada, idTokopedia, idShopee } = cast.shops
  const { kl, jkt } = cast.master.sites
  const [wkl, wjkt] = [cast.staff.kl, cast.staff.jkt]
  const P = cast.master.products
  let seq = 0
  const parcel = (site: SiteKey, owner: number, buyer: number, lines: Line[], title: string) =>
    buyerParcel(++seq, site, owner, buyer, lines, title)

  // --- Inbound: the opening stock, stored days ago (the Lazada shop's comes by a transfer below)
  entry(
    plan,
    cast,
    {
      site: 'kl',
      owner: myShopee,
      title: 'Shopee MY 备货 · 海运整柜 MSKU 7781230',
      express: 'COSCO Shipping',
      expressNo: 'MSKU7781230',
      lines: [
        ['flask500', 240],
        ['flask750', 120],
        ['case', 300],
      ],
    },
    {
      to: 'Stored',
      transit: 7 * DAY,
      bad: [0, 2, 0],
      put: [
        [
          ['A-01-01', 200],
          ['A-02-01', 40],
        ],
        [['A-01-02', 118]],
        [['B-02-01', 300]],
      ],
    },
    16 * DAY,
  )
  entry(
    plan,
    cast,
    {
      site: 'jkt',
      owner: idTokopedia,
      title: 'Tokopedia 备货 · 海运拼箱 TEMU 2215561',
      express: 'SITC',
      expressNo: 'TEMU2215561',
      lines: [
        ['mask', 300],
        ['sunscreen', 200],
        ['charger65', 120],
      ],
      // The masks of this container expire in five weeks: the lots screen and the reminders show them.
      lots: [
        ['MM240518', 35],
        ['SP241102', 420],
      ],
    },
    { to: 'Stored', transit: 8 * DAY },
    13 * DAY - 2 * HOUR,
  )

  // --- Stock changing owner, stocktakes: after the opening stock
  const ownership = (site: typeof kl, owner: number, toOwner: number, title: string, lines: [ProductKey, number, string][], by: Who) =>
    plan.story({
      res: res('Ownership'),
      by,
      body: {
        Title: title,
        WarehouseId: site.id,
        OwnerId: owner,
        ToOwnerId: toOwner,
        Lines: lines.map(([p, n, place]) => ({ ProductId: P[p], ProductNum: n, PlaceId: site.places[place] })),
      },
    })
  ownership(kl, myShopee, myLazada, 'Shopee → Lazada 调拨：保温杯 500ml', [['flask500', 30, 'A-01-01']], wkl)
    .then(20 * MIN, 'submit', wkl)
    .then(22 * HOUR, 'approve', cast.admin)
    .endsAgo(9 * DAY)
  ownership(kl, myShopee, myLazada, 'Shopee → Lazada 调拨：手机壳（Lazada 闪购）', [['case', 20, 'B-02-01']], wkl)
    .then(30 * MIN, 'submit', wkl)
    .endsAgo(5 * HOUR)
  ownership(jkt, idTokopedia, idShopee, 'Tokopedia → Shopee ID 调拨：补水面膜', [['mask', 50, 'A-01-01']], wjkt)
    .then(10 * MIN, 'submit', wjkt)
    .endsAgo(1 * DAY + 2 * HOUR)
  ownership(kl, myShopee, myLazada, 'Shopee → Lazada 调拨：保温杯 750ml', [['flask750', 10, 'A-01-02']], wkl)
    .then(15 * MIN, 'submit', wkl)
    .then(1 * DAY, 'reject', cast.admin, { Reason: 'Shopee MY 12.12 大促还有未发订单在用这批保温杯，活动结束后再调拨' })
    .endsAgo(2 * DAY)
  ownership(jkt, idTokopedia, idShopee, 'Tokopedia → Shopee ID 调拨：防晒霜', [['sunscreen', 20, 'A-01-02']], wjkt).endsAgo(1 * HOUR)

  const inventory = (site: typeof kl, zone: string, title: string, by: Who) =>
    plan.story({ res: res('Inventory'), by, body: { Title: title, WarehouseId: site.id, ZoneId: site.zones[zone] ?? 0 } })
  inventory(kl, 'A', 'A 区（常规货架）周盘', wkl)
    .then(10 * MIN, 'start', wkl)
    .then(70 * MIN, 'submitCounts', wkl, counts({ flask750: -1 }, P))
    .then(15 * MIN, 'post', cast.admin)
    .endsAgo(5 * DAY)
  inventory(kl, 'B', 'B 区（小件高值）月盘', wkl)
    .then(5 * MIN, 'start', wkl)
    .then(55 * MIN, 'submitCounts', wkl, counts({ case: -1 }, P))
    .endsAgo(25 * HOUR)
  inventory(jkt, 'A', 'Zona A stock opname mingguan', wjkt)
    .then(5 * MIN, 'start', wjkt)
    .endsAgo(2 * HOUR)
  inventory(jkt, 'B', 'Zona B stock opname', wjkt).endsAgo(30 * MIN)
  // Waiting at the stocktake station for the Kuala Lumpur team.
  inventory(kl, 'A', 'A 区循环盘点（扫码）', wkl).endsAgo(20 * MIN)
  inventory(kl, 'B', 'B 区周盘（重复创建）', wkl)
    .then(5 * MIN, 'cancel', wkl, { Reason: '与 B 区月盘重复' })
    .endsAgo(6 * DAY)

  // --- Inbound in progress: received (one short, its rest a backorder), being put away, arriving, expected
  entry(
    plan,
    cast,
    {
      site: 'kl',
      owner: myLazada,
      title: 'Lazada MY 备货 · 海运拼箱 TGHU 6610442',
      express: 'Evergreen Line',
      expressNo: 'TGHU6610442',
      lines: [
        ['storage', 100],
        ['mop', 40],
      ],
    },
    { to: 'Received', transit: 6 * DAY, received: [100, 32], short: '承运商少送 2 箱拖把（8 套），余货随下一船补到' },
    3 * HOUR + 30 * MIN,
  )
  entry(
    plan,
    cast,
    {
      site: 'jkt',
      owner: idTokopedia,
      title: 'Tokopedia 补货 · 空运 GA 8821',
      express: 'Garuda Cargo',
      expressNo: '126-44910382',
      lines: [['charger65', 60]],
    },
    { to: 'Received', transit: 2 * DAY },
    50 * MIN,
  )
  entry(
    plan,
    cast,
    {
      site: 'kl',
      owner: myShopee,
      title: 'Shopee MY 补货 · 快充充电器',
      express: 'COSCO Shipping',
      expressNo: 'MSKU7790012',
      lines: [['charger20', 150]],
    },
    { to: 'PuttingAway', transit: 7 * DAY, put: [[['B-01-01', 100]]] },
    5 * HOUR,
  )
  entry(
    plan,
    cast,
    {
      site: 'jkt',
      owner: idTokopedia,
      title: 'Tokopedia 补货 · 海运拼箱 TEMU 2230877',
      express: 'SITC',
      expressNo: 'TEMU2230877',
      lines: [['mask', 100]],
    },
    { to: 'PuttingAway', transit: 8 * DAY, put: [[]] },
    2 * HOUR,
  )
  entry(
    plan,
    cast,
    {
      site: 'kl',
      owner: myShopee,
      title: 'Shopee MY 补货 · 空运 MH 6L-901',
      express: 'MASkargo',
      expressNo: '232-88230114',
      lines: [
        ['case', 150],
        ['cable', 200],
      ],
    },
    { to: 'Receiving', transit: 2 * DAY, received: [0, 0] },
    25 * MIN,
  )
  entry(
    plan,
    cast,
    {
      site: 'jkt',
      owner: idTokopedia,
      title: 'Tokopedia 补货 · 防晒霜',
      express: 'SITC',
      expressNo: 'TEMU2241093',
      lines: [['sunscreen', 150]],
    },
    { to: 'Receiving', transit: 8 * DAY, received: [80] },
    1 * DAY,
  )
  entry(
    plan,
    cast,
    {
      site: 'kl',
      owner: myShopee,
      title: 'Shopee MY 12.12 大促备货',
      express: 'COSCO Shipping',
      expressNo: 'MSKU7801456',
      lines: [
        ['flask750', 200],
        ['toothbrush', 80],
      ],
      remark: '总部下单。预计 3 天后到港，到港后优先上架',
      office: true,
    },
    { to: 'Expected' },
    2 * HOUR,
  )
  entry(
    plan,
    cast,
    {
      site: 'jkt',
      owner: idShopee,
      title: 'Shopee ID 备货 · 保温杯/手机壳',
      express: 'OOCL',
      expressNo: 'OOLU8871204',
      lines: [
        ['flask500', 150],
        ['case', 200],
      ],
    },
    { to: 'Expected' },
    6 * HOUR,
  )
  entry(
    plan,
    cast,
    {
      site: 'kl',
      owner: myShopee,
      title: 'Shopee MY 补货 · 移动硬盘（待确认数量）',
      express: '',
      expressNo: '',
      lines: [
        ['drive', 30],
        ['kbm', 20],
      ],
    },
    { to: 'Draft' },
    40 * MIN,
  )
  entry(
    plan,
    cast,
    {
      site: 'kl',
      owner: myLazada,
      title: 'Lazada MY 补货 · 收纳盒',
      express: 'Evergreen Line',
      expressNo: 'TGHU6598820',
      lines: [['storage', 80]],
    },
    { to: 'Cancelled', cancel: '供应商取消发货，改为下月补货' },
    3 * DAY,
  )

  // --- Outbound: buyers' parcels, from long done to just started
  const b2c = (site: SiteKey, owner: number, buyer: number, lines: Line[]) =>
    parcel(
      site,
      owner,
      buyer,
      lines,
      `${site === 'kl' ? '马来西亚' : '印尼'}买家订单 · ${lines.map(([p, n]) => `${PRODUCT_NAME[p]} ×${n}`).join('，')}`,
    )
  delivery(plan, cast, b2c('kl', myShopee, 1, [['flask500', 2]]), { to: 'Signed', carrier: ['J&T Express', '630021884712'] }, 8 * DAY)
  delivery(plan, cast, b2c('jkt', idTokopedia, 1, [['mask', 3]]), { to: 'Shipped', carrier: ['JNE', 'CGK1N02518827734'] }, 3 * DAY)
  delivery(
    plan,
    cast,
    b2c('kl', myShopee, 7, [
      ['flask750', 1],
      ['case', 2],
    ]),
    { to: 'Packed' },
    35 * MIN,
  )
  delivery(plan, cast, b2c('jkt', idTokopedia, 3, [['charger65', 1]]), { to: 'Packed' }, 1 * DAY + 2 * HOUR)
  delivery(plan, cast, b2c('kl', myShopee, 10, [['case', 1]]), { to: 'Packing' }, 20 * MIN)
  delivery(plan, cast, b2c('kl', myLazada, 11, [['flask500', 2]]), { to: 'Packing' }, 1 * HOUR + 15 * MIN)
  delivery(
    plan,
    cast,
    b2c('jkt', idTokopedia, 5, [['mask', 5]]),
    { to: 'Picked', short: { qty: [3], reason: '货架上 2 盒面膜包装破损，不能发货' } },
    1 * HOUR + 10 * MIN,
  )
  delivery(
    plan,
    cast,
    parcel('kl', myShopee, 9, [['flask500', 48]], '批发订单 · Syarikat Maju Jaya：保温杯 500ml ×48'),
    { to: 'Picking' },
    4 * HOUR,
  )
  delivery(plan, cast, b2c('jkt', idTokopedia, 7, [['sunscreen', 2]]), { to: 'Picking' }, 25 * MIN, 0.5)
  delivery(plan, cast, b2c('kl', myShopee, 8, [['flask750', 2]]), { to: 'Allocated' }, 15 * MIN, 0.5)
  delivery(plan, cast, b2c('jkt', idTokopedia, 9, [['mask', 2]]), { to: 'Allocated' }, 2 * HOUR + 30 * MIN)
  delivery(
    plan,
    cast,
    parcel('kl', myLazada, 9, [['drive', 80]], '批发订单 · Syarikat Maju Jaya：移动硬盘 ×80（Lazada 店无货，待调拨）'),
    { to: 'Pending' },
    5 * HOUR,
  )
  delivery(plan, cast, b2c('kl', myShopee, 11, [['kbm', 1]]), { to: 'Draft' }, 20 * MIN)
  delivery(
    plan,
    cast,
    b2c('jkt', idTokopedia, 6, [['mask', 2]]),
    { to: 'Cancelled', cancelFrom: 'Picking', picked: 1, cancel: 'Pembeli membatalkan pesanan di Tokopedia' },
    1 * DAY,
  )
  // Two more small parcels in Kuala Lumpur, allocated minutes ago: with the one above, a round for batch picking.
  delivery(plan, cast, b2c('kl', myShopee, 12, [['case', 2]]), { to: 'Allocated' }, 10 * MIN, 0.5)
  delivery(
    plan,
    cast,
    b2c('kl', myShopee, 13, [
      ['flask500', 1],
      ['case', 1],
    ]),
    { to: 'Allocated' },
    8 * MIN,
    0.5,
  )
  // --- Transfers: Shopee MY phone cases on the road to Jakarta (picked this morning), more being
  // picked for the same road, a move between shelves of Kuala Lumpur done yesterday and one
  // waiting to be put away, one written and not released, one called off.
  const transferLine = async (tx: Tx, id: number) => (await lineIds(tx, StockTransferLine, 'StockTransferId', id))[0]!
  const transfer = (title: string, product: ProductKey, qty: number, to?: number) =>
    plan.story({
      res: res('StockTransfer'),
      by: wkl,
      body: {
        Title: title,
        WarehouseId: kl.id,
        ToWarehouseId: to ?? 0,
        OwnerId: myShopee,
        Lines: [{ ProductId: P[product], ProductNum: qty, FromPlaceId: kl.places[SLOT.kl[product]!]! }],
      },
    })
  const pick = (qty: number) => async (tx: Tx, id: number) => ({ LineId: await transferLine(tx, id), Qty: qty })
  const putOn = (place: string, qty: number) => async (tx: Tx, id: number) => ({
    LineId: await transferLine(tx, id),
    PlaceId: kl.places[place]!,
    Qty: qty,
  })
  transfer('调拨 · Shopee MY 手机壳补雅加达仓', 'case', 20, jkt.id)
    .then(10 * MIN, 'submit', wkl)
    .then(20 * MIN, 'pickLine', wkl, pick(20))
    .then(15 * MIN, 'finishPicking', wkl)
    .endsAgo(4 * HOUR)
  transfer('调拨 · Shopee MY 20W 充电器补雅加达仓', 'charger20', 30, jkt.id)
    .then(10 * MIN, 'submit', wkl)
    .then(15 * MIN, 'pickLine', wkl, pick(10))
    .endsAgo(40 * MIN)
  transfer('移库 · 750ml 保温杯并到 A-02-02', 'flask750', 10)
    .then(5 * MIN, 'submit', wkl)
    .then(10 * MIN, 'pickLine', wkl, pick(10))
    .then(5 * MIN, 'finishPicking', wkl)
    .then(10 * MIN, 'putLine', wkl, putOn('A-02-02', 10))
    .then(5 * MIN, 'complete', wkl)
    .endsAgo(DAY)
  transfer('移库 · 20W 充电器移到 B-01-02', 'charger20', 8)
    .then(5 * MIN, 'submit', wkl)
    .then(10 * MIN, 'pickLine', wkl, pick(8))
    .then(5 * MIN, 'finishPicking', wkl)
    .endsAgo(2 * HOUR)
  transfer('调拨 · 移动硬盘转 Lazada 店（待放行）', 'drive', 5).endsAgo(3 * HOUR)
  transfer('移库 · 750ml 保温杯（取消）', 'flask750', 4)
    .then(5 * MIN, 'submit', wkl)
    .then(HOUR, 'cancel', wkl, { Reason: '货位调整推迟到月底盘点后' })
    .endsAgo(2 * DAY)
}
