import { resourceNamed } from '../../../kernel/server/module.ts'

import { RESOURCES } from '../../modules/index.ts'

import { HR_RESOURCES } from '../../resources/hr.ts'

import { DAY, HOUR, MIN, type DemoPlan, type Handle, type Who } from './demo-plan.ts'
import { DEFAULT_TIME_ZONE, presetRange } from '../../../kernel/shared/date-ranges.ts'

/**
 * Staff in every state of their lifecycle (a new warehouse hand on probation, a suspended and a
 * departed salesperson) and customers moving between the salespeople and the high seas: some
 * about to fall (their reminder is due), follow-ups due today, one lost by the sweep, others
 * claimed, assigned or transferred.
 */

const agentRes = resourceNamed(HR_RESOURCES, 'Agent')
const clientRes = resourceNamed(RESOURCES, 'Client')

export interface PeopleCast {
  admin: Who
  supervisor: Who
  sales: Who
  /** The salesperson's agent id: customers are given to them. */
  salesId: number
  roles: { sales: number; warehouse: number }
  departments: { sales1: number; sales2: number; jkt: number }
  subjects: { hq: number; id: number }
  /** A demo password hash for the new staff (demo123). */
  pwd: string
}

export interface Staff {
  /** The Jakarta warehouse hand, on probation. */
  jktWarehouse: Handle
}

export function planStaff(plan: DemoPlan, cast: PeopleCast): Staff & { leaver: Handle; suspended: Handle } {
  const hire = (at: number, body: Record<string, unknown>) =>
    plan.create(at, agentRes, cast.admin, { ...body, JoinTime: at, Status: 1 }, { Pwd: cast.pwd })
  const now = plan.now
  const jktWarehouse = hire(now - 40 * DAY, {
    Name: 'Rizal Hakim',
    Mobile: '13711230001',
    Sex: 1,
    DepartmentId: cast.departments.jkt,
    RoleId: cast.roles.warehouse,
    SubjectId: cast.subjects.id,
    Email: 'rizal.hakim@haitong-demo.example',
    Address: 'Jl. Pemuda No. 12, Rawamangun, Jakarta Timur',
  })
  const suspended = hire(now - 260 * DAY, {
    Name: '陈伟',
    Mobile: '13711230002',
    Sex: 1,
    DepartmentId: cast.departments.sales2,
    RoleId: cast.roles.sales,
    SubjectId: cast.subjects.hq,
    Email: 'chenwei@haitong-demo.example',
  })
  plan.send(now - 170 * DAY, suspended, 'confirm', cast.admin)
  plan.send(now - 2 * DAY - 3 * HOUR, suspended, 'suspend', cast.admin, { Reason: '客户投诉私下收取运费，核查期间暂停账号' })
  const leaver = hire(now - 400 * DAY, {
    Name: '刘洋',
    Mobile: '13711230003',
    Sex: 1,
    DepartmentId: cast.departments.sales1,
    RoleId: cast.roles.sales,
    SubjectId: cast.subjects.hq,
    Email: 'liuyang@haitong-demo.example',
  })
  plan.send(now - 310 * DAY, leaver, 'confirm', cast.admin)
  // No successor named: his customers go to the high seas, each with the reason on its timeline.
  plan.send(now - 26 * DAY, leaver, 'leave', cast.admin, { Reason: '个人原因离职，客户释放到公海' })
  return { jktWarehouse, suspended, leaver }
}

/** The midnight of the company's day `t` falls in (the demo company's zone): reminders count "today" in it. */
const startOfDay = (t: number) => presetRange('today', new Date(t * 1000), DEFAULT_TIME_ZONE).BeginTime

interface Customer {
  name: string
  type: 1 | 2
  level: number
  country: string
  city: string
  company: string
  contact: string
  phone: string
  source: string
  /** Days since the last follow-up and the last deal (0: never), when the next follow-up is due (absolute). */
  followed: number
  dealt: number
  next: number
}

export function planCustomers(plan: DemoPlan, cast: PeopleCast, staff: { leaver: Handle; suspended: Handle }) {
  const now = plan.now
  const today = startOfDay(now)
  const customer = (at: number, by: Who, c: Customer) =>
    plan.create(
      at,
      clientRes,
      by,
      {
        ClientName: c.name,
        Type: c.type,
        Level: c.level,
        Country: c.country,
        City: c.city,
        ClientCompany: c.company,
        ContactsName: c.contact,
        ClientPhone: c.phone,
        Source: c.source,
      },
      {
        FollowTime: c.followed ? now - c.followed * DAY : 0,
        DealTime: c.dealt ? now - c.dealt * DAY : 0,
        NextFollowTime: c.next,
        FollowNum: c.followed ? 3 + (c.name.length % 5) : 0,
      },
    )
  const { sales, supervisor } = cast

  // About to fall to the high seas (within the reminder's lead): a follow-up or a first deal is overdue soon.
  customer(now - 75 * DAY, sales, {
    name: 'Penang Phone Accessories',
    type: 2,
    level: 2,
    country: 'MY',
    city: 'Penang',
    company: 'Penang Phone Accessories Enterprise',
    contact: 'Ooi Boon Seng',
    phone: '+60 12-487 3310',
    source: 'Referral',
    followed: 28,
    dealt: 40,
    next: today + 10 * HOUR,
  })
  customer(now - 50 * DAY, sales, {
    name: 'Toko Elektronik Makmur',
    type: 2,
    level: 1,
    country: 'ID',
    city: 'Surabaya',
    company: 'CV Elektronik Makmur Jaya',
    contact: 'Hendra Kurniawan',
    phone: '+62 812-3301-7745',
    source: 'Exhibition',
    followed: 27.25,
    dealt: 30,
    next: 0,
  })
  customer(now - 88 * DAY, sales, {
    name: 'Saigon Home Deco',
    type: 1,
    level: 3,
    country: 'VN',
    city: 'Ho Chi Minh City',
    company: 'Công ty TNHH Saigon Home Deco',
    contact: 'Phạm Thu Hà',
    phone: '+84 90 318 2247',
    source: 'Website',
    followed: 4,
    dealt: 0,
    next: today + 14 * HOUR + 30 * MIN,
  })
  // Follow-ups due today, and one overdue since yesterday.
  customer(now - 20 * DAY, sales, {
    name: 'Bangkok Beauty Supply',
    type: 2,
    level: 2,
    country: 'TH',
    city: 'Bangkok',
    company: 'Bangkok Beauty Supply Co., Ltd.',
    contact: 'Siriporn Wongsakul',
    phone: '+66 81 552 9034',
    source: 'Exhibition',
    followed: 1,
    dealt: 0,
    next: today + 17 * HOUR,
  })
  customer(now - 35 * DAY, sales, {
    name: 'Johor Kitchen Mart',
    type: 2,
    level: 1,
    country: 'MY',
    city: 'Johor Bahru',
    company: 'Johor Kitchen Mart Sdn Bhd',
    contact: 'Lim Siew Ling',
    phone: '+60 7-335 2190',
    source: 'Referral',
    followed: 3,
    dealt: 12,
    next: today - 9 * HOUR,
  })
  // Lost by the sweep five days ago: no follow-up for 30 days.
  const lost = customer(now - 70 * DAY, sales, {
    name: 'Yogyakarta Craft Export',
    type: 2,
    level: 3,
    country: 'ID',
    city: 'Yogyakarta',
    company: 'CV Kriya Jogja Ekspor',
    contact: 'Indah Permatasari',
    phone: '+62 822-2701-6684',
    source: 'Website',
    followed: 35,
    dealt: 0,
    next: 0,
  })
  plan.send(now - 5 * DAY, lost, 'lose', null)

  // The departed salesperson's customers went to the high seas; one was claimed again since.
  const claimed = customer(now - 200 * DAY, staff.leaver, {
    name: 'Hai Phong Logistics Trading',
    type: 2,
    level: 2,
    country: 'VN',
    city: 'Hai Phong',
    company: 'Công ty CP Thương mại Logistics Hải Phòng',
    contact: 'Đặng Quốc Bảo',
    phone: '+84 225 3842 119',
    source: 'Exhibition',
    followed: 35,
    dealt: 50,
    next: now + 4 * DAY,
  })
  plan.send(now - 20 * DAY, claimed, 'claim', sales)
  customer(now - 120 * DAY, staff.leaver, {
    name: 'Cebu Island Goods',
    type: 2,
    level: 0,
    country: 'PH',
    city: 'Cebu',
    company: 'Island Goods Trading Corp.',
    contact: 'Maria Santos',
    phone: '+63 32 255 7810',
    source: 'Website',
    followed: 40,
    dealt: 0,
    next: 0,
  })

  // The supervisor's: released, then given to the salesperson; and one transferred.
  const assigned = customer(now - 30 * DAY, supervisor, {
    name: 'Kota Kinabalu Outdoor',
    type: 2,
    level: 2,
    country: 'MY',
    city: 'Kota Kinabalu',
    company: 'KK Outdoor Gear Sdn Bhd',
    contact: 'Jonathan Lee',
    phone: '+60 88-251 447',
    source: 'Referral',
    followed: 13,
    dealt: 0,
    next: now + 2 * DAY,
  })
  plan.send(now - 12 * DAY, assigned, 'release', supervisor, { Reason: '客户在沙巴，交给负责东马的业务员跟进' })
  plan.send(now - 6 * DAY, assigned, 'assign', supervisor, { AgentId: cast.salesId })
  const transferred = customer(now - 45 * DAY, supervisor, {
    name: '深圳智家科技',
    type: 2,
    level: 1,
    country: 'CN',
    city: 'Shenzhen',
    company: '深圳市智家科技有限公司',
    contact: '何俊峰',
    phone: '0755-2688 1320',
    source: 'Exhibition',
    followed: 10,
    dealt: 25,
    next: now + 1 * DAY,
  })
  plan.send(now - 8 * DAY, transferred, 'transfer', supervisor, { AgentId: cast.salesId, Reason: '客户业务转到马来西亚线，由王浩统一跟进' })

  // The suspended salesperson's customer stays his until someone decides.
  customer(now - 100 * DAY, staff.suspended, {
    name: 'Medan Gadget Store',
    type: 2,
    level: 2,
    country: 'ID',
    city: 'Medan',
    company: 'CV Medan Gadget',
    contact: 'Rudi Hartono',
    phone: '+62 813-7602-4418',
    source: 'Referral',
    followed: 10,
    dealt: 20,
    next: now + 3 * DAY,
  })
}
