import { and, eq } from 'drizzle-orm'
import type { Receipt } from '../../../../machines/declare.ts'
import type { Tx } from '../client.ts'
import { Refund, Settlement } from '../schema/index.ts'
import { TRADE_RESOURCES } from '../../lifecycle/trade.ts'
import { DAY, HOUR, MIN, type Data, type DemoPlan, type Handle, type Resource, type Who } from './demo-plan.ts'
import { MY, PRODUCT_NAME, WEIGHT, type ProductKey } from './demo-warehouse.ts'

/**
 * Orders of the Malaysian shops in every state, and the customs side of the business: export
 * declarations of goods bound for the overseas warehouses, followed through customs' receipts,
 * and the export tax refunds and FX settlements released goods open.
 */

const res = (name: string) => TRADE_RESOURCES.find((r) => r.def.name === name) as unknown as Resource

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
  customs: Who
  admin: Who
  products: Record<ProductKey, number>
  shops: { myShopee: number; myLazada: number }
  /** End users (buyers) by name. */
  users: Map<string, number>
}

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
    const ship = { Express: carrier, ExpressNo: `${prefix}${String(88_120_000 + n * 4_177).padStart(10, '0')}${prefix === 'EP' ? 'MY' : ''}` }
    const steps: [number, string, Who, Data][] = []
    const waited = 'waited' in road ? road.waited : 25 * MIN + (n % 5) * 17 * MIN
    if (road.to === 'Cancelled') {
      if (road.how === 'unpaid') steps.push([3 * HOUR, 'cancel', cast.supervisor, { Reason: road.reason ?? '' }])
      if (road.how === 'expired') steps.push([24 * HOUR + 5 * MIN, 'expire', null, {}])
      if (road.how === 'paid') steps.push([waited, 'pay', cast.supervisor, pay], [6 * HOUR, 'cancel', cast.supervisor, { Reason: road.reason ?? '' }])
    } else if (road.to !== 'Unpaid') {
      steps.push([waited, 'pay', cast.supervisor, pay])
      if (road.to !== 'RetryShip') steps.push([road.shippedAfter, 'ship', cast.supervisor, ship])
      if (road.to === 'Completed') steps.push([road.received, road.auto ? 'autoConfirm' : 'confirmReceive', road.auto ? null : cast.supervisor, {}])
    }
    const t0 = plan.now - endsAgo - steps.reduce((sum, [gap]) => sum + gap, 0)
    const s = plan.story({ res: res('Order'), by, body: body(t0) })
    for (const [gap, event, who, data] of steps) s.then(gap, event, who, data)
    return s.from(t0)
  }
  const { sales, supervisor } = cast
  order(sales, 0, [['flask500', 1]], { to: 'Unpaid' }, 12 * MIN)
  order(sales, 3, [['charger20', 2], ['cable', 2]], { to: 'Unpaid' }, 2 * HOUR)
  order(supervisor, 6, [['toothbrush', 1]], { to: 'Unpaid' }, 20 * HOUR)
  order(sales, 1, [['flask750', 1], ['brush', 2]], { to: 'RetryShip', waited: 20 * MIN }, 40 * MIN)
  order(supervisor, 5, [['mop', 1]], { to: 'RetryShip', waited: 35 * MIN }, 12 * HOUR)
  order(sales, 8, [['drive', 1], ['cable', 1]], { to: 'RetryShip', waited: 15 * MIN }, 23 * HOUR)
  order(sales, 2, [['case', 2]], { to: 'RetryShip', waited: 2 * HOUR }, 30 * HOUR)
  order(sales, 11, [['flask500', 4]], { to: 'RetryShip', waited: 40 * MIN }, 3 * DAY)
  order(sales, 9, [['charger20', 1]], { to: 'ConfirmReceive', shippedAfter: 20 * HOUR }, 10 * HOUR)
  order(supervisor, 10, [['sunscreen', 3], ['mask', 1]], { to: 'ConfirmReceive', shippedAfter: 1 * DAY }, 2 * DAY)
  order(sales, 6, [['flask750', 2]], { to: 'ConfirmReceive', shippedAfter: 1 * DAY }, 8 * DAY)
  order(sales, 1, [['toothbrush', 2]], { to: 'Completed', shippedAfter: 1 * DAY, received: 3 * DAY }, 1 * DAY)
  order(supervisor, 7, [['mop', 2]], { to: 'Completed', shippedAfter: 2 * DAY, received: 4 * DAY }, 9 * DAY)
  order(sales, 2, [['flask500', 2]], { to: 'Completed', shippedAfter: 1 * DAY, received: 10 * DAY, auto: true }, 2 * DAY)
  order(sales, 5, [['drive', 1]], { to: 'Cancelled', how: 'unpaid', reason: '买家改买 2TB 款，取消本单' }, 1 * DAY)
  order(sales, 8, [['kbm', 2]], { to: 'Cancelled', how: 'expired' }, 1 * DAY)
  order(supervisor, 9, [['charger20', 5], ['cable', 5]], { to: 'Cancelled', how: 'paid', reason: '吉隆坡仓该批充电器待 SIRIM 复检，买家同意退款' }, 5 * HOUR)
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

const RECEIPT_TEXT: Record<number, string> = {
  100: '',
  120: 'Accepted into the customs system',
  300: 'Manual review',
  399: 'Review concluded',
  500: 'Selected for inspection',
  501: 'Held: SIRIM certificates requested for the chargers',
  700: 'Returned: exporter asked to take the goods back after inspection',
  800: 'Released',
  899: 'Closed',
}

const OWNER = { OwnerName: '深圳海通跨境供应链有限公司', OwnerCardId: '91440300MA5G8K2X7Q', OwnerPhone: '0755-86001234' }
const PAY: [string, string][] = [
  ['LIANLIAN', 'LianLian Global'],
  ['PINGPONG', 'PingPong'],
  ['ALIPAY', 'Alipay'],
]

function declareBody(d: DeclareSpec, n: number): Data {
  const goods = d.lines.map(([p, q], i) => {
    const weight = Math.round(WEIGHT[p] * q * 1000) / 1000
    return {
      Title: PRODUCT_NAME[p],
      Spec: '',
      BarCode: '',
      HsCode: d.flaw === 'hs' && i === 0 ? HS[p].slice(0, 5) : HS[p],
      Unit: '个',
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
    LogisticsNo: d.logistics[2],
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
    Lines: goods,
  }
}

/** Customs' receipts of one poll: the codes issued since the last poll, the newest just before it. */
function poll(codes: number[], reason: string) {
  return (at: number): Receipt[] => codes.map((Code, i) => ({ Code, Text: Code === 100 ? reason : (RECEIPT_TEXT[Code] ?? ''), Time: at - (codes.length - i) * 47 * MIN }))
}

const problems = (d: DeclareSpec) =>
  d.flaw === 'hs' ? `goods line 1 (${PRODUCT_NAME[d.lines[0]![0]]}) has no valid HsCode` : d.flaw === 'weight' ? 'NetWeight is more than TotalWeight' : ''

/** What a released declaration's refund and settlement go through after it (gaps from the release). */
interface FinanceRoad {
  refund?: { amountAfter?: number; steps?: [number, string, 'customs' | 'admin', Data?][] }
  settlement?: { steps?: [number, string, 'customs' | 'admin', Data?][] }
}

function planDeclarations(plan: DemoPlan, cast: TradeCast) {
  let n = 0
  const declare = (d: DeclareSpec, road: DeclareRoad, endsAgo: number, finance?: FinanceRoad) => {
    n += 1
    const body = declareBody(d, n)
    const s = plan.story({ res: res('Declare'), by: cast.customs, body })
    if (road.withdraw) s.then(road.withdraw[0], 'withdraw', cast.customs, { Reason: road.withdraw[1] })
    if (road.post !== undefined) s.then(road.post, 'post', cast.customs)
    for (const [gap, codes] of road.polls ?? []) s.then(gap, 'getResult', cast.customs, {}, poll(codes, problems(d)))
    if (road.amend !== undefined) s.then(road.amend, 'amend', cast.customs)
    const h = s.endsAgo(endsAgo)
    if (finance) {
      // Released by the poll whose receipts end with 800; later polls (a closing 899) come after it.
      const polls = road.polls ?? []
      const at = polls.findIndex(([, codes]) => codes.includes(800))
      const released = plan.now - endsAgo - polls.slice(at + 1).reduce((sum, [gap]) => sum + gap, 0)
      const whoOf = (w: 'customs' | 'admin') => (w === 'customs' ? cast.customs : cast.admin)
      const refund: Handle = { doc: 'Refund', id: 0, find: (tx) => derived(tx, Refund, h) }
      const settlement: Handle = { doc: 'Settlement', id: 0, find: (tx) => derived(tx, Settlement, h) }
      const amountAfter = finance.refund?.amountAfter
      // The tax refund's amount is filled in from the VAT invoices: VAT 13 % of the export value, in cents.
      if (amountAfter !== undefined)
        plan.at(released + amountAfter, async () => {
          const id = refund.id || (refund.id = await refund.find!(plan.tx))
          await plan.tx
            .update(Refund)
            .set({ Amount: Math.round((Number(body.ProductAmount) * 0.13) / 1.13), Reason: `出口退税（增值税专用发票 ${4403_2511_00 + n * 17} 等）` })
            .where(eq(Refund.Id, id))
          const sid = settlement.id || (settlement.id = await settlement.find!(plan.tx))
          await plan.tx.update(Settlement).set({ BankName: '招商银行深圳科技园支行（外币账户）' }).where(eq(Settlement.Id, sid))
        })
      let t = released
      for (const [gap, event, who, data] of finance.refund?.steps ?? []) plan.send((t += gap), refund, event, whoOf(who), data ?? {})
      t = released
      for (const [gap, event, who, data] of finance.settlement?.steps ?? []) {
        // Part of the proceeds settled: a share of what there is to settle.
        const share = Number(data?.Share ?? 0)
        const payload = share ? async (tx: Tx, id: number) => ({ SettledAmount: Math.round((await amountOf(tx, id)) * share) }) : (data ?? {})
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
  declare({ mode: 9810, name: 'Shopee MY 12.12 备货出口 · 保温杯/电动牙刷', to: 'MY', client: 'HaiTong Logistics (M) Sdn. Bhd.', platform: 'Shopee', logistics: kl, lines: [['flask750', 200], ['toothbrush', 80]] }, {}, 45 * MIN)
  declare(
    { mode: 9610, name: '越南零售包裹 · 手机壳/数据线（11 月第 3 批）', to: 'VN', client: 'Công ty TNHH Thương mại Phú Thành', platform: 'Shopee', logistics: vn, lines: [['case', 120], ['cable', 120]], noOwnerCode: true },
    { post: 2 * HOUR },
    3 * HOUR,
  )
  declare(
    { mode: 9710, name: '泰国 B2B 直出 · 防晒霜', to: 'TH', client: 'Siam Global Trading Co., Ltd.', platform: 'Lazada', logistics: th, lines: [['sunscreen', 400]], flaw: 'weight' },
    { post: 30 * MIN, polls: [[3 * HOUR, [100]]], amend: 1 * DAY },
    1 * DAY + 2 * HOUR,
  )
  declare(
    { mode: 9810, name: 'Tokopedia 备货出口 · 氮化镓充电器', to: 'ID', client: 'PT Haitong Logistik Indonesia', platform: 'Tokopedia', logistics: jkt, lines: [['charger65', 150], ['cable', 200]], flaw: 'hs' },
    { post: 40 * MIN, polls: [[5 * HOUR, [100]]] },
    1 * DAY + 20 * HOUR,
  )
  declare(
    { mode: 9610, name: '马来西亚零售包裹 · 面膜（11 月第 2 批）', to: 'MY', client: 'HaiTong Official Store (Shopee MY)', platform: 'Shopee', logistics: air, lines: [['mask', 200]], flaw: 'weight' },
    { post: 20 * MIN, polls: [[2 * HOUR, [100]]] },
    6 * HOUR,
  )
  declare(
    { mode: 9710, name: '越南 B2B 直出 · 收纳盒（客户取消）', to: 'VN', client: 'Công ty TNHH Thương mại Phú Thành', platform: 'Shopee', logistics: vn, lines: [['storage', 60]] },
    { withdraw: [1 * DAY, '客户取消订单，货物转内销'] },
    5 * DAY,
  )

  // Awaiting customs' result.
  declare({ mode: 9810, name: 'Lazada MY 补货出口 · 清洁刷/收纳盒', to: 'MY', client: 'HaiTong Logistics (M) Sdn. Bhd.', platform: 'Lazada', logistics: kl, lines: [['brush', 200], ['storage', 50]] }, { post: 1 * HOUR }, 30 * MIN)
  declare({ mode: 9610, name: '泰国零售包裹 · 电动牙刷', to: 'TH', client: 'Siam Global Trading Co., Ltd.', platform: 'Lazada', logistics: th, lines: [['toothbrush', 60]] }, { post: 30 * MIN, polls: [[3 * HOUR, [120]]] }, 5 * HOUR)
  declare(
    { mode: 9710, name: '越南 B2B 直出 · 无线键鼠', to: 'VN', client: 'Công ty TNHH Thương mại Phú Thành', platform: 'Shopee', logistics: vn, lines: [['kbm', 100]] },
    { post: 45 * MIN, polls: [[4 * HOUR, [120]]] },
    2 * DAY + 6 * HOUR,
  )
  declare({ mode: 9810, name: 'Shopee MY 补货出口 · 移动硬盘', to: 'MY', client: 'HaiTong Logistics (M) Sdn. Bhd.', platform: 'Shopee', logistics: air, lines: [['drive', 60]] }, { post: 1 * HOUR, polls: [[6 * HOUR, [120, 300]]] }, 1 * DAY)
  declare(
    { mode: 9810, name: 'Lazada MY 补货出口 · 拖把桶', to: 'MY', client: 'HaiTong Logistics (M) Sdn. Bhd.', platform: 'Lazada', logistics: kl, lines: [['mop', 40]] },
    { post: 50 * MIN, polls: [[5 * HOUR, [120, 500]]] },
    10 * HOUR,
  )
  declare(
    { mode: 9810, name: 'Shopee MY 补货出口 · 快充充电器', to: 'MY', client: 'HaiTong Logistics (M) Sdn. Bhd.', platform: 'Shopee', logistics: kl, lines: [['charger20', 150]] },
    { post: 1 * HOUR, polls: [[3 * HOUR, [120, 500]], [1 * DAY, [501]]] },
    3 * DAY,
  )
  declare(
    { mode: 9610, name: '印尼零售包裹 · 补水面膜', to: 'ID', client: 'Haitong Official (Tokopedia)', platform: 'Tokopedia', logistics: jkt, lines: [['mask', 100]] },
    { post: 40 * MIN, polls: [[2 * HOUR, [120, 300]], [20 * HOUR, [399]]] },
    4 * HOUR,
  )

  // Released, feeding the export tax refund and the FX settlement; one closed since, one returned.
  const C = 'customs' as const
  const A = 'admin' as const
  declare(
    { mode: 9810, name: 'Shopee MY 12.12 备货出口 · 保温杯', to: 'MY', client: 'HaiTong Logistics (M) Sdn. Bhd.', platform: 'Shopee', logistics: kl, lines: [['flask750', 200]] },
    { post: 1 * HOUR, polls: [[18 * HOUR, [120, 300]], [20 * HOUR, [399, 800]]] },
    2 * HOUR,
    {},
  )
  declare(
    { mode: 9810, name: 'Lazada MY 补货出口 · 收纳盒/拖把桶', to: 'MY', client: 'HaiTong Logistics (M) Sdn. Bhd.', platform: 'Lazada', logistics: kl, lines: [['storage', 100], ['mop', 40]] },
    { post: 1 * HOUR, polls: [[4 * HOUR, [120, 500]], [1 * DAY, [399, 800]]] },
    1 * DAY,
    { refund: { amountAfter: 3 * HOUR }, settlement: { steps: [[4 * HOUR, 'submit', C]] } },
  )
  declare(
    { mode: 9710, name: '泰国 B2B 直出 · 保温杯', to: 'TH', client: 'Siam Global Trading Co., Ltd.', platform: 'Lazada', logistics: th, lines: [['flask500', 300]] },
    { post: 30 * MIN, polls: [[3 * HOUR, [120, 300]], [1 * DAY, [399, 800]]] },
    3 * DAY,
    {
      refund: { amountAfter: 5 * HOUR, steps: [[2 * DAY, 'reject', A, { Reason: '增值税发票号码与报关单商品不一致，请核对后重新申报' }]] },
      settlement: { steps: [[2 * HOUR, 'submit', C]] },
    },
  )
  declare(
    { mode: 9810, name: 'Tokopedia 备货出口 · 面膜/防晒霜', to: 'ID', client: 'PT Haitong Logistik Indonesia', platform: 'Tokopedia', logistics: jkt, lines: [['mask', 300], ['sunscreen', 200]] },
    { post: 1 * HOUR, polls: [[5 * HOUR, [120, 300]], [1 * DAY, [399, 800]]] },
    6 * DAY,
    { refund: { amountAfter: 1 * DAY }, settlement: { steps: [[2 * DAY, 'cancel', C]] } },
  )
  declare(
    { mode: 9810, name: 'Shopee ID 备货出口 · 保温杯/数据线/手机壳', to: 'ID', client: 'PT Haitong Logistik Indonesia', platform: 'Shopee', logistics: jkt, lines: [['flask500', 150], ['cable', 300], ['case', 200]] },
    { post: 1 * HOUR, polls: [[3 * HOUR, [120, 500]], [1 * DAY, [399, 800]]] },
    12 * DAY,
    {
      refund: { amountAfter: 1 * DAY, steps: [[10 * DAY, 'approve', A]] },
      settlement: { steps: [[1 * DAY, 'submit', C], [1 * DAY, 'approve', A, { Share: 0.6 }]] },
    },
  )
  declare(
    { mode: 9810, name: 'Shopee MY 补货出口 · 手机壳/键鼠/硬盘/牙刷', to: 'MY', client: 'HaiTong Logistics (M) Sdn. Bhd.', platform: 'Shopee', logistics: air, lines: [['case', 300], ['kbm', 80], ['drive', 60], ['toothbrush', 100]] },
    { post: 40 * MIN, polls: [[2 * HOUR, [120, 300]], [1 * DAY, [399, 800]]] },
    20 * DAY,
    {
      refund: { amountAfter: 2 * DAY, steps: [[11 * DAY, 'approve', A]] },
      settlement: { steps: [[2 * DAY, 'submit', C], [2 * DAY, 'reject', A, { Reason: '收汇银行信息缺失：请补充外币账户和 SWIFT 代码' }]] },
    },
  )
  declare(
    { mode: 9810, name: 'Shopee MY 备货出口 · 保温杯/充电器/数据线', to: 'MY', client: 'HaiTong Logistics (M) Sdn. Bhd.', platform: 'Shopee', logistics: kl, lines: [['flask500', 240], ['flask750', 120], ['charger20', 300], ['cable', 400]] },
    { post: 1 * HOUR, polls: [[3 * HOUR, [120, 300]], [1 * DAY, [399, 800]], [30 * DAY, [899]]] },
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
    { mode: 9810, name: 'Lazada MY 补货出口 · 充电器（退运）', to: 'MY', client: 'HaiTong Logistics (M) Sdn. Bhd.', platform: 'Lazada', logistics: kl, lines: [['charger20', 200]] },
    { post: 1 * HOUR, polls: [[1 * DAY, [120, 500, 501]], [4 * DAY, [700]]] },
    15 * DAY,
  )
}

const amountOf = async (tx: Tx, id: number) => (await tx.select({ Amount: Settlement.Amount }).from(Settlement).where(eq(Settlement.Id, id)))[0]?.Amount ?? 0

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
