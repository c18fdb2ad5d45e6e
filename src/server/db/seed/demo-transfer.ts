import { and, count, inArray, ne } from 'drizzle-orm'
import type { Tx } from '../../../kernel/server/db/client.ts'
import { Agent, Gather, Shop, Transfer, TransferChannel, TransferCost, TransferProduct, TransferScheme } from '../schema/index.ts'
import { Warehouse } from '../../../modules/warehouse/server/schema.ts'

const DAY = 86_400

/** [carrier, service, countries, min g, max g, divisor, products [title, code, min days, max days]] */
const CHANNELS: [string, string, string[], number, number, number, [string, string, number, number][]][] = [
  ['DHL', 'DHL Express', ['MY', 'ID', 'TH', 'VN', 'SG', 'PH'], 0, 70_000, 5000, [['DHL Express Worldwide', 'DHL-WPX', 2, 4]]],
  [
    'SF International',
    '顺丰国际 SF International',
    ['MY', 'ID', 'TH', 'VN', 'SG'],
    0,
    30_000,
    6000,
    [
      ['SF International Standard', 'SF-STD', 4, 6],
      ['SF International Economy', 'SF-ECO', 6, 9],
    ],
  ],
  [
    'J&T Express',
    'J&T 跨境 Cross-border',
    ['MY', 'ID', 'TH', 'VN', 'PH'],
    0,
    50_000,
    6000,
    [['J&T International Economy', 'JT-ECO', 5, 8]],
  ],
  [
    'HaiTong Sea Line',
    '海通海运专线 Sea consolidation',
    ['MY', 'ID', 'TH'],
    10_000,
    0,
    6000,
    [['Sea LCL door to door', 'SEA-LCL', 12, 20]],
  ],
]

/** Costs by product code and country: [first g, first price, unit g, unit price, surcharge 0.01%] in CNY hundredths. */
const COSTS: Record<string, Record<string, [number, number, number, number, number]>> = {
  'DHL-WPX': {
    MY: [500, 12000, 500, 3800, 2200],
    ID: [500, 13000, 500, 4200, 2200],
    TH: [500, 12500, 500, 4000, 2200],
    VN: [500, 12500, 500, 4000, 2200],
  },
  'SF-STD': { MY: [1000, 4500, 500, 1000, 500], ID: [1000, 5200, 500, 1200, 500], TH: [1000, 4800, 500, 1100, 500] },
  'SF-ECO': { MY: [1000, 3200, 1000, 1500, 0], TH: [1000, 3500, 1000, 1600, 0] },
  'JT-ECO': { MY: [1000, 2800, 500, 900, 0], ID: [1000, 3000, 500, 1000, 0], VN: [1000, 2600, 500, 850, 0] },
  'SEA-LCL': { MY: [10_000, 12000, 1000, 600, 0], ID: [10_000, 13500, 1000, 700, 0] },
}

/** Schemes: [product code, country, min g, max g, min value, max value, preference] (values in hundredths). */
const SCHEMES: [string, string, number, number, number, number, number][] = [
  ['JT-ECO', 'MY', 0, 30_000, 0, 500_000, 1],
  ['SF-ECO', 'MY', 0, 20_000, 0, 200_000, 2],
  ['SF-STD', 'MY', 0, 30_000, 0, 0, 3],
  ['DHL-WPX', 'MY', 0, 0, 0, 0, 4],
  ['SEA-LCL', 'MY', 10_000, 0, 0, 0, 5],
  ['JT-ECO', 'ID', 0, 30_000, 0, 300_000, 1],
  ['SF-STD', 'ID', 0, 30_000, 0, 0, 2],
  ['DHL-WPX', 'ID', 0, 0, 0, 0, 3],
  ['SEA-LCL', 'ID', 10_000, 0, 0, 0, 4],
  ['SF-ECO', 'TH', 0, 20_000, 0, 200_000, 1],
  ['SF-STD', 'TH', 0, 30_000, 0, 0, 2],
  ['DHL-WPX', 'TH', 0, 0, 0, 0, 3],
  ['JT-ECO', 'VN', 0, 30_000, 0, 300_000, 1],
  ['DHL-WPX', 'VN', 0, 0, 0, 0, 2],
]

const COUNTRY_NAME: Record<string, string> = { MY: '马来西亚', ID: '印尼', TH: '泰国', VN: '越南' }

/** Collection points: [name, door, phone, province, city, address, zip, coordinate, owner role, shop index or -1]. */
const POINTS: [string, string, string, string, string, string, string, string, string, number][] = [
  [
    '深圳宝安集货仓',
    'A 栋 1 号门',
    '0755-2731 8840',
    '广东省',
    '深圳市',
    '宝安区福永街道凤凰第四工业区 A 栋',
    '518103',
    '22.6733,113.8187',
    'warehouse',
    -1,
  ],
  [
    '广州白云集货点',
    '3 号仓',
    '020-3662 1185',
    '广东省',
    '广州市',
    '白云区太和镇大源北路 88 号',
    '510540',
    '23.2590,113.3312',
    'sales',
    -1,
  ],
  [
    '义乌国际商贸城集货点',
    'H 区 22 门',
    '0579-8552 9016',
    '浙江省',
    '金华市',
    '义乌市福田街道国际商贸城五区 H22',
    '322000',
    '29.3318,120.1049',
    'supervisor',
    -1,
  ],
  [
    '东莞长安集货点',
    '2 楼',
    '0769-8533 0472',
    '广东省',
    '东莞市',
    '长安镇沙头南区工业路 16 号',
    '523850',
    '22.8162,113.8059',
    'warehouse',
    -1,
  ],
  [
    'Bukit Bintang Pickup Point',
    'Lot 2-15',
    '+60 3-2141 8890',
    'Wilayah Persekutuan',
    'Kuala Lumpur',
    'Jalan Bukit Bintang 168',
    '55100',
    '3.1466,101.7109',
    'sales',
    0,
  ],
  [
    'Petaling Jaya SS2 Counter',
    'No. 12',
    '+60 3-7875 2204',
    'Selangor',
    'Petaling Jaya',
    'Jalan SS 2/64, SS 2',
    '47300',
    '3.1189,101.6209',
    'sales',
    1,
  ],
  [
    'Penang George Town Drop-off',
    'Unit G-3',
    '+60 4-262 7715',
    'Pulau Pinang',
    'George Town',
    'Lebuh Chulia 95',
    '10200',
    '5.4172,100.3361',
    'supervisor',
    0,
  ],
  [
    'Johor Bahru Collection Centre',
    'Gate B',
    '+60 7-223 5508',
    'Johor',
    'Johor Bahru',
    'Jalan Wong Ah Fook 40',
    '80000',
    '1.4610,103.7628',
    'warehouse',
    -1,
  ],
]

/**
 * The transfer screens' demo: routes from Shenzhen to the Malaysian and Indonesian warehouses (and
 * on to Thailand and Vietnam), collection points in China and Malaysia, four channels with their
 * products, the schemes of four destinations and their costs, priced so that a quote to Malaysia
 * answers several options whose cheapest changes with the weight (J&T light, SF Economy from
 * about 3 kg, the sea line from 10 kg). Only when the module has no routes yet.
 */
export async function seedDemoTransfer(tx: Tx, mobiles: Record<string, string>): Promise<number> {
  const [existing] = await tx.select({ n: count() }).from(Transfer)
  if ((existing?.n ?? 0) > 0) return 0
  const now = Math.floor(Date.now() / 1000)
  const made = (days: number) => ({ CreateTime: now - days * DAY, UpdateTime: now - days * DAY })
  const staff = await tx
    .select({ Id: Agent.Id, Mobile: Agent.Mobile })
    .from(Agent)
    .where(and(inArray(Agent.Mobile, Object.values(mobiles)), ne(Agent.Status, -1)))
  const agentOf = (role: string) => staff.find((a) => a.Mobile === mobiles[role])?.Id ?? staff[0]?.Id ?? 0
  const warehouses = await tx.select({ Id: Warehouse.Id, Code: Warehouse.Code }).from(Warehouse).where(ne(Warehouse.Status, -1))
  const wh = (code: string) => warehouses.find((w) => w.Code === code)?.Id ?? 0
  const shops = await tx.select({ Id: Shop.Id }).from(Shop).where(ne(Shop.Status, -1)).orderBy(Shop.Id)

  await tx.insert(Transfer).values([
    {
      Title: '深圳 → 巴生港仓 (MY)',
      FromCountry: 'CN',
      ToCountry: 'MY',
      ToWarehouseId: wh('MY-PKG01'),
      TransitDays: 7,
      Remark: '每周二、周五截单，蛇口港海运整柜',
      Score: 4,
      ...made(90),
    },
    {
      Title: '深圳 → 雅加达仓 (ID)',
      FromCountry: 'CN',
      ToCountry: 'ID',
      ToWarehouseId: wh('ID-JKT01'),
      TransitDays: 10,
      Remark: '每周三截单，丹戎不碌港清关',
      Score: 3,
      ...made(88),
    },
    {
      Title: '深圳 → 曼谷 (TH)',
      FromCountry: 'CN',
      ToCountry: 'TH',
      TransitDays: 5,
      Remark: '陆运专线经友谊关，曼谷合作仓收货',
      Score: 2,
      ...made(60),
    },
    { Title: '深圳 → 胡志明市 (VN)', FromCountry: 'CN', ToCountry: 'VN', TransitDays: 4, Remark: '陆运经东兴口岸', Score: 1, ...made(45) },
    {
      Title: '巴生港仓 → 雅加达仓 调拨',
      FromCountry: 'MY',
      FromWarehouseId: wh('MY-PKG01'),
      ToCountry: 'ID',
      ToWarehouseId: wh('ID-JKT01'),
      TransitDays: 6,
      Enabled: 0,
      Remark: '仅在雅加达仓缺货时调拨，暂停中',
      ...made(30),
    },
  ])

  await tx.insert(Gather).values(
    POINTS.map(([Name, Door, Phone, Prov, City, Addr, Zip, Coordinate, role, shop], i) => ({
      Name,
      Door,
      Phone,
      Prov,
      City,
      Addr,
      Zip,
      Coordinate,
      AgentId: agentOf(role),
      ShopId: shop >= 0 ? (shops[shop]?.Id ?? 0) : 0,
      Score: POINTS.length - i,
      ...made(80 - i * 6),
    })),
  )

  const products = new Map<string, number>()
  for (const [i, [Carrier, Title, Countries, MinWeight, MaxWeight, Divisor, items]] of CHANNELS.entries()) {
    const [channel] = await tx
      .insert(TransferChannel)
      .values({ Carrier, Title, Countries, MinWeight, MaxWeight, Divisor, Score: CHANNELS.length - i, ...made(100 - i) })
      .returning({ Id: TransferChannel.Id })
    for (const [j, [pTitle, Code, MinDays, MaxDays]] of items.entries()) {
      const [p] = await tx
        .insert(TransferProduct)
        .values({ ChannelId: channel!.Id, Title: pTitle, Code, MinDays, MaxDays, Score: items.length - j, ...made(100 - i) })
        .returning({ Id: TransferProduct.Id })
      products.set(Code, p!.Id)
    }
  }
  await tx.insert(TransferScheme).values(
    SCHEMES.map(([code, Country, MinWeight, MaxWeight, MinValue, MaxValue, Preference]) => ({
      Title: `${COUNTRY_NAME[Country]} · ${code}`,
      ProductId: products.get(code)!,
      Country,
      MinWeight,
      MaxWeight,
      MinValue,
      MaxValue,
      Preference,
      ...made(95),
    })),
  )
  await tx.insert(TransferCost).values(
    Object.entries(COSTS).flatMap(([code, byCountry]) =>
      Object.entries(byCountry).map(([Country, [FirstWeight, FirstPrice, UnitWeight, UnitPrice, Surcharge]]) => ({
        ProductId: products.get(code)!,
        Country,
        FirstWeight,
        FirstPrice,
        UnitWeight,
        UnitPrice,
        Surcharge,
        Currency: 'CNY',
        Remark: Surcharge ? '燃油附加费按月调整' : '',
        ...made(95),
      })),
    ),
  )
  return POINTS.length
}
