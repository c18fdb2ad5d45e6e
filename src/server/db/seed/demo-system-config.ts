import { count, eq } from 'drizzle-orm'
import type { Tx } from '../../../kernel/server/db/client.ts'
import { Agent, ProjectParam, Role, RoleMenu } from '../schema/index.ts'
import type { MenuLayout } from '../../../kernel/shared/schemas/menu-layout.ts'
import { builtinMessage } from '../../../shared/builtin-texts.ts'

/** What the public sides read about themselves (`/system/list`), one disabled to show the switch. */
const PARAMS = [
  {
    Project: 'all',
    Name: 'Company.Name',
    Text: builtinMessage('param:all:Company.Name'),
    Value: '深圳海通跨境供应链有限公司',
    Attr: 'text',
  },
  {
    Project: 'all',
    Name: 'Company.Hotline',
    Text: builtinMessage('param:all:Company.Hotline'),
    Value: '400-820-1688',
    Attr: 'text',
    Remark: builtinMessage('param-remark:all:Company.Hotline'),
  },
  { Project: 'site', Name: 'Site.Title', Text: builtinMessage('param:site:Site.Title'), Value: '海通跨境优选', Attr: 'text' },
  { Project: 'site', Name: 'Site.Icp', Text: builtinMessage('param:site:Site.Icp'), Value: '粤ICP备2021088888号-1', Attr: 'text' },
  {
    Project: 'site',
    Name: 'Site.FreeShippingOver',
    Text: builtinMessage('param:site:Site.FreeShippingOver'),
    Value: '199',
    Attr: 'number',
  },
  { Project: 'site', Name: 'Site.BannerAutoplay', Text: builtinMessage('param:site:Site.BannerAutoplay'), Value: 'true', Attr: 'bool' },
  {
    Project: 'site',
    Name: 'Company.Hotline',
    Text: builtinMessage('param:site:Company.Hotline'),
    Value: '400-820-1699',
    Attr: 'text',
    Remark: builtinMessage('param-remark:site:Company.Hotline'),
  },
  { Project: 'app', Name: 'App.Title', Text: builtinMessage('param:app:App.Title'), Value: '海通跨境', Attr: 'text' },
  { Project: 'app', Name: 'App.Tabs', Text: builtinMessage('param:app:App.Tabs'), Value: '["home","category","cart","me"]', Attr: 'json' },
  {
    Project: 'app',
    Name: 'App.ShareTitle',
    Text: builtinMessage('param:app:App.ShareTitle'),
    Value: '海外仓直发，东南亚 3 日达',
    Attr: 'text',
  },
  {
    Project: 'single',
    Name: 'Single.ConsultNotice',
    Text: builtinMessage('param:single:Single.ConsultNotice'),
    Value: '提交咨询后，专属顾问将在 1 个工作日内联系您。',
    Attr: 'text',
  },
  {
    Project: 'single',
    Name: 'Single.ShowPrice',
    Text: builtinMessage('param:single:Single.ShowPrice'),
    Value: 'false',
    Attr: 'bool',
    Status: 0,
  },
] as const

/** The salespeople's menu: their customers first, then purchasing, with the bank's exchange rates at hand. */
const SALES_MENU: MenuLayout = {
  groups: [
    {
      key: 'client',
      hidden: false,
      items: [{ link: 'boc-rates', title: builtinMessage('menu-link:boc-rates'), url: 'https://www.boc.cn/sourcedb/whpj/' }],
    },
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
