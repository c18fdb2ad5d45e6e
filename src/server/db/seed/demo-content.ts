import { assembleModules, type ServerModule } from '../../../kernel/server/module.ts'
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Tx } from '../../../kernel/server/db/client.ts'
import { Ad, Agent, Attr, Catalog, Client, Department, EndUser, Help, Notice, NoticeRead, Shop, Sku, Subject } from '../schema/index.ts'
import { hashPassword } from '../../../kernel/server/lib/password.ts'
import { createRandom } from '../../../kernel/server/lib/random.ts'
import { cleanHtml } from '../../../kernel/server/lib/html.ts'
import { seedClients } from './demo-clients.ts'
import { seedDemoDocs } from './demo-docs.ts'
import { seedRuleSettings } from './demo-settings.ts'
import { seedDemoArticles, type CatalogNode } from './demo-articles.ts'
import { seedDemoSystemConfig } from './demo-system-config.ts'

/**
 * Sample rows for the HR and system screens of the demo company: more departments, companies
 * and shops, end users, notices, adverts, help articles and their categories, product categories,
 * SKU specifications and attributes. Each part is written only when its table (or catalog family)
 * is still empty, so running this again, or on an older demo database, never duplicates rows.
 */

const DAY = 86_400

const countOf = async (tx: Tx, table: PgTable) => {
  const [row] = await tx.select({ n: count() }).from(table)
  return row?.n ?? 0
}

// ---------------------------------------------------------------------------------------------
// Departments

/** Type (1 office, 2 warehouse), phone and address of some departments, by name. */
export const DEPARTMENT_DETAILS: Record<string, { type: number; phone?: string; address?: string }> = {
  总部: { type: 1, phone: '0755-86001234', address: '深圳市南山区粤海街道科技园南区 8 栋 12 楼' },
  吉隆坡仓: {
    type: 2,
    phone: '+60 3-3377 2100',
    address: 'Lot 12, Jalan Sungai Puloh, Kawasan Perindustrian Bandar Sultan Sulaiman, 42000 Port Klang, Selangor',
  },
  雅加达仓: { type: 2, phone: '+62 21-4682 7731', address: 'Kawasan Industri Pulogadung, Jl. Rawa Gelam III No. 8, Jakarta Timur 13930' },
}

/**
 * Adds the departments of `tree` ([key, name, parent key]) that an older demo database lacks,
 * under their parent (found by name). Roots are never added here: the company seed makes them.
 */
async function topUpDepartments(tx: Tx, tree: readonly (readonly [string, string, string | null])[]) {
  const rows = await tx
    .select({ Id: Department.Id, Name: Department.Name, Path: Department.Path, Level: Department.Level, SubjectId: Department.SubjectId })
    .from(Department)
    .where(ne(Department.Status, -1))
  const byName = new Map(rows.map((r) => [r.Name, r]))
  const nameOf = new Map(tree.map(([key, name]) => [key, name]))
  let added = 0
  for (const [, name, parentKey] of tree) {
    if (!parentKey || byName.has(name)) continue
    const parent = byName.get(nameOf.get(parentKey)!)
    if (!parent) continue
    const d = DEPARTMENT_DETAILS[name]
    const [row] = await tx
      .insert(Department)
      .values({
        Name: name,
        ParentId: parent.Id,
        SubjectId: parent.SubjectId,
        Level: parent.Level + 1,
        Type: d?.type ?? 1,
        Phone: d?.phone ?? '',
        Address: d?.address ?? '',
      })
      .returning({ Id: Department.Id })
    const path = `${parent.Path}${row!.Id}/`
    await tx.update(Department).set({ Path: path }).where(eq(Department.Id, row!.Id))
    byName.set(name, { Id: row!.Id, Name: name, Path: path, Level: parent.Level + 1, SubjectId: parent.SubjectId })
    added++
  }
  return added
}

// ---------------------------------------------------------------------------------------------
// Companies and shops

/** The demo's companies; the first is the one the company seed creates. */
const SUBJECTS = [
  {
    Name: 'HaiTong Logistics (M) Sdn. Bhd.',
    SubjectCode: '202101023456 (1403391-K)',
    Address: 'Lot 12, Jalan Sungai Puloh, 42000 Port Klang, Selangor, Malaysia',
    LegalPerson: 'Lim Chee Keong',
    Amount: 200,
    Type: 1,
    Range: '仓储服务、货运代理、跨境电商进出口、清关代理（马来西亚）',
    BankName: 'Maybank Port Klang Branch',
    BankNo: '512231098765',
  },
  {
    Name: 'PT Haitong Logistik Indonesia',
    SubjectCode: '9120304152637',
    Address: 'Jl. Rawa Gelam III No. 8, Kawasan Industri Pulogadung, Jakarta Timur 13930, Indonesia',
    LegalPerson: 'Hendra Gunawan',
    Amount: 300,
    Type: 1,
    Range: 'Pergudangan, jasa pengurusan transportasi, perdagangan besar melalui internet (KBLI 52101, 52291, 47911)',
    BankName: 'Bank Central Asia KCU Pulogadung',
    BankNo: '0843127765',
  },
]

/** Brings the companies up to three. Returns the ids of the demo's companies by country. */
async function topUpSubjects(tx: Tx, now: number) {
  const rows = await tx.select({ Id: Subject.Id, Name: Subject.Name }).from(Subject).where(ne(Subject.Status, -1)).orderBy(Subject.Id)
  const names = new Set(rows.map((r) => r.Name))
  const missing = SUBJECTS.filter((s) => !names.has(s.Name)).slice(0, Math.max(0, 3 - rows.length))
  const added = missing.length
    ? await tx
        .insert(Subject)
        .values(missing.map((s, i) => ({ ...s, ValidTime: now + (5 + i) * 365 * DAY, CreateTime: now - (200 - i * 40) * DAY })))
        .returning({ Id: Subject.Id, Name: Subject.Name })
    : []
  const all = [...rows, ...added]
  const id = (name: string) => all.find((r) => r.Name === name)?.Id
  const first = all[0]?.Id ?? 0
  return { added: added.length, hq: first, my: id(SUBJECTS[0]!.Name) ?? first, id: id(SUBJECTS[1]!.Name) ?? first }
}

// ---------------------------------------------------------------------------------------------
// End users

type Country = 'MY' | 'ID' | 'VN' | 'TH' | 'CN'
const MAIL: Record<Country, string[]> = {
  MY: ['gmail.com', 'yahoo.com.my', 'hotmail.my'],
  ID: ['gmail.com', 'yahoo.co.id'],
  VN: ['gmail.com', 'yahoo.com.vn'],
  TH: ['gmail.com', 'hotmail.co.th'],
  CN: ['163.com', '126.com', 'qq.com'],
}

/** [name, country, mail handle for names without Latin letters, or a full address for companies]. */
const PEOPLE: [string, Country, string?][] = [
  ['Nur Aisyah binti Hassan', 'MY'],
  ['Muhammad Hafiz bin Ismail', 'MY'],
  ['Tan Wei Ling', 'MY'],
  ['Lim Chee Keong', 'MY'],
  ['Siti Nurhaliza binti Ahmad', 'MY'],
  ['Wong Kar Mun', 'MY'],
  ['Rajesh a/l Subramaniam', 'MY'],
  ['Priya a/p Krishnan', 'MY'],
  ['Ahmad Zulkifli bin Omar', 'MY'],
  ['Chong Mei Yee', 'MY'],
  ['Farah Nadia binti Yusof', 'MY'],
  ['Lee Jun Hao', 'MY'],
  ['Budi Santoso', 'ID'],
  ['Siti Rahayu', 'ID'],
  ['Agus Wijaya', 'ID'],
  ['Dewi Lestari', 'ID'],
  ['Rizky Pratama', 'ID'],
  ['Putri Anggraini', 'ID'],
  ['Hendra Kurniawan', 'ID'],
  ['Indah Permatasari', 'ID'],
  ['Andi Saputra', 'ID'],
  ['Yuliana Halim', 'ID'],
  ['Fajar Nugroho', 'ID'],
  ['Ratna Sari', 'ID'],
  ['Nguyễn Văn An', 'VN'],
  ['Trần Thị Mai', 'VN'],
  ['Lê Hoàng Nam', 'VN'],
  ['Phạm Thu Hà', 'VN'],
  ['Hoàng Minh Tuấn', 'VN'],
  ['Vũ Thị Lan', 'VN'],
  ['Đặng Quốc Bảo', 'VN'],
  ['Bùi Thanh Hương', 'VN'],
  ['Đỗ Đức Anh', 'VN'],
  ['Ngô Thị Hồng', 'VN'],
  ['Somchai Jaidee', 'TH'],
  ['Siriporn Wongsakul', 'TH'],
  ['Nattapong Srisuk', 'TH'],
  ['Kanokwan Chaiyaporn', 'TH'],
  ['Anan Boonmee', 'TH'],
  ['Pimchanok Rattanakorn', 'TH'],
  ['Thanawat Suwannarat', 'TH'],
  ['Wanida Kittisak', 'TH'],
  ['Chaiwat Phromma', 'TH'],
  ['Supaporn Inthanon', 'TH'],
  ['李明轩', 'CN', 'li.mingxuan'],
  ['王晓燕', 'CN', 'wangxiaoyan88'],
  ['张伟', 'CN', 'zhangwei.sz'],
  ['刘芳', 'CN', 'liufang_yw'],
  ['陈建国', 'CN', 'chen.jianguo'],
  ['杨丽娟', 'CN', 'yanglijuan'],
  ['黄志强', 'CN', 'huang.zhiqiang'],
  ['赵雪', 'CN', 'zhaoxue1993'],
  ['周子涵', 'CN', 'zhou.zihan'],
  ['吴国栋', 'CN', 'wuguodong'],
  ['郑佳怡', 'CN', 'zheng.jiayi'],
]

/** Company customers (Type 2). */
const COMPANIES: [string, Country, string][] = [
  ['Syarikat Maju Jaya Sdn. Bhd.', 'MY', 'purchasing@majujaya.com.my'],
  ['PT Sinar Abadi Sentosa', 'ID', 'order@sinarabadi.co.id'],
  ['Công ty TNHH Thương mại Phú Thành', 'VN', 'info@phuthanh.vn'],
  ['Siam Global Trading Co., Ltd.', 'TH', 'import@siamglobal.co.th'],
  ['义乌市鑫源进出口有限公司', 'CN', 'sales@yw-xinyuan.cn'],
]

const TAGS: Record<Country, string[]> = {
  MY: ['Shopee卖家', 'Lazada卖家', '批发', '回头客', 'VIP', '一件代发'],
  ID: ['Tokopedia卖家', 'Shopee卖家', '批发', '新客', 'VIP'],
  VN: ['Shopee卖家', '批发', '新客', '回头客'],
  TH: ['Lazada卖家', 'TikTok卖家', '新客', '回头客'],
  CN: ['工厂', '跨境卖家', 'VIP', '批发', '回头客'],
}
const FROM_CODES = ['', '', 'SHOPEE-MY', 'LAZADA', 'TOKOPEDIA', 'FB-ADS', 'EXPO-SZ', 'REF-HT01', 'REF-HT07', 'WEB']

/** An ASCII mail handle from a Latin-script name ("Nguyễn Văn An" → "nguyen.an"). */
function handleOf(name: string): string {
  const words = name
    .replace(/[đĐ]/g, 'd')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => !['bin', 'binti', 'a/l', 'a/p'].includes(w))
  return words.length > 1 ? `${words[0]}.${words[words.length - 1]}` : words[0]!
}

interface Owner {
  Id: number
  DepartmentId: number
}

async function seedEndUsers(tx: Tx, owners: Owner[], now: number) {
  if (!owners.length) return 0
  const rnd = createRandom(20_240_601) // seeded: the same demo on every machine
  const pwd = await hashPassword('demo123') // slow: once for every end user
  const mobiles = new Set<string>()
  const prefixes = ['135', '136', '137', '138', '139', '150', '151', '152', '158', '159', '186', '187', '188', '189']
  // Mainland mobiles, as most of the demo's end users have (kernel/shared/schemas/account.ts, MobileNumber).
  const mobile = () => {
    let m = ''
    do m = `${rnd.pick(prefixes)}${String(rnd.int(0, 99_999_999)).padStart(8, '0')}`
    while (mobiles.has(m) || m.startsWith('1380000'))
    mobiles.add(m)
    return m
  }
  // Most customers belong to the sales staff; the pattern repeats over the owners given.
  const weights = [0, 1, 0, 2, 1, 0, 3, 0, 4, 1, 0, 2]
  const all = [
    ...PEOPLE.map(([name, country, handle]) => ({
      name,
      country,
      type: 1,
      email: `${handle ?? handleOf(name)}@${rnd.pick(MAIL[country])}`,
    })),
    ...COMPANIES.map(([name, country, email]) => ({ name, country, type: 2, email })),
  ]
  // Shuffle so that every page of the list mixes countries.
  for (let i = all.length - 1; i > 0; i--) {
    const j = rnd.int(0, i)
    ;[all[i], all[j]] = [all[j]!, all[i]!]
  }
  const values = all.map((u, i) => {
    const owner = owners[weights[i % weights.length]! % owners.length]!
    const created = now - rnd.int(0, 120 * DAY)
    const active = i % 9 !== 4
    const seen = active && rnd.next() < 0.8
    return {
      Name: u.name,
      Type: u.type,
      Country: u.country,
      Cellphone: mobile(),
      Email: rnd.next() < 0.1 && u.type === 1 ? '' : u.email,
      Tag: [...new Set([rnd.pick(TAGS[u.country as Country]), ...(rnd.next() < 0.4 ? [rnd.pick(TAGS[u.country as Country])] : [])])].join(
        ',',
      ),
      FromCode: rnd.pick(FROM_CODES),
      Birthday: u.type === 1 ? Math.floor(Date.UTC(rnd.int(1968, 2003), rnd.int(0, 11), rnd.int(1, 28)) / 1000) : 0,
      AgentId: owner.Id,
      DepartmentId: owner.DepartmentId,
      Status: active ? 1 : 0,
      Score: i % 15 === 0 ? 10 : 0,
      Pwd: pwd,
      CreateTime: created,
      UpdateTime: created,
      LastTime: seen ? created + rnd.int(0, now - created) : 0,
    }
  })
  await tx.insert(EndUser).values(values)
  return values.length
}

// ---------------------------------------------------------------------------------------------
// Notices, adverts

/**
 * Type: 1 company notice, 2 system announcement, 3 policy update (shared/resources/notice.ts).
 * All come from head office (the administrator, 总部), and every demo account has read them.
 */
const NOTICES: { type: 1 | 2 | 3; days: number; title: string; content: string; score?: number }[] = [
  {
    type: 1,
    days: 62,
    title: '雅加达仓正式启用，印尼订单改由本地发货',
    content:
      '各位同事：\n雅加达仓（Pulogadung 工业区）已完成验收并正式启用。即日起，印度尼西亚买家的订单统一由雅加达仓发货，吉隆坡仓不再转运印尼件。\n入库预约请提前 48 小时在系统中提交，仓库联系电话 +62 21-4682 7731。',
    score: 5,
  },
  {
    type: 2,
    days: 45,
    title: '员工账号启用短信验证码登录',
    content: '为提升账号安全，系统已支持短信验证码登录和更换手机号。请在“个人中心”核对本人手机号；离职或转岗同事的账号由人事统一停用。',
  },
  {
    type: 3,
    days: 38,
    title: '马来西亚低价值商品销售税（LVG）征收说明',
    content:
      '马来西亚对经线上平台销售、单价不超过 RM500 的进口低价值商品征收 10% 销售税，由平台或卖家在销售时代收。\n业务员在报价时请提醒客户确认平台已代收 LVG，避免货物到港后重复征税。详细规则以马来西亚皇家关税局（RMCD）公告为准。',
  },
  {
    type: 1,
    days: 30,
    title: '月度经营例会通知',
    content:
      '本月经营例会定于周五 15:00 在 12 楼大会议室召开（海外仓同事线上参加），议题：上月回款情况、东南亚大促备货计划、新客户分配规则。各部门负责人参加。',
  },
  {
    type: 3,
    days: 21,
    title: '印尼进口电商商品免税额度为 3 美元',
    content:
      '印度尼西亚对跨境电商进口商品的免税额度为每票 FOB 3 美元，超出部分按规定征收进口关税、增值税和所得税；纺织品、鞋靴、箱包等商品另有专门税率。\n报关部已更新申报模板，请业务员下单时如实填写申报价值。',
  },
  {
    type: 2,
    days: 12,
    title: '新增海外仓库存导出功能',
    content: '海外仓库存列表已支持按当前筛选条件导出 Excel，导出内容受本人数据权限限制。如发现数据异常，请联系系统管理员。',
  },
  {
    type: 1,
    days: 6,
    title: '吉隆坡仓季度盘点期间暂停出库',
    content: '吉隆坡仓将于本周六、周日进行季度盘点，盘点期间暂停出库作业，入库照常。请业务员提前告知客户，加急订单请在周五 12:00 前提交。',
    score: 3,
  },
  {
    type: 2,
    days: 2,
    title: '系统将于本周六 23:00 至次日 01:00 停机维护',
    content: '维护期间系统暂停访问，请提前保存正在编辑的资料。维护完成后无需重新安装任何软件，刷新页面即可。',
  },
]

/** Notices younger than this many days are still unread in the demo. */
export const UNREAD_DAYS = 3

async function seedNotices(tx: Tx, author: Owner, readers: Owner[], now: number) {
  const values = NOTICES.map((n, i) => {
    const created = now - n.days * DAY - ((i * 3_607) % DAY)
    return {
      Type: n.type,
      Title: n.title,
      Content: n.content,
      Score: n.score ?? 0,
      AgentId: author.Id,
      DepartmentId: author.DepartmentId,
      CreateTime: created,
      UpdateTime: created,
    }
  })
  const rows = await tx.insert(Notice).values(values).returning({ Id: Notice.Id, CreateTime: Notice.CreateTime })
  // The staff have read what was published before the last few days; the newest waits, unread, on everyone's home page.
  const reads = rows
    .filter((n) => n.CreateTime < now - UNREAD_DAYS * DAY)
    .flatMap((n) => readers.map((a, j) => ({ NoticeId: n.Id, AgentId: a.Id, ReadTime: Math.min(now, n.CreateTime + 1_800 + j * 5_400) })))
  if (reads.length) await tx.insert(NoticeRead).values(reads).onConflictDoNothing()
  return rows.length
}

/** Kind: 1 home banner, 2 pop-up, 3 within lists, 4 nearby. Money in hundredths. */
async function seedAds(tx: Tx, now: number) {
  const at = (days: number) => now + days * DAY
  const values = [
    {
      Title: '海通海外仓 · 马来西亚半岛 48 小时送达',
      Kind: 1,
      Tags: '海外仓,马来西亚,48小时',
      Link: 'https://www.haitong-demo.example/promo/my-48h',
      Amount: 500_000,
      MinPrice: 50,
      DisplayTimes: 12_840,
      BeginTime: at(-30),
      EndTime: at(60),
      Score: 10,
    },
    {
      Title: '新客首月仓储费 8 折',
      Kind: 2,
      Tags: '新客,仓储费,优惠',
      Link: 'https://www.haitong-demo.example/promo/new-client',
      Amount: 200_000,
      MinPrice: 30,
      DisplayTimes: 6_315,
      BeginTime: at(-95),
      EndTime: at(-35),
    },
    {
      Title: '印尼专线 · 雅加达仓一件代发',
      Kind: 3,
      Tags: '印尼,一件代发,专线',
      Link: 'https://www.haitong-demo.example/service/id-dropship',
      Amount: 350_000,
      MinPrice: 40,
      DisplayTimes: 4_102,
      BeginTime: at(-14),
      EndTime: at(76),
      Score: 5,
    },
    {
      Title: '巴生港仓库自提点开放，提前预约免排队',
      Kind: 4,
      Tags: '自提,巴生港,吉隆坡',
      Link: 'https://www.haitong-demo.example/service/pickup-klang',
      Amount: 80_000,
      MinPrice: 20,
      DisplayTimes: 957,
      BeginTime: at(-7),
      EndTime: at(83),
      Longtitude: 101.3928,
      Latitude: 3.0319,
      Distance: 15_000,
    },
    {
      Title: '年终大促备货预约开启：入库费全免',
      Kind: 1,
      Tags: '大促,备货,入库费',
      Link: 'https://www.haitong-demo.example/promo/year-end',
      Amount: 1_000_000,
      MinPrice: 60,
      DisplayTimes: 0,
      BeginTime: at(10),
      EndTime: at(45),
      Status: 0,
    },
  ]
  await tx.insert(Ad).values(values.map((v, i) => ({ ...v, CreateTime: now - (40 - i * 6) * DAY, UpdateTime: now - (40 - i * 6) * DAY })))
  return values.length
}

// ---------------------------------------------------------------------------------------------
// Catalog trees, help, dictionaries

const HELP_TREE: CatalogNode[] = [
  {
    name: '新手入门',
    title: 'Getting started',
    feature: '#16a34a',
    children: [
      { name: '账号与登录', title: 'Account and sign-in' },
      { name: '系统设置', title: 'Settings' },
    ],
  },
  {
    name: '订单与物流',
    title: 'Orders and logistics',
    feature: '#2563eb',
    children: [
      { name: '海外仓发货', title: 'Shipping from overseas warehouses' },
      { name: '清关与报关', title: 'Customs clearance' },
    ],
  },
  { name: '财务结算', title: 'Billing', feature: '#d97706', children: [{ name: '费用说明', title: 'Fees' }] },
]

const PRODUCT_TREE: CatalogNode[] = [
  {
    name: '家居厨房',
    title: 'Home & Kitchen',
    feature: '#f59e0b',
    children: [
      {
        name: '厨房用品',
        title: 'Kitchenware',
        children: [
          { name: '保温杯', title: 'Vacuum flasks' },
          { name: '收纳盒', title: 'Storage boxes' },
        ],
      },
      {
        name: '清洁用品',
        title: 'Cleaning',
        children: [
          { name: '拖把', title: 'Mops' },
          { name: '清洁刷', title: 'Brushes' },
        ],
      },
    ],
  },
  {
    name: '数码配件',
    title: 'Electronics accessories',
    feature: '#3b82f6',
    children: [
      {
        name: '手机配件',
        title: 'Phone accessories',
        children: [
          { name: '充电器', title: 'Chargers' },
          { name: '数据线', title: 'Cables' },
          { name: '手机壳', title: 'Phone cases' },
        ],
      },
      {
        name: '电脑周边',
        title: 'Computer peripherals',
        children: [
          { name: '键盘鼠标', title: 'Keyboards & mice' },
          { name: '移动硬盘', title: 'Portable drives' },
        ],
      },
    ],
  },
  {
    name: '美妆个护',
    title: 'Beauty & Personal care',
    feature: '#ec4899',
    children: [
      {
        name: '护肤',
        title: 'Skin care',
        children: [
          { name: '面膜', title: 'Face masks' },
          { name: '防晒', title: 'Sunscreen' },
        ],
      },
      { name: '个人护理', title: 'Personal care', children: [{ name: '电动牙刷', title: 'Electric toothbrushes' }] },
    ],
  },
]

/**
 * Writes a family's tree level by level (one insert per level), then sets every Path in one
 * statement ("/root/…/own id/"). Answers the ids by name.
 */
async function seedCatalog(tx: Tx, multi: string, tree: CatalogNode[], subjectId: number, now: number) {
  const ids = new Map<string, number>()
  let level: { node: CatalogNode; fid: number }[] = tree.map((node) => ({ node, fid: 0 }))
  for (let depth = 1; level.length; depth++) {
    const rows = await tx
      .insert(Catalog)
      .values(
        level.map(({ node, fid }, i) => ({
          Multi: multi,
          Name: node.name,
          Title: node.title ?? '',
          Feature: node.feature ?? '',
          Fid: fid,
          Level: depth,
          Score: level.length - i,
          SubjectId: subjectId,
          CreateTime: now - 150 * DAY + depth * 3_600,
          UpdateTime: now - 150 * DAY + depth * 3_600,
        })),
      )
      .returning({ Id: Catalog.Id, Name: Catalog.Name })
    for (const r of rows) ids.set(r.Name, r.Id)
    level = level.flatMap(({ node }) => (node.children ?? []).map((child) => ({ node: child, fid: ids.get(node.name)! })))
  }
  await tx.execute(sql`
    with recursive t(id, path) as (
      select id, '/' || id || '/' from catalog where multi = ${multi} and fid = 0 and id in (${sql.join(
        [...ids.values()].map((id) => sql`${id}`),
        sql`, `,
      )})
      union all
      select c.id, t.path || c.id || '/' from catalog c join t on c.fid = t.id
    )
    update catalog set path = t.path from t where catalog.id = t.id`)
  return ids
}

const HELP_ARTICLES: {
  catalog: string
  title: string
  remark: string
  tags: string
  content: string
  read: number
  collect: number
  display?: number
}[] = [
  {
    catalog: '账号与登录',
    title: '如何使用短信验证码登录',
    remark: '忘记密码或在新设备上登录时，可用手机短信验证码登录。',
    tags: '登录,短信验证码,账号',
    read: 326,
    collect: 41,
    content: `<h2>使用短信验证码登录</h2>
<p>在登录页选择<strong>短信登录</strong>，输入本人在系统中登记的手机号，点击<em>获取验证码</em>。</p>
<ol><li>验证码 5 分钟内有效，同一手机号 60 秒内只能获取一次。</li><li>连续输错 5 次后需等待 10 分钟再试。</li><li>收不到短信时，请确认手机号是否已由人事更新。</li></ol>
<p>如仍无法登录，请联系系统管理员重置账号。</p>`,
  },
  {
    catalog: '账号与登录',
    title: '修改密码与管理登录设备',
    remark: '在个人中心修改密码，并可下线不认识的登录设备。',
    tags: '密码,安全,登录设备',
    read: 188,
    collect: 22,
    content: `<h2>修改密码</h2>
<p>点击右上角头像，进入<strong>修改密码</strong>，输入旧密码和两次新密码（至少 6 位）。修改成功后，其他设备上的登录会全部失效。</p>
<h2>管理登录设备</h2>
<p>在<strong>我的登录</strong>中可以看到当前所有登录会话，点击<em>下线</em>即可让该设备退出。</p>`,
  },
  {
    catalog: '海外仓发货',
    title: '如何创建海外仓发货单',
    remark: '从海外仓库存直接发货给当地买家的操作步骤。',
    tags: '海外仓,发货单,一件代发,出库',
    read: 512,
    collect: 97,
    content: `<h2>创建发货单</h2>
<ol><li>进入<strong>仓储 → 出库单</strong>，点击<em>新增</em>。</li><li>选择发货仓（吉隆坡仓或雅加达仓）和客户，系统只列出该仓有库存的商品。</li><li>填写收件人姓名、电话和详细地址，马来西亚地址需填写 5 位邮编，印尼地址需填写区（Kecamatan）。</li><li>提交后仓库在 24 小时内拣货出库，运单号会自动回填。</li></ol>
<p>当日 14:00 前提交的订单当天出库；大促期间以仓库公告为准。</p>`,
  },
  {
    catalog: '清关与报关',
    title: '马来西亚进口清关所需资料',
    remark: '海运、空运进口马来西亚时报关需要准备的单证清单。',
    tags: '马来西亚,清关,报关资料,SIRIM',
    read: 274,
    collect: 63,
    content: `<h2>基本单证</h2>
<ul><li>商业发票（Commercial Invoice）与装箱单（Packing List）</li><li>提单或空运单（B/L、AWB）</li><li>进口商 SST 注册号与公司注册文件</li></ul>
<h2>特殊商品</h2>
<p>电子电器、充电器等受管制商品需提供 <strong>SIRIM</strong> 认证；食品、化妆品需提前办理相应许可。资料不全会导致货物滞港并产生仓租。</p>`,
  },
  {
    catalog: '清关与报关',
    title: '印尼进口关税与免税额度说明',
    remark: '跨境电商小包进口印度尼西亚的征税规则。',
    tags: '印尼,关税,免税额度,跨境电商',
    read: 231,
    collect: 48,
    content: `<h2>免税额度</h2>
<p>跨境电商进口商品每票 FOB 价值 <strong>3 美元</strong>以内免征进口关税，超出部分按规定征收关税、增值税（PPN）和所得税（PPh）。</p>
<h2>注意事项</h2>
<ul><li>纺织品、鞋靴、箱包等商品适用专门税率。</li><li>拆分申报会被海关合并计税并可能处罚，请如实申报。</li></ul>`,
  },
  {
    catalog: '费用说明',
    title: '仓储费与尾程派送费计费规则',
    remark: '海外仓的入库、仓储、出库与尾程派送费用如何计算。',
    tags: '仓储费,派送费,计费',
    read: 96,
    collect: 12,
    display: 0,
    content: `<h2>计费项目</h2>
<table><thead><tr><th>项目</th><th>计费方式</th></tr></thead><tbody><tr><td>入库费</td><td>按箱计费</td></tr><tr><td>仓储费</td><td>按立方米·天计费，入库 30 天内免费</td></tr><tr><td>出库费</td><td>按件计费</td></tr><tr><td>尾程派送</td><td>按重量和目的地分区计费</td></tr></tbody></table>
<p>具体价格以财务部发布的最新报价单为准。</p>`,
  },
]

const SKUS = [
  { Name: '颜色', Values: ['黑色', '白色', '灰色', '藏青色', '樱花粉'], Remark: '服饰、数码配件通用' },
  { Name: '尺码', Values: ['S', 'M', 'L', 'XL', 'XXL'], Remark: '服饰类，按亚洲尺码' },
  { Name: '容量', Values: ['350ml', '500ml', '750ml', '1L'], Remark: '保温杯、水壶' },
  {
    Name: '插头规格',
    Values: ['英规 (马来西亚/新加坡)', '欧规 (印尼/越南)', '美规 (泰国/菲律宾)', '国标 (中国)'],
    Remark: '充电器、小家电按目的国选择',
  },
]

const ATTRS = [
  { Name: '材质', Type: 2, Values: ['304不锈钢', '316不锈钢', '食品级硅胶', 'ABS塑料', '高硼硅玻璃'], Remark: '' },
  { Name: '原产地', Type: 2, Values: ['中国', '马来西亚', '印度尼西亚', '越南', '泰国'], Remark: '报关申报用' },
  { Name: '认证', Type: 3, Values: ['SIRIM', 'SNI', 'TISI', 'CE', 'FCC', 'Halal'], Remark: '目的国强制认证与清真认证' },
  { Name: '保修说明', Type: 1, Values: [], Remark: '自由填写，如“整机保修 12 个月”' },
]

// ---------------------------------------------------------------------------------------------

export interface ContentReport {
  departments: number
  subjects: number
  shops: number
  endUsers: number
  notices: number
  ads: number
  helpCatalog: number
  help: number
  productCatalog: number
  skus: number
  attrs: number
  clients: number
  articleCatalog: number
  articles: number
}

/**
 * Fills the demo company's HR and system screens. Only a demo database (the demo administrator
 * `adminMobile` exists) is touched; each part is skipped when its table already holds rows.
 */
export async function seedDemoContent(
  tx: Tx,
  demo: {
    adminMobile: string
    mobiles: Record<string, string>
    departments: readonly (readonly [string, string, string | null])[]
    modules: readonly ServerModule[]
  },
): Promise<ContentReport | null> {
  const staff = await tx
    .select({ Id: Agent.Id, Mobile: Agent.Mobile, DepartmentId: Agent.DepartmentId })
    .from(Agent)
    .where(and(inArray(Agent.Mobile, Object.values(demo.mobiles)), ne(Agent.Status, -1)))
  if (!staff.some((a) => a.Mobile === demo.adminMobile)) return null
  const byRole = (role: string) => staff.find((a) => a.Mobile === demo.mobiles[role])
  const now = Math.floor(Date.now() / 1000)
  const report: ContentReport = {
    departments: 0,
    subjects: 0,
    shops: 0,
    endUsers: 0,
    notices: 0,
    ads: 0,
    helpCatalog: 0,
    help: 0,
    productCatalog: 0,
    skus: 0,
    attrs: 0,
    clients: 0,
    articleCatalog: 0,
    articles: 0,
  }

  report.departments = await topUpDepartments(tx, demo.departments)
  const subjects = await topUpSubjects(tx, now)
  report.subjects = subjects.added

  if ((await countOf(tx, Shop)) === 0) {
    const sales = byRole('sales') ?? byRole('admin')!
    const supervisor = byRole('supervisor') ?? sales
    // The stores' contracts with their platforms run to the end of next year.
    const VALID = Math.floor(Date.UTC(new Date(now * 1000).getUTCFullYear() + 1, 11, 31) / 1000)
    const shops = [
      {
        ShopName: 'HaiTong Official Store (Shopee MY)',
        SubjectId: subjects.my,
        AdminName: 'Tan Wei Ling',
        AdminPosition: '店长 Store manager',
        AdminPhone: '+60 12-318 4420',
        Email: 'shopee.my@haitong.example',
        Commission: 550,
        RecommendPercent: 200,
        ScorePercent: 100,
        ValidTime: VALID,
        AgentId: sales.Id,
        Score: 5,
      },
      {
        ShopName: 'HaiTong Home Living (Lazada MY)',
        SubjectId: subjects.my,
        AdminName: 'Muhammad Hafiz',
        AdminPosition: '运营 Operations',
        AdminPhone: '+60 17-662 0391',
        Email: 'lazada.my@haitong.example',
        Commission: 600,
        RecommendPercent: 150,
        ValidTime: VALID,
        AgentId: sales.Id,
      },
      {
        ShopName: 'Haitong Official (Tokopedia)',
        SubjectId: subjects.id,
        AdminName: 'Dewi Lestari',
        AdminPosition: '店长 Store manager',
        AdminPhone: '+62 812-8830-4417',
        Email: 'tokopedia@haitong.example',
        Commission: 450,
        ScorePercent: 100,
        ValidTime: VALID,
        AgentId: supervisor.Id,
      },
      {
        ShopName: 'Haitong Store ID (Shopee)',
        SubjectId: subjects.id,
        AdminName: 'Rizky Pratama',
        AdminPosition: '客服主管 Service lead',
        AdminPhone: '+62 857-1120-6683',
        Email: 'shopee.id@haitong.example',
        Commission: 500,
        RecommendPercent: 200,
        ValidTime: VALID,
        AgentId: supervisor.Id,
      },
      {
        ShopName: '海通东南亚 TikTok Shop',
        SubjectId: subjects.hq,
        AdminName: '王浩',
        AdminPosition: '筹备 Setting up',
        AdminPhone: '13800000002',
        AdminRemark: '店铺仍在开通审核中，暂停上架',
        Commission: 800,
        AgentId: sales.Id,
        Status: 0,
      },
    ]
    await tx
      .insert(Shop)
      .values(shops.map((s, i) => ({ ...s, CreateTime: now - (110 - i * 17) * DAY, UpdateTime: now - (110 - i * 17) * DAY })))
    report.shops = shops.length
  }

  if ((await countOf(tx, EndUser)) === 0) {
    const owners = ['sales', 'supervisor', 'admin', 'warehouse', 'customs'].map(byRole).filter((a): a is NonNullable<typeof a> => !!a)
    report.endUsers = await seedEndUsers(tx, owners, now)
  }

  if ((await countOf(tx, Client)) === 0) {
    const admin = byRole('admin')!
    report.clients = await seedClients(tx, { sales: byRole('sales') ?? admin, supervisor: byRole('supervisor') ?? admin, admin }, now)
  }

  if ((await countOf(tx, Notice)) === 0) report.notices = await seedNotices(tx, byRole('admin')!, staff, now)
  if ((await countOf(tx, Ad)) === 0) report.ads = await seedAds(tx, now)

  const familyEmpty = async (multi: string) => {
    const [row] = await tx.select({ n: count() }).from(Catalog).where(eq(Catalog.Multi, multi))
    return (row?.n ?? 0) === 0
  }
  if (await familyEmpty('help')) report.helpCatalog = (await seedCatalog(tx, 'help', HELP_TREE, subjects.hq, now)).size
  if ((await countOf(tx, Help)) === 0) {
    const categories = await tx
      .select({ Id: Catalog.Id, Name: Catalog.Name })
      .from(Catalog)
      .where(and(eq(Catalog.Multi, 'help'), ne(Catalog.Status, -1)))
    const values = HELP_ARTICLES.map((h, i) => ({
      Title: h.title,
      Remark: h.remark,
      Content: cleanHtml(h.content),
      Tags: h.tags,
      Display: h.display ?? 1,
      ReadNum: h.read,
      CollectNum: h.collect,
      CatalogId: categories.find((c) => c.Name === h.catalog)?.Id ?? 0,
      Score: HELP_ARTICLES.length - i,
      CreateTime: now - (100 - i * 12) * DAY,
      UpdateTime: now - (100 - i * 12) * DAY,
    }))
    await tx.insert(Help).values(values)
    report.help = values.length
  }
  if (await familyEmpty('product')) report.productCatalog = (await seedCatalog(tx, 'product', PRODUCT_TREE, subjects.hq, now)).size
  // The media screens (after the product categories, which file the warehouse products): information, policy and handbook categories, and articles of every kind.
  const authors = ['admin', 'supervisor', 'sales'].map(byRole).filter((a): a is NonNullable<typeof a> => !!a)
  const media = await seedDemoArticles(tx, seedCatalog, authors, subjects.hq, now)
  report.articleCatalog = media.catalogs
  report.articles = media.articles

  if ((await countOf(tx, Sku)) === 0) {
    await tx
      .insert(Sku)
      .values(SKUS.map((s, i) => ({ ...s, Score: SKUS.length - i, CreateTime: now - 140 * DAY, UpdateTime: now - 140 * DAY })))
    report.skus = SKUS.length
  }
  if ((await countOf(tx, Attr)) === 0) {
    await tx
      .insert(Attr)
      .values(ATTRS.map((a, i) => ({ ...a, Score: ATTRS.length - i, CreateTime: now - 140 * DAY, UpdateTime: now - 140 * DAY })))
    report.attrs = ATTRS.length
  }
  await seedDemoSystemConfig(tx, now)
  const app = assembleModules(demo.modules)
  await seedRuleSettings(tx, app)
  await seedDemoDocs(tx, demo.mobiles, app)
  // The areas' own demo steps, in the order of the app's module list.
  for (const m of demo.modules) await m.demo?.(tx, { mobiles: demo.mobiles, now, app })
  return report
}
