import { resourceNamed } from '../../../kernel/server/module.ts'

import type { SkuSet } from '../../../shared/resources/product-sku.ts'

import type { AuthContext } from '../../../kernel/server/env.ts'

import { LISTING_RESOURCES } from '../../lifecycle/listing.ts'

import { createThrough, DAY, HOUR, type DemoPlan, type Resource } from './demo-plan.ts'

import type { Tx } from '../../../kernel/server/db/client.ts'

import { COMMERCE_RESOURCES } from '../../resources/commerce.ts'

import { and, asc, eq, ne } from 'drizzle-orm'

import { Catalog } from '../schema/index.ts'

import { demoImage } from './demo-images.ts'

/**
 * What the merchandisers filled in for the demo's products: prices, declared values, sizes, images
 * (the first the cover) and, for a few, specifications with their SKUs (a flask by colour with its
 * photos, a charger by colour and plug, a phone case by model and colour).
 */

interface Merch {
  price: number
  colour: string
  shape: 'bottle' | 'box' | 'round' | 'card'
  size: string
  sku?: SkuSet
}

const value = (Key: string, Name: string, Image = '') => ({ Key, Name, Image })
const row = (values: string[], Price: number, Stock: number, BarCode = '') => ({ Id: 0, Values: values, Price, Stock, BarCode })

const FLASK_COLOURS: [string, string, string][] = [
  ['black', '曜石黑', '#1f2937'],
  ['white', '月光白', '#d4d4d8'],
  ['mint', '薄荷绿', '#34d399'],
]

/** The demo products, by a short key the demo's documents name them with. */
export type ProductKey =
  | 'flask500'
  | 'flask750'
  | 'storage'
  | 'mop'
  | 'brush'
  | 'charger20'
  | 'charger65'
  | 'cable'
  | 'case'
  | 'kbm'
  | 'drive'
  | 'mask'
  | 'sunscreen'
  | 'toothbrush'

const MERCH: Partial<Record<ProductKey, Merch>> = {
  flask500: {
    price: 6900,
    colour: '#1f2937',
    shape: 'bottle',
    size: '7×7×22',
    sku: {
      Specs: [
        { Key: 'colour', Name: '颜色', Values: FLASK_COLOURS.map(([k, n, c]) => value(k, n, demoImage(`flask500-${k}`, c, 'bottle'))) },
      ],
      Rows: FLASK_COLOURS.map(([k], i) => row([k], 6900, [120, 86, 40][i]!, `69723158000${11 + i * 10}`)),
    },
  },
  flask750: { price: 7900, colour: '#f9a8d4', shape: 'bottle', size: '8×8×26' },
  storage: { price: 4500, colour: '#93c5fd', shape: 'box', size: '35×25×20' },
  mop: { price: 12900, colour: '#60a5fa', shape: 'round', size: '48×28×28' },
  brush: { price: 990, colour: '#9ca3af', shape: 'card', size: '20×6×4' },
  charger20: { price: 3900, colour: '#f4f4f5', shape: 'box', size: '5×4×3' },
  charger65: {
    price: 9900,
    colour: '#e5e7eb',
    shape: 'box',
    size: '6×6×3',
    sku: {
      Specs: [
        {
          Key: 'c65',
          Name: '颜色',
          Values: [
            value('c65w', '白色', demoImage('charger65-white', '#f4f4f5')),
            value('c65b', '黑色', demoImage('charger65-black', '#27272a')),
          ],
        },
        { Key: 'plug', Name: '插头', Values: [value('eu', '欧规'), value('uk', '英规'), value('us', '美规')] },
      ],
      Rows: [
        row(['c65w', 'eu'], 9900, 60),
        row(['c65w', 'uk'], 9900, 45),
        row(['c65w', 'us'], 10500, 12),
        row(['c65b', 'eu'], 10900, 30),
        row(['c65b', 'uk'], 10900, 25),
        row(['c65b', 'us'], 11500, 0),
      ],
    },
  },
  cable: { price: 1900, colour: '#111827', shape: 'card', size: '10×10×2' },
  case: {
    price: 2900,
    colour: '#a5f3fc',
    shape: 'card',
    size: '16×8×1',
    sku: {
      Specs: [
        {
          Key: 'model',
          Name: '型号',
          Values: [value('i15', 'iPhone 15'), value('i15p', 'iPhone 15 Pro'), value('i15pm', 'iPhone 15 Pro Max')],
        },
        { Key: 'look', Name: '颜色', Values: [value('clear', '透明'), value('frost', '磨砂黑')] },
      ],
      Rows: [
        row(['i15', 'clear'], 2900, 200),
        row(['i15', 'frost'], 3200, 150),
        row(['i15p', 'clear'], 2900, 180),
        row(['i15p', 'frost'], 3200, 90),
        row(['i15pm', 'clear'], 3400, 60),
        row(['i15pm', 'frost'], 3600, 40),
      ],
    },
  },
  kbm: { price: 15900, colour: '#374151', shape: 'card', size: '45×15×4' },
  drive: { price: 32900, colour: '#4b5563', shape: 'box', size: '12×8×2' },
  mask: { price: 5900, colour: '#fbcfe8', shape: 'card', size: '20×14×3' },
  sunscreen: { price: 6500, colour: '#fde68a', shape: 'bottle', size: '4×4×14' },
  toothbrush: { price: 19900, colour: '#e0f2fe', shape: 'bottle', size: '3×3×24' },
}

/** The editor's fields of one demo product (to spread into its Post). */
export function merchOf(key: ProductKey, name: string, shops: readonly number[]) {
  const m = MERCH[key]
  if (!m) return {}
  const cover = demoImage(`${key}-cover`, m.colour, m.shape)
  const side = demoImage(`${key}-side`, m.colour, m.shape === 'box' ? 'card' : 'box')
  const detail = demoImage(`${key}-detail`, m.colour, 'round')
  return {
    Title: name,
    Price: m.price,
    Worth: Math.round(m.price * 0.45),
    Stock: m.sku ? 0 : 50,
    CardImg: [cover, side],
    DescribeImg: [detail],
    Describe: `<p>${name}</p><ul><li>包装尺寸 ${m.size} cm</li><li>7 天无理由退换</li></ul>`,
    Size: m.size,
    MultiShopIds: shops.slice(0, 2),
    Dispatch: 2,
    MinLimit: 1,
    Sku: m.sku ?? { Specs: [], Rows: [] },
  }
}

/**
 * Where the products are listed: online on the shops (one since the 11.11 sale), one on a
 * platform directly, one taken down when it sold out, one drafted for the 12.12 sale, one
 * withdrawn before it went online.
 */
export function planListings(
  plan: DemoPlan,
  cast: { admin: AuthContext; products: Record<ProductKey, number>; shops: readonly number[]; platforms: readonly number[] },
) {
  const res = resourceNamed(LISTING_RESOURCES, 'Listing')
  const list = (key: ProductKey, shop: number, platform: number, link: string) =>
    plan.story({ res, by: cast.admin, body: { ProductId: cast.products[key], ShopId: shop, PlatformId: platform, Link: link } })
  const [myShopee = 0, myLazada = 0] = cast.shops
  const [shopee = 0, , tiktok = 0] = cast.platforms
  list('flask500', myShopee, shopee, 'https://shopee.com.my/product/1088/2201')
    .then(HOUR, 'publish', cast.admin)
    .endsAgo(40 * DAY)
  list('flask750', myLazada, 0, 'https://www.lazada.com.my/products/i3350011.html')
    .then(HOUR, 'publish', cast.admin)
    .endsAgo(30 * DAY)
  list('charger65', myShopee, shopee, '')
    .then(2 * HOUR, 'publish', cast.admin)
    .endsAgo(16 * DAY)
  list('case', 0, tiktok, '')
    .then(HOUR, 'publish', cast.admin)
    .endsAgo(9 * DAY)
  list('kbm', myLazada, 0, '')
    .then(HOUR, 'publish', cast.admin)
    .then(20 * DAY, 'takeDown', cast.admin, { Reason: '断货，等下一柜到港' })
    .endsAgo(3 * DAY)
  list('toothbrush', myShopee, 0, '').endsAgo(5 * HOUR)
  // Drafted for a platform the shop then decided against.
  list('sunscreen', 0, tiktok, '')
    .then(2 * DAY, 'withdraw', cast.admin)
    .endsAgo(12 * DAY)
}

/** The store's navigation menu and footer links: a few levels, one item hidden until the sale. */
export async function seedSiteNav(tx: Tx, admin: AuthContext) {
  const menu = resourceNamed(COMMERCE_RESOURCES, 'SiteNav/menu')
  const link = resourceNamed(COMMERCE_RESOURCES, 'SiteNav/link')
  const item = (res: Resource, Name: string, Link: string, Fid = 0, Score = 0, Hidden = 0) =>
    createThrough(tx, res, admin, { Name, Link, Fid, Score, Hidden })
  await item(menu, '首页', '/', 0, 9)
  const home = await item(menu, '家居生活', '/category/1', 0, 8)
  const flasks = await item(menu, '保温杯', '/category/2', home, 2)
  await item(menu, '500ml 系列', '/category/2?size=500', flasks, 1)
  await item(menu, '收纳清洁', '/category/3', home, 1)
  const digital = await item(menu, '数码配件', '/category/4', 0, 7)
  await item(menu, '充电器', '/category/5', digital, 2)
  await item(menu, '手机壳', '/category/6', digital, 1)
  await item(menu, '12.12 大促', '/promotion/1212', 0, 6, 1)
  const service = await item(link, '客户服务', '', 0, 3)
  await item(link, '退换货政策', '/help/returns', service, 2)
  await item(link, '配送说明', '/help/shipping', service, 1)
  const about = await item(link, '关于海通', '', 0, 2)
  await item(link, '品牌故事', '/about', about, 2)
  await item(link, 'Shopee 官方店', 'https://shopee.com.my/haitong.official', about, 1)
}

/** The store's home page and the mini-app with its pages, built of blocks. */
export async function seedPages(tx: Tx, admin: AuthContext, products: Record<ProductKey, number>, shop: number) {
  const res = (name: string) => resourceNamed(COMMERCE_RESOURCES, name)
  const catalogs = (
    await tx
      .select({ Id: Catalog.Id })
      .from(Catalog)
      .where(and(eq(Catalog.Multi, 'product'), ne(Catalog.Status, -1), eq(Catalog.Level, 2)))
      .orderBy(asc(Catalog.Id))
      .limit(6)
  ).map((c) => c.Id)
  const banner = demoImage('page-banner-1212', '#ef4444', 'card')
  const home = [
    { Key: 'banner1', Type: 'banner', Image: banner, Title: '12.12 年终大促 · 满 199 减 30', Link: '/promotion/1212' },
    {
      Key: 'hot',
      Type: 'products',
      Title: '热卖爆款',
      ProductIds: [products.flask500, products.charger65, products.case, products.mask].filter(Boolean),
    },
    ...(catalogs.length ? [{ Key: 'cats', Type: 'categories', Title: '全部分类', CatalogIds: catalogs }] : []),
    {
      Key: 'promise',
      Type: 'richtext',
      Html: '<p><strong>海通官方店承诺</strong></p><ul><li>吉隆坡仓 48 小时内发货</li><li>7 天无理由退换</li></ul>',
    },
  ]
  await createThrough(tx, res('SitePage/site'), admin, { Title: '店铺首页', Path: '/', ShopId: shop, Published: 1, Blocks: home, Score: 9 })
  await createThrough(tx, res('SitePage/site'), admin, {
    Title: '12.12 活动页',
    Path: '/promotion/1212',
    ShopId: shop,
    Published: 0,
    Blocks: home.slice(0, 2),
    Score: 8,
  })
  const app = await createThrough(tx, res('MiniApp'), admin, {
    Name: '海通好物小程序',
    AppCode: 'wx8f3c2a1d9e',
    Logo: demoImage('miniapp-logo', '#10b981', 'round'),
    ShopId: shop,
    Describe: '马来西亚华人用户的家居与数码好物小程序。',
    Score: 1,
  })
  await createThrough(tx, res('SitePage/app'), admin, { Title: '小程序首页', Path: '/', AppId: app, Published: 1, Blocks: home, Score: 2 })
  await createThrough(tx, res('SitePage/app'), admin, {
    Title: '会员中心',
    Path: '/member',
    AppId: app,
    Published: 1,
    Blocks: [{ Key: 'm1', Type: 'richtext', Html: '<p>会员每月领取 2 张满减券。</p>' }],
    Score: 1,
  })
}
