import { resourceNamed } from '../../../kernel/server/module.ts'

import { sql } from 'drizzle-orm'

import type { AuthContext } from '../../../kernel/server/env.ts'

import type { Tx } from '../../../kernel/server/db/client.ts'

import { OFFERING_RESOURCES } from '../../lifecycle/offering.ts'

import { createThrough, DAY, HOUR, MIN, type DemoPlan } from './demo-plan.ts'
import { demoImage } from './demo-images.ts'

const res = (name: string) => resourceNamed(OFFERING_RESOURCES, name)

/** The single project the spec's menu opens (`/single/shop?Id=121001`). */
export const DEMO_PROJECT_ID = 121001

type Cast = { admin: AuthContext; supervisor: AuthContext; sales: AuthContext; shops: readonly number[] }

/** [kind, name, contact, phone, country, tags, introduction] */
const PROVIDERS: [string, string, string, string, string, string, string][] = [
  [
    'service',
    '吉隆坡商务服务中心',
    'Lim Siew Ling',
    '+60 3 2145 8800',
    'MY',
    '公司注册,税务',
    '马来西亚公司注册、SST 税务登记与年审代办，华人团队服务。',
  ],
  ['service', '雅加达品牌认证所', 'Dewi Kartika', '+62 21 5790 1122', 'ID', 'BPOM,SNI,商标', '印尼 BPOM 化妆品注册、SNI 认证与商标申请。'],
  ['lecturer', '周文斌', '周文斌', '138 2718 6621', 'CN', 'Shopee,广告', '前 Shopee 华南招商经理，八年东南亚电商运营经验。'],
  [
    'lecturer',
    'Nguyen Thu Ha',
    'Nguyen Thu Ha',
    '+84 90 311 2456',
    'VN',
    'TikTok Shop,直播',
    'TikTok Shop 越南官方认证讲师，擅长短视频带货。',
  ],
  ['live', '南洋直播基地', '黄嘉豪', '+60 12 660 7788', 'MY', '直播间,主播孵化', '吉隆坡 12 间直播间，签约马来语、华语主播 30 余名。'],
  [
    'live',
    'Jakarta Live Studio',
    'Rizky Pratama',
    '+62 812 9012 3344',
    'ID',
    '印尼语,美妆',
    '印尼语美妆、个护直播间，Shopee Live 与 TikTok 双平台。',
  ],
  ['platform', 'Shopee', 'Shopee 招商', '', 'SG', '东南亚,综合', '东南亚与台湾领先的电商平台。'],
  ['platform', 'Lazada', 'Lazada 招商', '', 'SG', '东南亚,综合', '阿里巴巴旗下东南亚电商平台。'],
  ['platform', 'TikTok Shop', 'TikTok Shop 招商', '', 'SG', '内容电商,直播', '短视频与直播带货的内容电商平台。'],
]

/** [module, provider index, title, kind, price (yuan), discount (0.01%), capacity, starts in (days), highlights, colour] */
const OFFERINGS: [string, number, string, number, number, number, number, number, string[], string][] = [
  ['service', 0, '马来西亚公司注册（含 SST 登记）', 1, 6800, 0, 0, 0, ['10 个工作日完成', '含首年秘书服务', '中文对接'], '#0ea5e9'],
  ['service', 0, '马来西亚年度审计与报税', 1, 4200, 500, 0, 0, ['审计报告', '所得税申报'], '#0284c7'],
  ['service', 1, '印尼 BPOM 化妆品注册', 2, 9800, 1000, 0, 0, ['每个 SKU 单独注册', '约 45 个工作日'], '#f59e0b'],
  ['service', 1, 'Shopee 店铺代运营（月）', 3, 5000, 0, 0, 0, ['上新 30 款', '广告托管', '周报'], '#f97316'],
  ['course', 2, 'Shopee 新手开店 21 天训练营', 2, 1999, 2000, 60, 10, ['21 节直播课', '作业点评', '结业证书'], '#ef4444'],
  ['course', 2, 'Shopee 广告投放进阶', 1, 699, 0, 0, 0, ['12 节录播', '案例拆解'], '#dc2626'],
  ['course', 3, 'TikTok Shop 越南短视频带货', 3, 2999, 0, 30, 24, ['胡志明市线下两天', '现场拍摄实操'], '#8b5cf6'],
  ['live', 4, '双 12 保温杯专场直播', 1, 0, 0, 200, 16, ['马来语 + 华语双主播', '专场 3 小时'], '#10b981'],
  ['live', 5, '印尼美妆个护直播周', 1, 0, 0, 100, 5, ['每晚 8 点', '新品首发'], '#14b8a6'],
  ['single', -1, '海外仓一件代发 · 基础套餐', 1, 2999, 0, 0, 0, ['吉隆坡仓 + 雅加达仓', '每月 300 单内'], '#6366f1'],
  ['single', -1, '海外仓一件代发 · 旺季套餐', 1, 6999, 800, 0, 0, ['每月 1000 单内', '优先出库'], '#4f46e5'],
  ['single', -1, '退货翻新增值服务', 2, 300, 0, 0, 0, ['按件计费', '质检拍照'], '#a855f7'],
  ['site', 6, 'Shopee 马来西亚站', 1, 0, 0, 0, 0, ['佣金 5.5%', '马币结算'], '#f97316'],
  ['site', 6, 'Shopee 印尼站', 1, 0, 0, 0, 0, ['佣金 6%', '印尼盾结算'], '#ea580c'],
  ['site', 7, 'Lazada 马来西亚站', 1, 0, 0, 0, 0, ['LazMall 品牌店'], '#2563eb'],
  ['site', 8, 'TikTok Shop 越南站', 3, 0, 0, 0, 0, ['直播带货', '越南盾结算'], '#111827'],
]

/**
 * The markets besides goods: service providers and their services, lecturers and courses, live
 * institutions and their streams, the single project 121001 and its products, the platforms and
 * their sites, and orders of each in several states (paid, delivered, completed, cancelled).
 */
export async function planOfferings(tx: Tx, plan: DemoPlan, cast: Cast) {
  const now = plan.now
  const providers: number[] = []
  for (const [i, [kind, name, contact, phone, country, tags, intro]] of PROVIDERS.entries())
    providers.push(
      await createThrough(
        tx,
        res(`Provider/${kind}`),
        cast.admin,
        {
          Name: name,
          Contact: contact,
          Phone: phone,
          Country: country,
          Tag: tags,
          Describe: intro,
          Logo: demoImage(`provider-${i}`, '#64748b', 'round'),
          Score: PROVIDERS.length - i,
        },
        { CreateTime: now - (200 - i * 5) * DAY },
      ),
    )
  // The project the menu opens, under the number the spec gives it.
  const project = await createThrough(
    tx,
    res('Provider/single'),
    cast.admin,
    {
      Name: '海通海外仓一件代发项目',
      Contact: '陈志远',
      Phone: '400-820-1688',
      Country: 'MY',
      Tag: '海外仓,一件代发',
      Describe: '面向国内中小卖家的东南亚海外仓一件代发：吉隆坡、雅加达两仓，48 小时内出库，支持退货翻新。',
      Logo: demoImage('project-121001', '#4f46e5', 'box'),
      Score: 100,
    },
    { Id: DEMO_PROJECT_ID, CreateTime: now - 240 * DAY },
  )
  await tx.execute(sql`select setval(pg_get_serial_sequence('provider', 'id'), (select max(id) from provider))`)
  const offerings: Record<string, number[]> = {}
  for (const [i, [module, p, title, kind, price, off, capacity, starts, items, colour]] of OFFERINGS.entries()) {
    const id = await createThrough(
      tx,
      res(`Offering/${module}`),
      cast.admin,
      {
        Title: title,
        ProviderId: p < 0 ? project : providers[p]!,
        Kind: kind,
        Price: price * 100,
        FavourablePercent: off,
        Capacity: capacity,
        StartTime: starts ? Math.floor((now + starts * DAY) / HOUR) * HOUR : 0,
        DescribeItem: items,
        ButtonName: module === 'live' ? '预约' : module === 'course' ? '立即报名' : '立即购买',
        CardImg: [demoImage(`offering-${i}`, colour, module === 'course' ? 'card' : module === 'live' ? 'round' : 'box')],
        Describe: `<p>${title}</p><ul>${items.map((x) => `<li>${x}</li>`).join('')}</ul>`,
        OnlineTime: now - (90 - i) * DAY,
        Score: OFFERINGS.length - i,
      },
      { CreateTime: now - (120 - i * 3) * DAY },
    )
    ;(offerings[module] ??= []).push(id)
  }

  // Orders of each market: [module, offering index in it, number, customer, phone, qty, ago, the steps after creation]
  type Step = [number, string, Record<string, unknown>?]
  const orders: [string, number, string, string, string, number, number, Step[]][] = [
    [
      'service',
      0,
      'FW-2026-0301',
      '李伟（义乌）',
      '138 5790 1123',
      1,
      20 * DAY,
      [
        [2 * HOUR, 'pay', { Payment: '对公转账' }],
        [9 * DAY, 'ship', { Note: '执照与 SST 证书已寄出' }],
        [DAY, 'confirmReceive'],
      ],
    ],
    ['service', 2, 'FW-2026-0307', '张敏', '139 2201 8876', 3, 6 * DAY, [[HOUR, 'pay', { Payment: '支付宝' }]]],
    ['service', 3, 'FW-2026-0311', '王强', '137 6612 0098', 1, 2 * HOUR, []],
    [
      'course',
      0,
      'KC-2026-1102',
      '刘洋',
      '135 1123 4567',
      1,
      4 * DAY,
      [
        [30 * MIN, 'pay', { Payment: '微信支付' }],
        [HOUR, 'ship', { Note: '已开通课程与学员群' }],
      ],
    ],
    ['course', 0, 'KC-2026-1105', '赵丽', '136 2288 3311', 2, 2 * DAY, [[10 * MIN, 'pay', { Payment: '微信支付' }]]],
    [
      'course',
      2,
      'KC-2026-1108',
      'Tran Minh Khoa',
      '+84 93 221 7788',
      1,
      3 * DAY,
      [[2 * HOUR, 'cancel', { Reason: '行程冲突，改报下一期' }]],
    ],
    ['live', 0, 'ZB-2026-0088', 'Ahmad Faizal', '+60 17 220 1188', 1, DAY, [[5 * MIN, 'pay', { Payment: '免费预约' }]]],
    ['live', 1, 'ZB-2026-0090', 'Siti Rahma', '+62 813 5566 7788', 1, 3 * HOUR, []],
    [
      'single',
      0,
      'XM-2026-0512',
      '杭州优品贸易',
      '0571-8866 2211',
      1,
      40 * DAY,
      [
        [HOUR, 'pay', { Payment: '对公转账' }],
        [DAY, 'ship', { Note: '仓库账号已开通' }],
        [8 * DAY, 'autoConfirm'],
      ],
    ],
    ['single', 1, 'XM-2026-0520', '深圳宏达电子', '0755-2233 8899', 1, 5 * DAY, [[3 * HOUR, 'pay', { Payment: '对公转账' }]]],
  ]
  for (const [module, index, no, name, phone, num, ago, steps] of orders) {
    const placed = now - ago - steps.reduce((t, [after]) => t + after, 0)
    const story = plan.story({
      res: res('OfferingOrder'),
      by: cast.sales,
      body: { Module: module, OrderNo: no, OfferingId: offerings[module]![index]!, Num: num, Name: name, Phone: phone, OrderTime: placed },
    })
    for (const [after, event, data] of steps)
      story.then(after, event, event === 'expire' || event === 'autoConfirm' ? null : cast.supervisor, data ?? {})
    story.endsAgo(ago)
  }
  return { project, platforms: PROVIDERS.map(([kind], i) => (kind === 'platform' ? providers[i]! : 0)).filter(Boolean) }
}
