import { count, eq, ne } from 'drizzle-orm'
import type { Tx } from '../../../kernel/server/db/client.ts'
import { Article, Catalog } from '../schema/index.ts'
import { cleanHtml } from '../../../kernel/server/lib/html.ts'
import { demoImage } from './demo-images.ts'
import { ARTICLE_CATALOGS, type ArticleKind } from '../../../shared/resources/article.ts'

/**
 * The media screens' sample articles (news, policies, the operations handbook, export service
 * items, overseas-warehouse products) and the categories of information, policies and the
 * handbook. Warehouse products are filed under the product categories (seeded before), export
 * service items under the service categories, which the services module fills (none here).
 * Written once: a family's categories only when it has none, the articles only when the table is empty.
 */

const DAY = 86_400

/** One node of a demo catalog tree (articles, help, dictionaries): its name, and its children below it. */
export interface CatalogNode {
  name: string
  title?: string
  feature?: string
  children?: CatalogNode[]
}

export const ARTICLE_TREES: Readonly<Record<'news' | 'policy' | 'business', CatalogNode[]>> = {
  news: [
    { name: '公司动态', title: 'Company news', feature: '#2563eb' },
    {
      name: '行业资讯',
      title: 'Industry news',
      feature: '#16a34a',
      children: [{ name: '东南亚电商', title: 'Southeast Asian e-commerce' }],
    },
  ],
  policy: [
    {
      name: '海关监管',
      title: 'Customs',
      feature: '#dc2626',
      children: [{ name: '跨境电商监管代码', title: 'Cross-border customs codes' }],
    },
    { name: '税务与退税', title: 'Tax and refunds', feature: '#d97706' },
    { name: '目的国政策', title: 'Destination countries', feature: '#7c3aed' },
  ],
  business: [
    { name: '入仓与库存', title: 'Inbound and stock', feature: '#0891b2' },
    { name: '订单履约', title: 'Fulfilment', feature: '#4f46e5' },
    { name: '报关操作', title: 'Customs operations', feature: '#be123c' },
  ],
}

interface SeedArticle {
  kind: ArticleKind
  title: string
  catalog?: string
  summary: string
  content: string
  tags: string
  /** Days before now it was published; negative: scheduled. */
  ago: number
  /** Days the article stays published (none: no end). */
  lasts?: number
  published?: 0 | 1
  read: number
  colour: string
}

const ARTICLES: SeedArticle[] = [
  // Information
  {
    kind: 'info',
    title: '海通吉隆坡二号仓正式启用，日处理能力提升至 3 万单',
    catalog: '公司动态',
    summary: '新仓位于莎阿南工业区，面积 1.2 万平方米，配备自动分拣线，覆盖巴生谷次日达。',
    content:
      '<h2>新仓概况</h2><p>吉隆坡二号仓位于<strong>莎阿南工业区</strong>，面积 1.2 万平方米，配备自动分拣线与 2,000 个货位。</p><ul><li>巴生谷区域次日达</li><li>东马（沙巴、砂拉越）3–5 日达</li></ul><p>现有客户的库存将于下月起分批调拨，调拨期间不影响正常出库。</p>',
    tags: '吉隆坡,海外仓,新仓',
    ago: 6,
    read: 1284,
    colour: '#2563eb',
  },
  {
    kind: 'info',
    title: '雅加达仓通过印尼 BPOM 仓储备案',
    catalog: '公司动态',
    summary: '食品与化妆品类目可在雅加达仓合规入库，备案编号已更新到客户后台。',
    content:
      '<p>雅加达仓已完成印尼食品药品监督管理局（<strong>BPOM</strong>）的仓储备案，食品、化妆品与保健品类目可合规入库。</p><p>入库前请确认商品已取得 BPOM 注册号（MD/ML/NA 编号），标签须含印尼语成分表。</p>',
    tags: '雅加达,BPOM,化妆品',
    ago: 20,
    read: 862,
    colour: '#16a34a',
  },
  {
    kind: 'info',
    title: '2026 年双 11 东南亚大促备货指南',
    catalog: '东南亚电商',
    summary: 'Shopee、Lazada、TikTok Shop 大促节奏与海外仓备货截止时间一览。',
    content:
      '<p>今年 11.11 大促，三大平台预热期均提前至 10 月 25 日。建议：</p><ol><li>海运备货 <strong>10 月 5 日</strong>前离港</li><li>空运补货 10 月 28 日前入仓</li><li>爆款安全库存按日均销量 × 21 天准备</li></ol>',
    tags: '大促,备货,Shopee,Lazada',
    ago: 2,
    lasts: 60,
    read: 2301,
    colour: '#f59e0b',
  },
  {
    kind: 'info',
    title: '马来西亚低价商品销售税（LVG）执行一周年回顾',
    catalog: '行业资讯',
    summary: '500 林吉特以下进口商品征收 10% 销售税一年来，跨境卖家的定价与物流策略变化。',
    content:
      '<p>自低价商品（LVG）销售税实施以来，越来越多卖家将库存前置到<strong>马来西亚本地海外仓</strong>，以一般贸易方式进口、本地发货。</p>',
    tags: 'LVG,马来西亚,销售税',
    ago: 45,
    read: 517,
    colour: '#64748b',
  },
  {
    kind: 'info',
    title: '（草稿）吉隆坡客户答谢会报名通知',
    catalog: '公司动态',
    summary: '12 月在吉隆坡举办客户答谢会，名额有限。',
    content: '<p>时间、地点待定，请市场部确认后发布。</p>',
    tags: '活动,吉隆坡',
    ago: -10,
    published: 0,
    read: 0,
    colour: '#94a3b8',
  },
  // Policies
  {
    kind: 'policy',
    title: '跨境电商 9610、9710、9810 监管方式对比',
    catalog: '跨境电商监管代码',
    summary: '直邮零售、B2B 直接出口与出口海外仓三种监管方式的适用场景、申报要求与退税条件。',
    content:
      '<table><tbody><tr><th>代码</th><th>名称</th><th>适用场景</th></tr><tr><td>9610</td><td>跨境电商零售出口</td><td>小包直邮给境外消费者</td></tr><tr><td>9710</td><td>跨境电商 B2B 直接出口</td><td>直接出口给境外企业</td></tr><tr><td>9810</td><td>跨境电商出口海外仓</td><td>先出口到海外仓，再销售</td></tr></tbody></table><p>9710、9810 可享受<strong>简化申报</strong>与优先查验。</p>',
    tags: '9610,9710,9810,报关',
    ago: 30,
    read: 3620,
    colour: '#dc2626',
  },
  {
    kind: 'policy',
    title: '出口海外仓（9810）企业备案所需材料',
    catalog: '跨境电商监管代码',
    summary: '开展 9810 业务的企业需在海关办理备案，并提交海外仓证明材料。',
    content:
      '<ul><li>海外仓所有权文件或租赁合同（吉隆坡、雅加达仓可由海通出具）</li><li>海外仓入库、出库记录样本</li><li>企业跨境电商业务情况说明</li></ul><p>备案完成后，报关单监管方式填写 <strong>9810</strong>。</p>',
    tags: '9810,备案,海外仓',
    ago: 14,
    read: 1466,
    colour: '#b91c1c',
  },
  {
    kind: 'policy',
    title: '跨境电商出口退税“无票免税”政策解读',
    catalog: '税务与退税',
    summary: '未取得有效进货凭证的跨境电商零售出口货物，符合条件的可免征增值税、消费税。',
    content:
      '<p>对综试区内跨境电商零售出口（9610）且未取得有效进货凭证的货物，符合条件的<strong>免征增值税和消费税</strong>。</p><p>需在电子商务出口货物申报系统中登记销售方名称、数量、单价和金额。</p>',
    tags: '退税,无票免税,9610',
    ago: 60,
    read: 2088,
    colour: '#d97706',
  },
  {
    kind: 'policy',
    title: '印尼进口电商商品最低价格限制（100 美元）说明',
    catalog: '目的国政策',
    summary: '印尼禁止跨境直邮单价低于 100 美元的商品，经本地仓发货不受此限。',
    content:
      '<p>印尼贸易部规定，跨境平台直接向印尼消费者销售的商品单价不得低于 <strong>100 美元</strong>。使用雅加达海外仓以一般贸易进口后本地发货，不受此限制。</p>',
    tags: '印尼,雅加达,最低价格',
    ago: 90,
    lasts: 365,
    read: 975,
    colour: '#7c3aed',
  },
  // Operations handbook
  {
    kind: 'business',
    title: '海外仓入仓预报与贴标规范',
    catalog: '入仓与库存',
    summary: '入仓前提交预报单、每箱贴箱唛、每件贴 SKU 条码，否则按异常件处理。',
    content:
      '<ol><li>发货前 48 小时在系统提交<strong>入库预报</strong>，填写箱数、SKU 与数量</li><li>每箱贴箱唛：预报单号 + 箱号/总箱数</li><li>每件商品贴 SKU 条码（40×30 mm）</li></ol><p>未预报到货的货物将暂存异常区，收取 2 天暂存费。</p>',
    tags: '入仓,贴标,预报',
    ago: 120,
    read: 4210,
    colour: '#0891b2',
  },
  {
    kind: 'business',
    title: '一件代发订单截单时间与出库时效',
    catalog: '订单履约',
    summary: '吉隆坡仓当日 14:00 前、雅加达仓当日 13:00 前的订单当日出库。',
    content:
      '<p>截单时间（当地时间）：</p><ul><li>吉隆坡仓：<strong>14:00</strong></li><li>雅加达仓：<strong>13:00</strong></li></ul><p>大促期间出库时效延长至 48 小时，以平台通知为准。</p>',
    tags: '一件代发,截单,时效',
    ago: 75,
    read: 3305,
    colour: '#4f46e5',
  },
  {
    kind: 'business',
    title: '退货入仓与翻新上架流程',
    catalog: '订单履约',
    summary: '退货由仓库质检分为可售、翻新、报废三类，翻新后重新上架。',
    content:
      '<p>退货到仓后 3 个工作日内完成质检：</p><ul><li><strong>可售</strong>：直接上架</li><li><strong>翻新</strong>：更换包装后上架，收取翻新费</li><li><strong>报废</strong>：经客户确认后销毁</li></ul>',
    tags: '退货,翻新,质检',
    ago: 40,
    read: 1187,
    colour: '#6366f1',
  },
  {
    kind: 'business',
    title: '报关资料准备清单（9810 出口海外仓）',
    catalog: '报关操作',
    summary: '装箱单、发票、合同与海外仓订舱单，缺一不可。',
    content:
      '<ol><li>商业发票与装箱单（品名、数量、HS 编码一致）</li><li>出口合同或海外仓调拨单</li><li>海外仓入库预报单号</li><li>品牌授权（如有）</li></ol>',
    tags: '报关,9810,单证',
    ago: 25,
    read: 1630,
    colour: '#be123c',
  },
  // Export service items
  {
    kind: 'export',
    title: '9810 出口海外仓一站式报关服务',
    summary: '从工厂提货、出口报关到吉隆坡、雅加达仓上架，全程可视。',
    content:
      '<p>服务包含：</p><ul><li>国内集货与<strong>出口报关（9810）</strong></li><li>海运整柜/拼箱，巴生港、丹戎不碌港清关</li><li>海外仓上架与库存同步</li></ul><p>参考时效：深圳—吉隆坡 12–15 天，深圳—雅加达 14–18 天。</p>',
    tags: '9810,报关,海运',
    ago: 50,
    read: 2790,
    colour: '#0ea5e9',
  },
  {
    kind: 'export',
    title: '9610 跨境直邮小包清关服务',
    summary: '适合试款与长尾商品，按票申报，支持汇总退税。',
    content: '<p>9610 直邮小包由义乌、深圳集货仓揽收，清单核放、汇总申报。马来西亚全境 5–8 天妥投。</p>',
    tags: '9610,小包,直邮',
    ago: 80,
    read: 1905,
    colour: '#14b8a6',
  },
  {
    kind: 'export',
    title: '出口退税代办服务',
    summary: '协助整理报关单、发票与收汇凭证，申报增值税出口退税。',
    content: '<p>我们协助企业完成<strong>退税备案、单证收集与申报</strong>，平均 20 个工作日到账。收费按退税额的 1.5% 计。</p>',
    tags: '退税,代办',
    ago: 35,
    read: 1120,
    colour: '#f97316',
  },
  // Overseas warehouse products, filed under the product categories
  {
    kind: 'warehouse',
    title: '吉隆坡仓现货：500ml 真空保温杯（6 色）',
    catalog: '保温杯',
    summary: '吉隆坡仓常备 6 色现货 3,000 件，巴生谷次日达，支持一件代发。',
    content:
      '<p>304 不锈钢内胆，保温 12 小时。吉隆坡仓现货 <strong>3,000 件</strong>，6 色可选。</p><ul><li>一件代发：RM 1.80/单</li><li>批发 100 件起，可贴客户品牌标</li></ul>',
    tags: '保温杯,吉隆坡,现货',
    ago: 12,
    read: 2456,
    colour: '#2563eb',
  },
  {
    kind: 'warehouse',
    title: '雅加达仓现货：PD 20W 快充充电器（SNI 认证）',
    catalog: '充电器',
    summary: '已取得印尼 SNI 认证，雅加达仓现货，Tokopedia、Shopee ID 可直接上架。',
    content: '<p>印尼销售充电器须取得 <strong>SNI 认证</strong>。本款已认证，雅加达仓现货 5,000 件，大雅加达地区次日达。</p>',
    tags: '充电器,SNI,雅加达',
    ago: 30,
    read: 1764,
    colour: '#dc2626',
  },
  {
    kind: 'warehouse',
    title: '面膜类目入仓须知（马来西亚 NPRA 通报）',
    catalog: '面膜',
    summary: '化妆品在马来西亚销售前须完成 NPRA 通报，入吉隆坡仓时提供通报编号。',
    content:
      '<p>面膜属化妆品，入吉隆坡仓前须提供 <strong>NPRA 通报编号</strong>（NOT 开头），标签须含马来语或英语成分表。仓内恒温 25℃ 以下存放。</p>',
    tags: '面膜,NPRA,化妆品',
    ago: 8,
    lasts: 180,
    read: 688,
    colour: '#ec4899',
  },
]

/** Writes the article categories (news, policy, business) and the sample articles, once. */
export async function seedDemoArticles(
  tx: Tx,
  seedCatalog: (tx: Tx, multi: string, tree: CatalogNode[], subjectId: number, now: number) => Promise<Map<string, number>>,
  authors: readonly { Id: number; DepartmentId: number }[],
  subjectId: number,
  now: number,
): Promise<{ catalogs: number; articles: number }> {
  let catalogs = 0
  for (const [multi, tree] of Object.entries(ARTICLE_TREES)) {
    const [row] = await tx.select({ n: count() }).from(Catalog).where(eq(Catalog.Multi, multi))
    if ((row?.n ?? 0) === 0) catalogs += (await seedCatalog(tx, multi, tree, subjectId, now)).size
  }
  const [existing] = await tx.select({ n: count() }).from(Article)
  if ((existing?.n ?? 0) > 0 || authors.length === 0) return { catalogs, articles: 0 }
  const categories = await tx
    .select({ Id: Catalog.Id, Name: Catalog.Name, Multi: Catalog.Multi })
    .from(Catalog)
    .where(ne(Catalog.Status, -1))
  const values = ARTICLES.map((a, i) => {
    const author = authors[i % authors.length]!
    const publish = now - a.ago * DAY
    return {
      Kind: a.kind,
      Title: a.title,
      CatalogId: (a.catalog && categories.find((c) => c.Multi === ARTICLE_CATALOGS[a.kind] && c.Name === a.catalog)?.Id) || 0,
      Img: demoImage(`article-${i}`, a.colour, 'card'),
      Summary: a.summary,
      Content: cleanHtml(a.content),
      Tags: a.tags,
      Published: a.published ?? 1,
      PublishTime: publish,
      UnpublishTime: a.lasts ? publish + a.lasts * DAY : 0,
      ReadNum: a.read,
      AgentId: author.Id,
      DepartmentId: author.DepartmentId,
      Score: ARTICLES.length - i,
      CreateTime: Math.min(now, publish) - DAY,
      UpdateTime: Math.min(now, publish) - DAY,
    }
  })
  await tx.insert(Article).values(values)
  return { catalogs, articles: values.length }
}
