import { resourceNamed } from '../../../kernel/server/module.ts'
import type { AuthContext } from '../../../kernel/server/env.ts'
import { OPPORTUNITY_RESOURCES } from '../../lifecycle/opportunity.ts'
import { DAY, HOUR, type DemoPlan } from './demo-plan.ts'

const res = resourceNamed(OPPORTUNITY_RESOURCES, 'Opportunity')

type Step = [gap: number, event: string, data?: Record<string, unknown>]

/**
 * The sales pipeline of the demo: the salesperson's and the supervisor's opportunities in every
 * stage, each moved there step by step over the last weeks (so the funnel has times to show), two
 * won, two lost with their reasons (one of them reopened once before).
 */
export function planOpportunities(plan: DemoPlan, cast: { sales: AuthContext; supervisor: AuthContext; customers: number[] }) {
  const c = (i: number) => cast.customers[i % cast.customers.length]!
  if (!cast.customers.length) return
  const deal = (who: AuthContext, title: string, customer: number, yuan: number, closeIn: number, steps: Step[], ago: number) => {
    let story = plan.story({
      res,
      by: who,
      body: {
        Title: title,
        ClientId: c(customer),
        Amount: yuan * 100,
        ExpectCloseTime: Math.floor((plan.now + closeIn * DAY) / DAY) * DAY,
        Remark: '',
      },
    })
    for (const [gap, event, data] of steps) story = story.then(gap, event, who, data)
    story.endsAgo(ago)
  }
  const { sales, supervisor } = cast
  deal(sales, '马来西亚海外仓一件代发（年度）', 0, 86_000, 40, [], 2 * DAY)
  deal(sales, 'Q1 补货：保温杯与数据线', 1, 23_500, 25, [], 6 * HOUR)
  deal(sales, '印尼专线报关代理', 2, 48_000, 30, [[2 * DAY, 'qualify']], 3 * DAY)
  deal(supervisor, '越南仓储 + 末端配送', 3, 120_000, 45, [[3 * DAY, 'qualify']], 5 * DAY)
  deal(
    sales,
    '马来西亚专线运价（季度框架）',
    0,
    64_000,
    20,
    [
      [DAY, 'qualify'],
      [4 * DAY, 'quote'],
    ],
    2 * DAY,
  )
  deal(
    sales,
    '清关资料服务包',
    1,
    15_800,
    15,
    [
      [2 * DAY, 'qualify'],
      [2 * DAY, 'quote'],
      [3 * DAY, 'negotiate'],
    ],
    DAY,
  )
  deal(
    supervisor,
    '泰国仓退货处理外包',
    3,
    72_000,
    10,
    [
      [3 * DAY, 'qualify'],
      [5 * DAY, 'quote'],
      [2 * DAY, 'negotiate'],
    ],
    4 * DAY,
  )
  deal(
    sales,
    '年货节备货：厨房小家电',
    2,
    38_600,
    -5,
    [
      [DAY, 'qualify'],
      [3 * DAY, 'quote'],
      [2 * DAY, 'negotiate'],
      [4 * DAY, 'win'],
    ],
    8 * DAY,
  )
  deal(
    supervisor,
    '菲律宾小包专线',
    3,
    27_000,
    -12,
    [
      [2 * DAY, 'qualify'],
      [4 * DAY, 'quote'],
      [6 * DAY, 'win'],
    ],
    15 * DAY,
  )
  deal(
    sales,
    '新加坡宠物用品进口代理',
    1,
    33_000,
    -3,
    [
      [DAY, 'qualify'],
      [5 * DAY, 'lose', { Reason: '客户选择了报价更低的本地货代' }],
    ],
    10 * DAY,
  )
  deal(
    supervisor,
    '越南电商平台入驻代运营',
    3,
    56_000,
    -20,
    [
      [2 * DAY, 'lose', { Reason: '客户预算冻结，明年再议' }],
      [10 * DAY, 'reopen'],
      [2 * DAY, 'qualify'],
      [3 * DAY, 'quote'],
      [4 * DAY, 'lose', { Reason: '最终决定自建团队' }],
    ],
    6 * DAY,
  )
}
