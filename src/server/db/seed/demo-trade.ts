import { resourceNamed } from '../../../kernel/server/module.ts'

import { and, eq, inArray, sql } from 'drizzle-orm'

import type { Receipt } from '../../../../machines/declare.ts'

import type { Tx } from '../../../kernel/server/db/client.ts'

import { DeclareIncome, DeclareLogistics, DeclareWaybill, ExportProduct, RebateRate, Refund, Settlement } from '../schema/index.ts'

import { DECLARATION_RESOURCES, TRADE_RESOURCES } from '../../lifecycle/trade.ts'

import { DAY, HOUR, MIN, type Data, type DemoPlan, type Handle, type Who } from './demo-plan.ts'
import { MY, PRODUCT_BARCODE, PRODUCT_EN, PRODUCT_NAME, PRODUCT_SPEC, PRODUCT_UNIT, WEIGHT } from './demo-warehouse.ts'
import type { ProductKey } from './demo-products.ts'

/**
 * Orders of the Malaysian shops in every state, and the customs side of the business: export
 * declarations of goods bound for the overseas warehouses, followed through customs' receipts,
 * and the export tax refunds and FX settlements released goods open.
 */

const res = (name: string) => resourceNamed([...TRADE_RESOURCES, ...DECLARATION_RESOURCES], name)

/** Shop price (hundredths of a ringgit) and export price (US cents), per product. */
const PRICE: Record<ProductKey, [number, number]> = {
  flask500: [3990, 420],
  flask750: [4590, 510],
  storage: [5990, 380],
  mop: [8990, 760],
  brush: [990, 65],
  charger20: [2990, 230],
  charger65: [8990, 780],
  cable: [1590, 85],
  case: [1990, 55],
  kbm: [6990, 950],
  drive: [19900, 2650],
  mask: [2990, 310],
  sunscreen: [3490, 240],
  toothbrush: [7990, 890],
}

const HS: Record<ProductKey, string> = {
  flask500: '9617001100',
  flask750: '9617001100',
  storage: '3924100000',
  mop: '9603909090',
  brush: '9603909090',
  charger20: '8504401400',
  charger65: '8504401400',
  cable: '8544429000',
  case: '3926909090',
  kbm: '8471607100',
  drive: '8471705000',
  mask: '3304990099',
  sunscreen: '3304990091',
  toothbrush: '8509800000',
}

type Line = [ProductKey, number]

export interface TradeCast {
  sales: Who
  supervisor: Who
  /** Other salespeople of the sales teams, and how long ago each stopped taking orders. */
  colleagues?: { who: Who; until: number }[]
  customs: Who
  admin: Who
  products: Record<ProductKey, number>
  shops: { myShopee: number; myLazada: number }
  /** End users (buyers) by name. */
  users: Map<string, number>
  /** The export goods catalogue, by product. */
  exportProducts: Record<ProductKey, number>
}

/** What customs is told each product is (declared elements: the spec's 申报要素, as a customs broker writes them). */
const ELEMENTS: Partial<Record<ProductKey, string>> = {
  flask500: '0|0|不锈钢|保温|真空双层|无品牌',
  flask750: '0|0|不锈钢|保温|真空双层|无品牌',
  charger20: '0|0|充电器|20W|英规|HAITONG',
  charger65: '0|0|充电器|65W|欧规|HAITONG',
  toothbrush: '0|0|电动牙刷|声波|充电式|HAITONG',
  mask: '0|0|护肤用|面膜|玻尿酸|HAITONG',
}

/** The export goods catalogue the customs documents' lines pick from: one entry per product, prices in US cents. */
export async function seedExportProducts(tx: Tx): Promise<Record<ProductKey, number>> {
  const keys = Object.keys(HS) as ProductKey[]
  const rows = await tx
    .insert(ExportProduct)
    .values(
      keys.map((p, i) => ({
        Title: PRODUCT_NAME[p],
        EnTitle: PRODUCT_EN[p],
        HsCode: HS[p],
        Spec: PRODUCT_SPEC[p],
        BarCode: PRODUCT_BARCODE[p],
        Unit: PRODUCT_UNIT[p],
        Unit1: PRODUCT_UNIT[p],
        Unit2: '千克',
        Country: 'CN',
        Prov: '广东',
        Elements: ELEMENTS[p] ?? `0|0|${PRODUCT_NAME[p]}|无品牌`,
        Price: PRICE[p][1],
        Currency: 'USD',
        Weight: WEIGHT[p],
        Score: keys.length - i,
      })),
    )
    .returning({ Id: ExportProduct.Id })
  await tx
    .insert(RebateRate)
    .values(REBATE_RATES.map(([HsCode, Rate, Title], i) => ({ HsCode, Rate, Title, Score: REBATE_RATES.length - i, UpdateAgent: 1 })))
  return Object.fromEntries(keys.map((p, i) => [p, rows[i]!.Id])) as Record<ProductKey, number>
}

/**
 * Export rebate rates of the demo's goods (0.01 %), kept by chapter or heading as a broker keeps
 * them; the refundable tax of every declaration is computed from them.
 */
const REBATE_RATES: readonly [string, number, string][] = [
  ['9617', 1300, '保温瓶及真空容器'],
  ['3924', 1300, '塑料制餐具、厨房用具及其他家庭用具'],
  ['3926', 1300, '其他塑料制品（手机壳等）'],
  ['9603', 1300, '刷子、拖把'],
  ['850440', 1300, '静止式变流器（充电器）'],
  ['8544', 1300, '绝缘电线、电缆（数据线）'],
  ['8471', 1300, '自动数据处理设备及其部件'],
  ['3304', 900, '美容品或化妆品及护肤品'],
  ['8509', 1300, '家用电动器具（电动牙刷）'],
  ['6214', 1300, '披巾、头巾、围巾'],
]

// ---------------------------------------------------------------------------------------------
// Orders

type OrderRoad =
  | { to: 'Unpaid' }
  | { to: 'RetryShip'; waited: number }
  | { to: 'ConfirmReceive'; shippedAfter: number }
  | { to: 'Completed'; shippedAfter: number; received: number; auto?: boolean }
  | { to: 'Cancelled'; how: 'unpaid' | 'expired' | 'paid'; reason?: string }

const PAYMENTS = ['ShopeePay', 'FPX online banking', "Touch 'n Go eWallet", 'Credit card', 'Cash on delivery']
const CARRIERS: [string, string][] = [
  ['J&T Express', '6300'],
  ['Pos Laju', 'EP'],
  ['Ninja Van', 'NVMY'],
  ['DHL eCommerce', '5120'],
]

function planOrders(plan: DemoPlan, cast: TradeCast) {
  let n = 0
  const order = (by: Who, buyer: number, lines: Line[], road: OrderRoad, endsAgo: number) => {
    n += 1
    const [name, address, city, zip, phone] = MY[buyer % MY.length]!
    const shop = buyer % 2 ? cast.shops.myShopee : cast.shops.myLazada
    const total = lines.reduce((s, [p, q]) => s + PRICE[p][0] * q, 0)
    const shipping = total >= 15_000 ? 0 : 490
    const body = (t: number): Data => ({
      OrderNo: `HT${String(251_100 + n * 7).padStart(7, '0')}`,
      Title: lines.map(([p, q]) => `${PRODUCT_NAME[p]} ×${q}`).join('，'),
      ShopId: shop,
      UserId: cast.users.get(name) ?? cast.users.values().next().value,
      OrderTime: t,
      DealAmount: total + shipping,
      Payment: '',
      Name: name,
      Phone: phone,
      Country: 'Malaysia',
      City: city,
      Address: address,
      Zip: zip,
      Remark: shipping ? `含运费 RM ${(shipping / 100).toFixed(2)}` : '满 RM150 免运费',
      Lines: lines.map(([p, q]) => ({ ProductId: cast.products[p], Title: PRODUCT_NAME[p], Spec: '', Num: q, Price: PRICE[p][0] })),
    })
    const pay = { Payment: PAYMENTS[n % PAYMENTS.length] }
    const [carrier, prefix] = CARRIERS[n % CARRIERS.length]!
    const ship = {
      Express: carrier,
      ExpressNo: `${prefix}${String(88_120_000 + n * 4_177).padStart(10, '0')}${prefix === 'EP' ? 'MY' : ''}`,
    }
    const steps: [number, string, Who, Data][] = []
    const waited = 'waited' in road ? road.waited : 25 * MIN + (n % 5) * 17 * MIN
    if (road.to === 'Cancelled') {
      if (road.how === 'unpaid') steps.push([3 * HOUR, 'cancel', cast.supervisor, { Reason: road.reason ?? '' }])
      if (road.how === 'expired') steps.push([24 * HOUR + 5 * MIN, 'expire', null, {}])
      if (road.how === 'paid')
        steps.push([waited, 'pay', cast.supervisor, pay], [6 * HOUR, 'cancel', cast.supervisor, { Reason: road.reason ?? '' }])
    } else if (road.to !== 'Unpaid') {
      steps.push([waited, 'pay', cast.supervisor, pay])
      if (road.to !== 'RetryShip') steps.push([road.shippedAfter, 'ship', cast.supervisor, ship])
      if (road.to === 'Completed')
        steps.push([road.received, road.auto ? 'autoConfirm' : 'confirmReceive', road.auto ? null : cast.supervisor, {}])
    }
    const t0 = plan.now - endsAgo - steps.reduce((sum, [gap]) => sum + gap, 0)
    const s = plan.story({ res: res('Order'), by, body: body(t0) })
    for (const [gap, event, who, data] of steps) s.then(gap, event, who, data)
    return s.from(t0)
  }
  const { sales, supervisor } = cast
  order(sales, 0, [['flask500', 1]], { to: 'Unpaid' }, 12 * MIN)
  order(
    sales,
    3,
    [
      ['charger20', 2],
      ['cable', 2],
    ],
    { to: 'Unpaid' },
    2 * HOUR,
  )
  order(supervisor, 6, [['toothbrush', 1]], { to: 'Unpaid' }, 20 * HOUR)
  order(
    sales,
    1,
    [
      ['flask750', 1],
      ['brush', 2],
    ],
    { to: 'RetryShip', waited: 20 * MIN },
    40 * MIN,
  )
  order(supervisor, 5, [['mop', 1]], { to: 'RetryShip', waited: 35 * MIN }, 12 * HOUR)
  order(
    sales,
    8,
    [
      ['drive', 1],
      ['cable', 1],
    ],
    { to: 'RetryShip', waited: 15 * MIN },
    23 * HOUR,
  )
  order(sales, 2, [['case', 2]], { to: 'RetryShip', waited: 2 * HOUR }, 30 * HOUR)
  order(sales, 11, [['flask500', 4]], { to: 'RetryShip', waited: 40 * MIN }, 3 * DAY)
  order(sales, 9, [['charger20', 1]], { to: 'ConfirmReceive', shippedAfter: 20 * HOUR }, 10 * HOUR)
  order(
    supervisor,
    10,
    [
      ['sunscreen', 3],
      ['mask', 1],
    ],
    { to: 'ConfirmReceive', shippedAfter: 1 * DAY },
    2 * DAY,
  )
  order(sales, 6, [['flask750', 2]], { to: 'ConfirmReceive', shippedAfter: 1 * DAY }, 8 * DAY)
  order(sales, 1, [['toothbrush', 2]], { to: 'Completed', shippedAfter: 1 * DAY, received: 3 * DAY }, 1 * DAY)
  order(supervisor, 7, [['mop', 2]], { to: 'Completed', shippedAfter: 2 * DAY, received: 4 * DAY }, 9 * DAY)
  order(sales, 2, [['flask500', 2]], { to: 'Completed', shippedAfter: 1 * DAY, received: 10 * DAY, auto: true }, 2 * DAY)
  order(sales, 5, [['drive', 1]], { to: 'Cancelled', how: 'unpaid', reason: '买家改买 2TB 款，取消本单' }, 1 * DAY)
  order(sales, 8, [['kbm', 2]], { to: 'Cancelled', how: 'expired' }, 1 * DAY)
  order(
    supervisor,
    9,
    [
      ['charger20', 5],
      ['cable', 5],
    ],
    { to: 'Cancelled', how: 'paid', reason: '吉隆坡仓该批充电器待 SIRIM 复检，买家同意退款' },
    5 * HOUR,
  )

  // Three months of completed orders behind them, the sales teams taking turns, so the achievement
  // charts have a shape on first start (every week, last week included, holds some deals).
  const baskets: Line[][] = [
    [['flask500', 2]],
    [
      ['drive', 1],
      ['cable', 2],
    ],
    [
      ['mop', 1],
      ['brush', 3],
    ],
    [['toothbrush', 1]],
    [
      ['sunscreen', 4],
      ['mask', 2],
    ],
    [['charger65', 1]],
    [['kbm', 2]],
    [
      ['storage', 3],
      ['case', 2],
    ],
    [
      ['flask750', 2],
      ['charger20', 1],
    ],
  ]
  const shippedAfter = 1 * DAY
  const received = 3 * DAY
  for (let k = 0, paidAgo = 95 * DAY; paidAgo >= 6 * DAY; k++, paidAgo -= 37 * HOUR) {
    const team = [sales, supervisor, ...(cast.colleagues ?? []).filter((c) => paidAgo > c.until).map((c) => c.who)]
    const by = team[k % team.length]!
    const basket = baskets[(k * 5) % baskets.length]!.map(([p, q]) => [p, q + (k % 3)] as Line)
    order(by, k + 3, basket, { to: 'Completed', shippedAfter, received, auto: k % 4 === 0 }, paidAgo - shippedAfter - received)
  }
}

// ---------------------------------------------------------------------------------------------
// Declarations, tax refunds, FX settlements

interface DeclareSpec {
  mode: 9610 | 9710 | 9810
  name: string
  to: 'MY' | 'ID' | 'VN' | 'TH'
  client: string
  platform: string
  logistics: [string, string, string]
  lines: Line[]
  /** Spoils what the goods say (a bad HS code, net weight above gross): customs rejects it. */
  flaw?: 'hs' | 'weight'
  /** No exporter's code: the gateway cannot file the message. */
  noOwnerCode?: boolean
}

/** What happened to it: receipts in polls, each poll a gap after the one before; or an exit. */
interface DeclareRoad {
  post?: number
  polls?: [number, number[]][]
  amend?: number
  withdraw?: [number, string]
}

/** Customs' texts, as the single window writes them. */
const RECEIPT_TEXT: Record<number, string> = {
  100: '',
  120: '海关入库成功',
  300: '转人工审核',
  399: '审结',
  500: '布控查验',
  501: '扣留：请补充充电器 SIRIM 认证证书',
  700: '退运：查验后出口商申请退运',
  800: '放行',
  899: '结关',
}

const OWNER = { OwnerName: '深圳海通跨境供应链有限公司', OwnerCardId: '91440300MA5G8K2X70', OwnerPhone: '0755-86001234' }
const PAY: [string, string][] = [
  ['LIANLIAN', 'LianLian Global'],
  ['PINGPONG', 'PingPong'],
  ['ALIPAY', 'Alipay'],
]

function declareBody(d: DeclareSpec, n: number, catalogue: Record<ProductKey, number>): Data {
  const goods = d.lines.map(([p, q], i) => {
    const weight = Math.round(WEIGHT[p] * q * 1000) / 1000
    return {
      ProductId: catalogue[p],
      Title: PRODUCT_NAME[p],
      Spec: PRODUCT_SPEC[p],
      BarCode: PRODUCT_BARCODE[p],
      HsCode: d.flaw === 'hs' && i === 0 ? HS[p].slice(0, 5) : HS[p],
      Unit: PRODUCT_UNIT[p],
      Unit1: PRODUCT_UNIT[p],
      Num1: q,
      Unit2: '千克',
      Num2: weight,
      Country: 'CN',
      Num: q,
      Price: PRICE[p][1],
      Weight: weight,
    }
  })
  const net = Math.round(goods.reduce((s, g) => s + g.Weight, 0) * 1000) / 1000
  const gross = Math.round(net * 1.12 * 1000) / 1000
  const amount = goods.reduce((s, g) => s + g.Num * g.Price, 0)
  const [pay, payName] = PAY[n % PAY.length]!
  return {
    Mode: d.mode,
    Name: d.name,
    OrderCode: `EX${String(25_110 + n * 13).padStart(8, '0')}`,
    OutId: '',
    ClientName: d.client,
    ...OWNER,
    ...(d.noOwnerCode ? { OwnerCardId: '' } : {}),
    LogisticsCode: d.logistics[0],
    LogisticsName: d.logistics[1],
    // A retail parcel has a waybill of its own; goods in bulk travel under the carrier's.
    LogisticsNo: d.mode === 9610 ? `${d.logistics[0]}${7_700_000_000 + n * 131}` : d.logistics[2],
    PayCode: pay,
    PayName: payName,
    PlatformCode: d.platform.toUpperCase().replace(/\s+/g, ''),
    PlatformName: d.platform,
    FromCountry: 'CN',
    ToCountry: d.to,
    Num: goods.reduce((s, g) => s + g.Num, 0),
    TotalWeight: d.flaw === 'weight' ? Math.round(net * 0.9 * 1000) / 1000 : gross,
    NetWeight: net,
    ProductAmount: amount,
    DeliveryExpenses: Math.round(amount * 0.04),
    InsuranceExpenses: Math.round(amount * 0.003),
    Currency: 'USD',
    // B2B buyers buy CIF; retail parcels and stock for the overseas warehouse go FOB.
    DealWay: d.mode === 9710 ? 'CIF' : 'FOB',
    ThirdName: '深圳市前海海通报关服务有限公司',
    ThirdCardId: '4403180A1K',
    // Cosmetics are subject to inspection before export.
    ...(d.lines.some(([p]) => p === 'mask' || p === 'sunscreen')
      ? { Property: '11', PropertyName: '法定检验（化妆品）', PropertyNo: `4403000${25_110 + n * 7}`, PropertyCheck: 1 }
      : {}),
    // The refundable tax is left to the server: the goods' FOB value at their rebate rates.
    Lines: goods,
  }
}

/** How one of a 9610 list's documents is made to disagree with it (the demo's mismatch). */
type Disagreement = { paidLess?: number; otherConsignee?: string }

/**
 * The order, payment receipt and logistics waybill of a 9610 list, as the platform, the payment
 * company and the carrier send them: agreeing with the declaration (unless told otherwise), each
 * posted and accepted by customs before the declaration is created at `t0`.
 */
function planMatched(plan: DemoPlan, cast: TradeCast, body: Data, t0: number, n: number, off: Disagreement = {}) {
  const phone = ['+60 12-388 1024', '+62 812-8830-1177', '+84 90 318 2266', '+66 81 552 0147'][n % 4]!
  const address =
    {
      MY: 'No. 18, Jalan Bukit Bintang, 55100 Kuala Lumpur',
      ID: 'Jl. Jend. Sudirman Kav. 52, Jakarta 12190',
      VN: '72 Lê Thánh Tôn, Quận 1, TP. Hồ Chí Minh',
      TH: '999/9 Rama I Rd, Pathum Wan, Bangkok 10330',
    }[String(body.ToCountry)] ?? ''
  const accepted = (doc: string, docBody: Data, start: number) =>
    plan
      .story({ res: res(doc), by: cast.customs, body: docBody })
      .then(10 * MIN, 'post', cast.customs)
      .then(35 * MIN, 'getResult', cast.customs, {}, (at) => [{ Code: 120, Text: RECEIPT_TEXT[120]!, Time: at - 5 * MIN }])
      .from(start)
  const goods = (body.Lines as Data[]).map((l) => ({ ...l }))
  const order = accepted(
    'DeclareOrder',
    {
      OrderCode: body.OrderCode,
      PlatformCode: body.PlatformCode,
      PlatformName: body.PlatformName,
      OwnerName: body.OwnerName,
      OwnerCardId: body.OwnerCardId,
      ClientName: body.ClientName,
      ClientPhone: phone,
      ClientAddress: address,
      ToCountry: body.ToCountry,
      Currency: 'USD',
      ProductAmount: body.ProductAmount,
      DeliveryExpenses: body.DeliveryExpenses,
      SignTime: t0 - 6 * HOUR,
      Lines: goods,
    },
    t0 - 5 * HOUR,
  )
  const receipt = accepted(
    'DeclareReceipt',
    {
      OrderCode: body.OrderCode,
      PayCode: body.PayCode,
      PayName: body.PayName,
      OutId: `${String(body.PayCode)}${20_251_100_000 + n * 977}`,
      ClientName: body.ClientName,
      Currency: 'USD',
      PaidAmount: Number(body.ProductAmount) - (off.paidLess ?? 0),
      CollectedTime: t0 - 5 * HOUR - 20 * MIN,
    },
    t0 - 4 * HOUR,
  )
  const logistics = accepted(
    'DeclareLogistics',
    {
      OrderCode: body.OrderCode,
      LogisticsCode: body.LogisticsCode,
      LogisticsName: body.LogisticsName,
      LogisticsNo: body.LogisticsNo,
      ClientName: off.otherConsignee ?? body.ClientName,
      ClientPhone: phone,
      ClientAddress: address,
      ToCountry: body.ToCountry,
      Num: Math.max(1, Math.ceil(Number(body.Num) / 60)),
      TotalWeight: body.TotalWeight,
      NetWeight: Math.min(Number(body.NetWeight), Number(body.TotalWeight)),
      DeliveryExpenses: body.DeliveryExpenses,
      InsuranceExpenses: body.InsuranceExpenses,
    },
    t0 - 3 * HOUR,
  )
  return { order, receipt, logistics, acceptedAt: t0 - 3 * HOUR + 45 * MIN }
}

/** Customs' receipts of one poll: the codes issued since the last poll, the newest just before it. */
function poll(codes: number[], reason: string) {
  return (at: number): Receipt[] =>
    codes.map((Code, i) => ({ Code, Text: Code === 100 ? reason : (RECEIPT_TEXT[Code] ?? ''), Time: at - (codes.length - i) * 47 * MIN }))
}

// (A weight flaw never reaches customs: sending it is refused before.)
const problems = (d: DeclareSpec) => (d.flaw === 'hs' ? `第1项商品（${PRODUCT_NAME[d.lines[0]![0]]}）商品编码无效` : '')

/** What a released declaration's refund and settlement go through after it (gaps from the release). */
interface FinanceRoad {
  refund?: { amountAfter?: number; steps?: [number, string, 'customs' | 'admin', Data?][] }
  settlement?: { steps?: [number, string, 'customs' | 'admin', Data?][] }
}

/** After a declaration's receipts: its goods reported at the port, then gone (gaps from the poll that accepted it). */
interface PortRoad {
  arrivalAfter: number
  port: string
  departureAfter?: number
  voyage?: string
}

function planDeclarations(plan: DemoPlan, cast: TradeCast) {
  let n = 0
  /** The waybills of the retail lists, with when customs accepted them (a master waybill gathers some). */
  const parcels: { h: Handle; acceptedAt: number }[] = []
  /** Each reported declaration's arrival (its departures name it). */
  const arrivals = new Map<Handle, Handle>()
  const declare = (
    d: DeclareSpec,
    road: DeclareRoad,
    endsAgo: number,
    finance?: FinanceRoad,
    more: { off?: Disagreement; port?: PortRoad } = {},
  ) => {
    n += 1
    // This declaration's number: the steps planned below run after every declaration is planned.
    const k = n
    const body = declareBody(d, k, cast.exportProducts)
    const s = plan.story({ res: res('Declare'), by: cast.customs, body })
    if (road.withdraw) s.then(road.withdraw[0], 'withdraw', cast.customs, { Reason: road.withdraw[1] })
    if (road.post !== undefined) s.then(road.post, 'post', cast.customs)
    // A closing receipt after the release is fetched by the scheduler's poll, as the product does.
    for (const [gap, codes] of road.polls ?? [])
      if (codes.join() === '899') s.then(gap, 'close', null, {}, poll(codes, problems(d)))
      else s.then(gap, 'getResult', cast.customs, {}, poll(codes, problems(d)))
    if (road.amend !== undefined) s.then(road.amend, 'amend', cast.customs)
    const t0 = plan.now - endsAgo - s.length
    // A retail list is matched against its order, payment receipt and waybill: they come first.
    if (d.mode === 9610) {
      const docs = planMatched(plan, cast, body, t0, n, more.off)
      parcels.push({ h: docs.logistics, acceptedAt: docs.acceptedAt })
    }
    const h = s.from(t0)
    if (more.port) {
      const { port, voyage = '' } = more.port
      const accepted = t0 + (road.post ?? 0) + (road.polls?.[0]?.[0] ?? 0)
      const arrivedAt = accepted + more.port.arrivalAfter
      const answer = (at: number) => [{ Code: 120, Text: RECEIPT_TEXT[120]!, Time: at - 5 * MIN }]
      // Each names the document before it, there by the time it is created.
      const arrival = plan
        .story({
          res: res('DeclareArrival'),
          by: cast.customs,
          body: () => ({
            DeclareId: h.id,
            Port: port,
            LogisticsNo: body.LogisticsNo,
            Num: body.Num,
            TotalWeight: body.TotalWeight,
            SignTime: arrivedAt - 30 * MIN,
          }),
        })
        .then(10 * MIN, 'post', cast.customs)
        .then(40 * MIN, 'getResult', cast.customs, {}, answer)
        .from(arrivedAt)
      arrivals.set(h, arrival)
      if (more.port.departureAfter !== undefined) {
        const t = arrivedAt + 50 * MIN + more.port.departureAfter
        plan
          .story({
            res: res('DeclareDeparture'),
            by: cast.customs,
            body: () => ({ DeclareArrivalId: arrival.id, Voyage: voyage, Port: port, SignTime: t - 20 * MIN }),
          })
          .then(10 * MIN, 'post', cast.customs)
          .then(30 * MIN, 'getResult', cast.customs, {}, answer)
          .from(t)
      }
    }
    if (finance) {
      // Released by the poll whose receipts end with 800; later polls (a closing 899) come after it.
      const polls = road.polls ?? []
      const at = polls.findIndex(([, codes]) => codes.includes(800))
      const released = plan.now - endsAgo - polls.slice(at + 1).reduce((sum, [gap]) => sum + gap, 0)
      const whoOf = (w: 'customs' | 'admin') => (w === 'customs' ? cast.customs : cast.admin)
      const refund: Handle = { doc: 'Refund', id: 0, find: (tx) => derived(tx, Refund, h) }
      const settlement: Handle = { doc: 'Settlement', id: 0, find: (tx) => derived(tx, Settlement, h) }
      const amountAfter = finance.refund?.amountAfter
      // The release opened the tax refund at the refundable tax; the VAT invoices it rests on are noted on it.
      if (amountAfter !== undefined)
        plan.at(released + amountAfter, async () => {
          const id = refund.id || (refund.id = await refund.find!(plan.tx))
          await plan.tx
            .update(Refund)
            .set({ Reason: `出口退税（增值税专用发票 ${4403_2511_00 + k * 17} 等）` })
            .where(eq(Refund.Id, id))
          const sid = settlement.id || (settlement.id = await settlement.find!(plan.tx))
          await plan.tx.update(Settlement).set({ BankName: '招商银行深圳科技园支行（外币账户）' }).where(eq(Settlement.Id, sid))
        })
      let t = released
      for (const [gap, event, who, data] of finance.refund?.steps ?? []) plan.send((t += gap), refund, event, whoOf(who), data ?? {})
      const settling = finance.settlement?.steps ?? []
      if (settling.some(([, event]) => event === 'submit')) {
        // The buyer's money came in before it is settled: the income the settlement draws on.
        const at = released + Math.max(1, Math.floor(settling[0]![0] / 2))
        plan.at(at, async () => {
          const sid = settlement.id || (settlement.id = await settlement.find!(plan.tx))
          const owner = cast.customs as { agentId: number; departmentId: number }
          const [income] = await plan.tx
            .insert(DeclareIncome)
            .values({
              DeclareId: h.id,
              AgentId: owner.agentId,
              DepartmentId: owner.departmentId,
              ClientName: d.client,
              PayName: String(body.PayName),
              BankName: '招商银行深圳科技园支行（外币账户）',
              OutId: `CMB-FX-${202_511_000 + k * 37}`,
              Currency: 'USD',
              Amount: Number(body.ProductAmount),
              CollectedTime: at - 3 * HOUR,
              CreateTime: at,
              UpdateTime: at,
            })
            .returning({ Id: DeclareIncome.Id })
          await plan.tx.update(Settlement).set({ IncomeId: income!.Id }).where(eq(Settlement.Id, sid))
        })
      }
      t = released
      for (const [gap, event, who, data] of settling) {
        // Part of the proceeds settled: a share of what there is to settle.
        const share = Number(data?.Share ?? 0)
        const payload = share
          ? async (tx: Tx, id: number) => ({ SettledAmount: Math.round((await amountOf(tx, id)) * share) })
          : (data ?? {})
        plan.send((t += gap), settlement, event, whoOf(who), payload)
      }
    }
    return h
  }

  const kl: [string, string, string] = ['COSCO', 'COSCO Shipping', 'MSKU7781230']
  const air: [string, string, string] = ['MH', 'MASkargo', '232-88217765']
  const jkt: [string, string, string] = ['SITC', 'SITC Container Lines', 'TEMU2215561']
  const vn: [string, string, string] = ['SF', 'SF International', 'SF1420873316650']
  const th: [string, string, string] = ['KERRY', 'Kerry Express Thailand', 'KETH2511038842']

  // To post: drafts, one refused by the gateway, one amended after a rejection; and the rejected.
  declare(
    {
      mode: 9810,
      name: 'Shopee MY 12.12 备货出口 · 保温杯/电动牙刷',
      to: 'MY',
      client: 'HaiTong Logistics (M) Sdn. Bhd.',
      platform: 'Shopee',
      logistics: kl,
      lines: [
        ['flask750', 200],
        ['toothbrush', 80],
      ],
    },
    {},
    45 * MIN,
  )
  declare(
    {
      mode: 9610,
      name: '越南零售包裹 · 手机壳/数据线（11 月第 3 批）',
      to: 'VN',
      client: 'Công ty TNHH Thương mại Phú Thành',
      platform: 'Shopee',
      logistics: vn,
      lines: [
        ['case', 120],
        ['cable', 120],
      ],
      noOwnerCode: true,
    },
    { post: 2 * HOUR },
    3 * HOUR,
  )
  declare(
    {
      mode: 9710,
      name: '泰国 B2B 直出 · 防晒霜',
      to: 'TH',
      client: 'Siam Global Trading Co., Ltd.',
      platform: 'Lazada',
      logistics: th,
      lines: [['sunscreen', 400]],
      flaw: 'hs',
    },
    { post: 30 * MIN, polls: [[3 * HOUR, [100]]], amend: 1 * DAY },
    1 * DAY + 2 * HOUR,
  )
  declare(
    {
      mode: 9810,
      name: 'Tokopedia 备货出口 · 氮化镓充电器',
      to: 'ID',
      client: 'PT Haitong Logistik Indonesia',
      platform: 'Tokopedia',
      logistics: jkt,
      lines: [
        ['charger65', 150],
        ['cable', 200],
      ],
      flaw: 'hs',
    },
    { post: 40 * MIN, polls: [[5 * HOUR, [100]]] },
    1 * DAY + 20 * HOUR,
  )
  declare(
    {
      mode: 9610,
      name: '马来西亚零售包裹 · 面膜（11 月第 2 批）',
      to: 'MY',
      client: 'HaiTong Official Store (Shopee MY)',
      platform: 'Shopee',
      logistics: air,
      lines: [['mask', 200]],
      // Its net weight is above the gross: sending it is refused before customs sees it.
      flaw: 'weight',
    },
    {},
    6 * HOUR,
  )
  declare(
    {
      mode: 9710,
      name: '越南 B2B 直出 · 收纳盒（客户取消）',
      to: 'VN',
      client: 'Công ty TNHH Thương mại Phú Thành',
      platform: 'Shopee',
      logistics: vn,
      lines: [['storage', 60]],
    },
    { withdraw: [1 * DAY, '客户取消订单，货物转内销'] },
    5 * DAY,
  )

  // Awaiting customs' result.
  declare(
    {
      mode: 9810,
      name: 'Lazada MY 补货出口 · 清洁刷/收纳盒',
      to: 'MY',
      client: 'HaiTong Logistics (M) Sdn. Bhd.',
      platform: 'Lazada',
      logistics: kl,
      lines: [
        ['brush', 200],
        ['storage', 50],
      ],
    },
    { post: 1 * HOUR },
    30 * MIN,
  )
  const thParcel = declare(
    {
      mode: 9610,
      name: '泰国零售包裹 · 电动牙刷',
      to: 'TH',
      client: 'Siam Global Trading Co., Ltd.',
      platform: 'Lazada',
      logistics: th,
      lines: [['toothbrush', 60]],
    },
    { post: 30 * MIN, polls: [[3 * HOUR, [120]]] },
    5 * HOUR,
    undefined,
    { port: { arrivalAfter: 20 * MIN, port: '深圳湾口岸（5320）' } },
  )
  declare(
    {
      mode: 9710,
      name: '越南 B2B 直出 · 无线键鼠',
      to: 'VN',
      client: 'Công ty TNHH Thương mại Phú Thành',
      platform: 'Shopee',
      logistics: vn,
      lines: [['kbm', 100]],
    },
    { post: 45 * MIN, polls: [[4 * HOUR, [120]]] },
    2 * DAY + 6 * HOUR,
  )
  declare(
    {
      mode: 9810,
      name: 'Shopee MY 补货出口 · 移动硬盘',
      to: 'MY',
      client: 'HaiTong Logistics (M) Sdn. Bhd.',
      platform: 'Shopee',
      logistics: air,
      lines: [['drive', 60]],
    },
    { post: 1 * HOUR, polls: [[6 * HOUR, [120, 300]]] },
    1 * DAY,
  )
  declare(
    {
      mode: 9810,
      name: 'Lazada MY 补货出口 · 拖把桶',
      to: 'MY',
      client: 'HaiTong Logistics (M) Sdn. Bhd.',
      platform: 'Lazada',
      logistics: kl,
      lines: [['mop', 40]],
    },
    { post: 50 * MIN, polls: [[5 * HOUR, [120, 500]]] },
    10 * HOUR,
  )
  declare(
    {
      mode: 9810,
      name: 'Shopee MY 补货出口 · 快充充电器',
      to: 'MY',
      client: 'HaiTong Logistics (M) Sdn. Bhd.',
      platform: 'Shopee',
      logistics: kl,
      lines: [['charger20', 150]],
    },
    {
      post: 1 * HOUR,
      polls: [
        [3 * HOUR, [120, 500]],
        [1 * DAY, [501]],
      ],
    },
    3 * DAY,
  )
  declare(
    {
      mode: 9610,
      name: '印尼零售包裹 · 补水面膜',
      to: 'ID',
      client: 'Haitong Official (Tokopedia)',
      platform: 'Tokopedia',
      logistics: jkt,
      lines: [['mask', 100]],
    },
    {
      post: 40 * MIN,
      polls: [
        [2 * HOUR, [120, 300]],
        [20 * HOUR, [399]],
      ],
    },
    4 * HOUR,
  )

  // Released, feeding the export tax refund and the FX settlement; one closed since, one returned.
  const C = 'customs' as const
  const A = 'admin' as const
  declare(
    {
      mode: 9810,
      name: 'Shopee MY 12.12 备货出口 · 保温杯',
      to: 'MY',
      client: 'HaiTong Logistics (M) Sdn. Bhd.',
      platform: 'Shopee',
      logistics: kl,
      lines: [['flask750', 200]],
    },
    {
      post: 1 * HOUR,
      polls: [
        [18 * HOUR, [120, 300]],
        [20 * HOUR, [399, 800]],
      ],
    },
    2 * HOUR,
    {},
  )
  declare(
    {
      mode: 9810,
      name: 'Lazada MY 补货出口 · 收纳盒/拖把桶',
      to: 'MY',
      client: 'HaiTong Logistics (M) Sdn. Bhd.',
      platform: 'Lazada',
      logistics: kl,
      lines: [
        ['storage', 100],
        ['mop', 40],
      ],
    },
    {
      post: 1 * HOUR,
      polls: [
        [4 * HOUR, [120, 500]],
        [1 * DAY, [399, 800]],
      ],
    },
    1 * DAY,
    { refund: { amountAfter: 3 * HOUR }, settlement: { steps: [[4 * HOUR, 'submit', C]] } },
  )
  declare(
    {
      mode: 9710,
      name: '泰国 B2B 直出 · 保温杯',
      to: 'TH',
      client: 'Siam Global Trading Co., Ltd.',
      platform: 'Lazada',
      logistics: th,
      lines: [['flask500', 300]],
    },
    {
      post: 30 * MIN,
      polls: [
        [3 * HOUR, [120, 300]],
        [1 * DAY, [399, 800]],
      ],
    },
    3 * DAY,
    {
      refund: { amountAfter: 5 * HOUR, steps: [[2 * DAY, 'reject', A, { Reason: '增值税发票号码与报关单商品不一致，请核对后重新申报' }]] },
      settlement: { steps: [[2 * HOUR, 'submit', C]] },
    },
  )
  declare(
    {
      mode: 9810,
      name: 'Tokopedia 备货出口 · 面膜/防晒霜',
      to: 'ID',
      client: 'PT Haitong Logistik Indonesia',
      platform: 'Tokopedia',
      logistics: jkt,
      lines: [
        ['mask', 300],
        ['sunscreen', 200],
      ],
    },
    {
      post: 1 * HOUR,
      polls: [
        [5 * HOUR, [120, 300]],
        [1 * DAY, [399, 800]],
      ],
    },
    6 * DAY,
    { refund: { amountAfter: 1 * DAY }, settlement: { steps: [[2 * DAY, 'cancel', C]] } },
  )
  declare(
    {
      mode: 9810,
      name: 'Shopee ID 备货出口 · 保温杯/数据线/手机壳',
      to: 'ID',
      client: 'PT Haitong Logistik Indonesia',
      platform: 'Shopee',
      logistics: jkt,
      lines: [
        ['flask500', 150],
        ['cable', 300],
        ['case', 200],
      ],
    },
    {
      post: 1 * HOUR,
      polls: [
        [3 * HOUR, [120, 500]],
        [1 * DAY, [399, 800]],
      ],
    },
    12 * DAY,
    {
      refund: { amountAfter: 1 * DAY, steps: [[10 * DAY, 'approve', A]] },
      settlement: {
        steps: [
          [1 * DAY, 'submit', C],
          [1 * DAY, 'approve', A, { Share: 0.6 }],
        ],
      },
    },
  )
  declare(
    {
      mode: 9810,
      name: 'Shopee MY 补货出口 · 手机壳/键鼠/硬盘/牙刷',
      to: 'MY',
      client: 'HaiTong Logistics (M) Sdn. Bhd.',
      platform: 'Shopee',
      logistics: air,
      lines: [
        ['case', 300],
        ['kbm', 80],
        ['drive', 60],
        ['toothbrush', 100],
      ],
    },
    {
      post: 40 * MIN,
      polls: [
        [2 * HOUR, [120, 300]],
        [1 * DAY, [399, 800]],
      ],
    },
    20 * DAY,
    {
      refund: { amountAfter: 2 * DAY, steps: [[11 * DAY, 'approve', A]] },
      settlement: {
        steps: [
          [2 * DAY, 'submit', C],
          [2 * DAY, 'reject', A, { Reason: '收汇银行信息缺失：请补充外币账户和 SWIFT 代码' }],
        ],
      },
    },
  )
  declare(
    {
      mode: 9810,
      name: 'Shopee MY 备货出口 · 保温杯/充电器/数据线',
      to: 'MY',
      client: 'HaiTong Logistics (M) Sdn. Bhd.',
      platform: 'Shopee',
      logistics: kl,
      lines: [
        ['flask500', 240],
        ['flask750', 120],
        ['charger20', 300],
        ['cable', 400],
      ],
    },
    {
      post: 1 * HOUR,
      polls: [
        [3 * HOUR, [120, 300]],
        [1 * DAY, [399, 800]],
        [30 * DAY, [899]],
      ],
    },
    10 * DAY,
    {
      refund: {
        amountAfter: 1 * DAY,
        steps: [
          [3 * DAY, 'reject', A, { Reason: '缺少出口货物报关单退税联' }],
          [2 * DAY, 'reapply', C],
          [2 * DAY, 'approve', A],
          [5 * DAY, 'pay', A],
        ],
      },
      settlement: {
        steps: [
          [2 * DAY, 'submit', C],
          [3 * DAY, 'approve', A, { Share: 0.6 }],
          [10 * DAY, 'settleRest', A],
        ],
      },
    },
  )
  declare(
    {
      mode: 9810,
      name: 'Lazada MY 补货出口 · 充电器（退运）',
      to: 'MY',
      client: 'HaiTong Logistics (M) Sdn. Bhd.',
      platform: 'Lazada',
      logistics: kl,
      lines: [['charger20', 200]],
    },
    {
      post: 1 * HOUR,
      polls: [
        [1 * DAY, [120, 500, 501]],
        [4 * DAY, [700]],
      ],
    },
    15 * DAY,
  )

  // One retail export the whole way: order, payment and waybill matched and accepted; the list
  // released; arrival and departure reported; the tax refund applied; income in and settlement submitted.
  declare(
    {
      mode: 9610,
      name: '马来西亚零售包裹 · 保温杯/电动牙刷（11 月第 1 批）',
      to: 'MY',
      client: 'Nurul Aisyah binti Rahman',
      platform: 'Shopee',
      logistics: air,
      lines: [
        ['flask500', 40],
        ['toothbrush', 20],
      ],
    },
    {
      post: 30 * MIN,
      polls: [
        [3 * HOUR, [120, 300]],
        [1 * DAY, [399, 800]],
      ],
    },
    6 * DAY,
    { refund: { amountAfter: 4 * HOUR }, settlement: { steps: [[2 * DAY, 'submit', C]] } },
    { port: { arrivalAfter: 6 * HOUR, port: '深圳宝安国际机场（5301）', departureAfter: 1 * DAY + 6 * HOUR, voyage: 'MH377' } },
  )
  // One whose payment and waybill disagree with it: sending it names what to fix.
  declare(
    {
      mode: 9610,
      name: '印尼零售包裹 · 防晒霜（待核对）',
      to: 'ID',
      client: 'Dewi Lestari',
      platform: 'Tokopedia',
      logistics: jkt,
      lines: [['sunscreen', 120]],
    },
    {},
    2 * HOUR,
    undefined,
    { off: { paidLess: 1500, otherConsignee: 'Dewi Lestari Putri' } },
  )

  // A master waybill gathers logistics waybills customs accepted; its pieces and weights are theirs.
  const masterWaybill = (body: Data, at: number, subs: () => Handle[], road: 'Draft' | 'Posted' | 'Rejected' | 'Accepted', reason = '') => {
    const s = plan.story({
      res: res('DeclareWaybill'),
      by: cast.customs,
      body: { LogisticsCode: 'MH', LogisticsName: 'MASkargo', FromCountry: 'CN', ToCountry: 'MY', Lines: [], ...body },
    })
    if (road !== 'Draft') s.then(20 * MIN, 'post', cast.customs)
    if (road === 'Accepted' || road === 'Rejected')
      s.then(50 * MIN, 'getResult', cast.customs, {}, (t) => [
        { Code: road === 'Accepted' ? 120 : 100, Text: road === 'Accepted' ? RECEIPT_TEXT[120]! : reason, Time: t - 5 * MIN },
      ])
    const master = s.from(at)
    plan.at(at + 5 * MIN, async () => {
      const ids = subs().map((h) => h.id)
      if (ids.length) await plan.tx.update(DeclareLogistics).set({ WaybillId: master.id }).where(inArray(DeclareLogistics.Id, ids))
      await plan.tx.execute(
        sql`update ${DeclareWaybill} w set num = s.num, total_weight = s.gross, net_weight = s.net from (select coalesce(sum(num), 0) as num, coalesce(sum(total_weight), 0) as gross, coalesce(sum(net_weight), 0) as net from ${DeclareLogistics} where waybill_id = ${master.id}) s where w.id = ${master.id}`,
      )
    })
    return master
  }
  const masterAt = plan.now - 7 * HOUR
  const flown = parcels.filter((p) => p.acceptedAt < masterAt - HOUR).map((p) => p.h)
  masterWaybill({ LogisticsNo: '232-88217765', Voyage: 'MH377' }, masterAt, () => flown, 'Accepted')

  // Each customs document also in every state short of accepted: the queues show them on first start.
  const loose = (
    doc: string,
    body: Data | (() => Data),
    road: 'Draft' | 'Posted' | 'Rejected' | 'Withdrawn' | 'Accepted',
    endsAgo: number,
    reason = '',
  ) => {
    const s = plan.story({ res: res(doc), by: cast.customs, body })
    if (road === 'Posted' || road === 'Rejected' || road === 'Accepted') s.then(15 * MIN, 'post', cast.customs)
    if (road === 'Rejected' || road === 'Accepted')
      s.then(40 * MIN, 'getResult', cast.customs, {}, (t) => [
        { Code: road === 'Accepted' ? 120 : 100, Text: road === 'Accepted' ? RECEIPT_TEXT[120]! : reason, Time: t - 5 * MIN },
      ])
    if (road === 'Withdrawn') s.then(2 * HOUR, 'withdraw', cast.customs, { Reason: reason })
    return s.endsAgo(endsAgo)
  }
  const scarf = (q: number) => [
    {
      ProductId: cast.exportProducts.case,
      Title: PRODUCT_NAME.case,
      Spec: PRODUCT_SPEC.case,
      HsCode: HS.case,
      Unit: PRODUCT_UNIT.case,
      Unit1: PRODUCT_UNIT.case,
      Num1: q,
      Unit2: '千克',
      Num2: WEIGHT.case * q,
      Country: 'CN',
      Num: q,
      Price: PRICE.case[1],
      Weight: WEIGHT.case * q,
    },
  ]
  const order = (code: string, client: string, q: number, hs = HS.case) => ({
    OrderCode: code,
    PlatformCode: 'SHOPEE',
    PlatformName: 'Shopee',
    ...OWNER,
    ClientName: client,
    ToCountry: 'MY',
    Currency: 'USD',
    ProductAmount: q * PRICE.case[1],
    SignTime: plan.now - 1 * DAY,
    Lines: scarf(q).map((l) => ({ ...l, HsCode: hs })),
  })
  loose('DeclareOrder', order('EX00026201', 'Tan Mei Ling', 30), 'Draft', 25 * MIN)
  loose('DeclareOrder', order('EX00026202', 'Muhammad Hafiz', 12), 'Posted', 40 * MIN)
  loose(
    'DeclareOrder',
    order('EX00026203', 'Lim Wei Jie', 20, '3926'),
    'Rejected',
    3 * HOUR,
    '第1项商品（iPhone 15 防摔手机壳）商品编码无效',
  )
  loose('DeclareOrder', order('EX00026204', 'Siti Nurhaliza', 8), 'Withdrawn', 2 * DAY, '买家取消订单')
  const payment = (code: string, client: string, amount: number, outId: string) => ({
    OrderCode: code,
    PayCode: 'PINGPONG',
    PayName: 'PingPong',
    OutId: outId,
    ClientName: client,
    Currency: 'USD',
    PaidAmount: amount,
    CollectedTime: plan.now - 20 * HOUR,
  })
  loose('DeclareReceipt', payment('EX00026201', 'Tan Mei Ling', 30 * PRICE.case[1], 'PP2025112500188'), 'Draft', 20 * MIN)
  loose('DeclareReceipt', payment('EX00026202', 'Muhammad Hafiz', 12 * PRICE.case[1], 'PP2025112500173'), 'Posted', 35 * MIN)
  loose('DeclareReceipt', payment('EX00026205', 'Nur Izzati', 15 * PRICE.case[1], ''), 'Rejected', 5 * HOUR, '支付单缺少支付交易编号')
  loose(
    'DeclareReceipt',
    payment('EX00026204', 'Siti Nurhaliza', 8 * PRICE.case[1], 'PP2025112300042'),
    'Withdrawn',
    2 * DAY,
    '订单已取消，支付单撤回',
  )
  const parcel = (code: string, no: string, client: string, gross: number, net: number) => ({
    OrderCode: code,
    LogisticsCode: 'MH',
    LogisticsName: 'MASkargo',
    LogisticsNo: no,
    ClientName: client,
    ToCountry: 'MY',
    Num: 1,
    TotalWeight: gross,
    NetWeight: net,
  })
  loose('DeclareLogistics', parcel('EX00026201', 'MH7700088801', 'Tan Mei Ling', 1.8, 1.5), 'Draft', 15 * MIN)
  loose('DeclareLogistics', parcel('EX00026202', 'MH7700088802', 'Muhammad Hafiz', 0.9, 0.6), 'Posted', 30 * MIN)
  loose('DeclareLogistics', parcel('EX00026206', 'MH7700088803', 'Chong Kah Wai', 0.8, 1.1), 'Rejected', 4 * HOUR, '净重大于毛重')
  loose('DeclareLogistics', parcel('EX00026204', 'MH7700088804', 'Siti Nurhaliza', 0.5, 0.4), 'Withdrawn', 2 * DAY, '订单已取消，运单作废')
  const freight = [
    loose('DeclareLogistics', parcel('EX00026207', 'MH7700088805', 'Lee Chong Wei Trading', 12.5, 11.2), 'Accepted', 5 * HOUR),
    loose('DeclareLogistics', parcel('EX00026208', 'MH7700088806', 'Kedai Runcit Ah Meng', 6.2, 5.6), 'Accepted', 5 * HOUR),
  ]
  masterWaybill({ LogisticsNo: '232-88219904', Voyage: 'MH319' }, plan.now - 3 * HOUR, () => [freight[0]!], 'Posted')
  masterWaybill({ LogisticsNo: '232-88219915', Voyage: '' }, plan.now - 2 * HOUR, () => [freight[1]!], 'Rejected', '总运单缺少航班号')
  masterWaybill({ LogisticsNo: '232-88219926', Voyage: 'MH321' }, plan.now - 40 * MIN, () => [], 'Draft')
  loose(
    'DeclareWaybill',
    { LogisticsNo: '232-88210011', LogisticsName: 'MASkargo', Voyage: 'MH377', FromCountry: 'CN', ToCountry: 'MY', Lines: [] },
    'Withdrawn',
    3 * DAY,
    '航班取消，改配下一班',
  )
  // The goods of the Thai retail parcels at the border, and out.
  const thArrival = arrivals.get(thParcel)!
  loose(
    'DeclareArrival',
    () => ({ DeclareId: thParcel.id, Port: '深圳湾口岸（5320）', LogisticsNo: 'KERRY-B2', Num: 1, SignTime: plan.now - 2 * HOUR }),
    'Draft',
    30 * MIN,
  )
  loose(
    'DeclareArrival',
    () => ({ DeclareId: thParcel.id, Port: '深圳湾口岸（5320）', LogisticsNo: 'KERRY-B3', Num: 1, SignTime: plan.now - 2 * HOUR }),
    'Posted',
    50 * MIN,
  )
  loose(
    'DeclareArrival',
    () => ({ DeclareId: thParcel.id, Port: '皇岗口岸（5301）', LogisticsNo: 'KERRY-B4', Num: 1, SignTime: plan.now - 3 * HOUR }),
    'Rejected',
    1 * HOUR,
    '运抵口岸与申报口岸不一致',
  )
  loose(
    'DeclareArrival',
    () => ({ DeclareId: thParcel.id, Port: '深圳湾口岸（5320）', LogisticsNo: 'KERRY-B1', Num: 1, SignTime: plan.now - 3 * HOUR }),
    'Withdrawn',
    2 * HOUR + 10 * MIN,
    '重复录入',
  )
  loose(
    'DeclareDeparture',
    () => ({ DeclareArrivalId: thArrival.id, Voyage: 'KERRY-TRUCK-1125', Port: '深圳湾口岸（5320）', SignTime: plan.now - 20 * MIN }),
    'Draft',
    10 * MIN,
  )
  loose(
    'DeclareDeparture',
    () => ({ DeclareArrivalId: thArrival.id, Voyage: 'KERRY-TRUCK-1124', Port: '深圳湾口岸（5320）', SignTime: plan.now - 1 * HOUR }),
    'Posted',
    30 * MIN,
  )
  loose(
    'DeclareDeparture',
    () => ({ DeclareArrivalId: thArrival.id, Voyage: 'KERRY-TRUCK-1123', Port: '深圳湾口岸（5320）', SignTime: plan.now - 2 * HOUR }),
    'Rejected',
    45 * MIN,
    '车牌号与舱单不符',
  )
  loose(
    'DeclareDeparture',
    () => ({ DeclareArrivalId: thArrival.id, Voyage: 'KERRY-TRUCK-1122', Port: '深圳湾口岸（5320）', SignTime: plan.now - 2 * HOUR }),
    'Withdrawn',
    1 * HOUR + 20 * MIN,
    '车辆改派',
  )
}

const amountOf = async (tx: Tx, id: number) =>
  (await tx.select({ Amount: Settlement.Amount }).from(Settlement).where(eq(Settlement.Id, id)))[0]?.Amount ?? 0

/** A refund or settlement a declaration's release opened. */
async function derived(tx: Tx, table: typeof Refund | typeof Settlement, declaration: Handle): Promise<number> {
  const where = table === Refund ? and(eq(Refund.DeclareId, declaration.id), eq(Refund.Kind, 1)) : eq(Settlement.DeclareId, declaration.id)
  const [row] = await tx.select({ Id: table.Id }).from(table).where(where)
  if (!row) throw new Error(`demo: declaration ${declaration.id} opened no ${table === Refund ? 'refund' : 'settlement'}`)
  return row.Id
}

export function planTradeDocs(plan: DemoPlan, cast: TradeCast) {
  planOrders(plan, cast)
  planDeclarations(plan, cast)
}
