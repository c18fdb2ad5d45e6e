import { count, eq } from 'drizzle-orm'
import type { Tx } from '../../../kernel/server/db/client.ts'
import { Agent, ProjectParam, Role, RoleMenu } from '../schema/index.ts'
import type { MenuLayout } from '../../../kernel/shared/schemas/menu-layout.ts'

/** What the public sides read about themselves (`/system/list`), one disabled to show the switch. */
const PARAMS = [
  { Project: 'all', Name: 'Company.Name', Text: '公司名称', Value: '深圳海通跨境供应链有限公司', Attr: 'text' },
  {
    Project: 'all',
    Name: 'Company.Hotline',
    Text: '客服热线',
    Value: '400-820-1688',
    Attr: 'text',
    Remark: '工作日 9:00–18:00（北京时间）',
  },
  { Project: 'site', Name: 'Site.Title', Text: '商城名称', Value: '海通跨境优选', Attr: 'text' },
  { Project: 'site', Name: 'Site.Icp', Text: 'ICP 备案号', Value: '粤ICP备2021088888号-1', Attr: 'text' },
  { Project: 'site', Name: 'Site.FreeShippingOver', Text: '满额包邮（元）', Value: '199', Attr: 'number' },
  { Project: 'site', Name: 'Site.BannerAutoplay', Text: '首页轮播自动播放', Value: 'true', Attr: 'bool' },
  { Project: 'site', Name: 'Company.Hotline', Text: '商城客服热线', Value: '400-820-1699', Attr: 'text', Remark: '商城使用独立的客服线路' },
  { Project: 'app', Name: 'App.Title', Text: '小程序名称', Value: '海通跨境', Attr: 'text' },
  { Project: 'app', Name: 'App.Tabs', Text: '底部标签', Value: '["home","category","cart","me"]', Attr: 'json' },
  { Project: 'app', Name: 'App.ShareTitle', Text: '分享标题', Value: '海外仓直发，东南亚 3 日达', Attr: 'text' },
  {
    Project: 'single',
    Name: 'Single.ConsultNotice',
    Text: '项目咨询须知',
    Value: '提交咨询后，专属顾问将在 1 个工作日内联系您。',
    Attr: 'text',
  },
  { Project: 'single', Name: 'Single.ShowPrice', Text: '显示项目价格', Value: 'false', Attr: 'bool', Status: 0 },
] as const

/** The salespeople's menu: their customers first, then purchasing, with the bank's exchange rates at hand. */
const SALES_MENU: MenuLayout = {
  groups: [
    { key: 'client', hidden: false, items: [{ link: 'boc-rates', title: '中国银行外汇牌价', url: 'https://www.boc.cn/sourcedb/whpj/' }] },
    { key: 'scm', hidden: false, items: [] },
  ],
}

/** Project parameters and a role's own menu, each only while its table is empty. */
export async function seedDemoSystemConfig(tx: Tx, now: number) {
  const [params] = await tx.select({ n: count() }).from(ProjectParam)
  if ((params?.n ?? 0) === 0) {
    await tx.insert(ProjectParam).values(
      PARAMS.map((p, i) => ({
        Remark: '',
        Status: 1,
        ...p,
        Score: PARAMS.length - i,
        CreateTime: now - 60 * 86400,
        UpdateTime: now - 60 * 86400,
      })),
    )
  }
  const [menus] = await tx.select({ n: count() }).from(RoleMenu)
  if ((menus?.n ?? 0) === 0) {
    const [sales] = await tx.select({ Id: Role.Id }).from(Role).where(eq(Role.Code, 'sales'))
    const [admin] = await tx
      .select({ Id: Agent.Id })
      .from(Agent)
      .innerJoin(Role, eq(Role.Id, Agent.RoleId))
      .where(eq(Role.Code, 'admin'))
      .limit(1)
    if (sales)
      await tx.insert(RoleMenu).values({ RoleId: sales.Id, Layout: SALES_MENU, UpdateTime: now - 20 * 86400, UpdateAgent: admin?.Id ?? 0 })
  }
}
