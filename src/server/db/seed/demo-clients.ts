import type { Tx } from '../../../kernel/server/db/client.ts'
import { Client, ClientContact, DocEvent } from '../schema/index.ts'

const DAY = 86_400

interface Owner {
  Id: number
  DepartmentId: number
}

/**
 * [name, type, country, city, company, contact, level, days since the last follow-up, days since
 * the last deal (0: none yet)]. No private one is past its fall to the high seas (30 days without a
 * follow-up, 90 without a deal since it was created or dealt): the first sweep would move it at
 * once. Chiang Mai Crafts falls within the reminder's lead.
 */
const CUSTOMERS: [string, 1 | 2, string, string, string, string, number, number, number][] = [
  ['Kedai Runcit Aminah', 2, 'MY', 'Kuala Lumpur', 'Aminah Trading Sdn Bhd', 'Aminah binti Yusof', 1, 2, 12],
  ['Tan Brothers Hardware', 2, 'MY', 'Penang', 'Tan Brothers Hardware Sdn Bhd', 'Tan Kok Leong', 2, 6, 40],
  ['Mutiara Home Living', 2, 'MY', 'Johor Bahru', 'Mutiara Home Living Enterprise', 'Nurul Izzah', 2, 11, 21],
  ['Toko Sinar Jaya', 2, 'ID', 'Jakarta', 'PT Sinar Jaya Abadi', 'Budi Santoso', 1, 1, 5],
  ['Warung Digital Bandung', 1, 'ID', 'Bandung', 'CV Warung Digital', 'Siti Rahmawati', 3, 19, 60],
  ['Surabaya Baby Store', 2, 'ID', 'Surabaya', 'PT Bayi Sehat Sentosa', 'Agus Wijaya', 2, 8, 33],
  ['Cửa hàng Minh Anh', 2, 'VN', 'Ho Chi Minh City', 'Công ty TNHH Minh Anh', 'Nguyễn Minh Anh', 1, 3, 18],
  ['Hanoi Kitchenware', 2, 'VN', 'Hanoi', 'Công ty CP Đồ Bếp Hà Nội', 'Trần Văn Hùng', 3, 25, 0],
  ['Bangkok Gadget Hub', 1, 'TH', 'Bangkok', 'Gadget Hub Co., Ltd.', 'Somchai Prasert', 2, 5, 0],
  ['Chiang Mai Crafts', 2, 'TH', 'Chiang Mai', 'Lanna Crafts Co., Ltd.', 'Kanya Srisuk', 0, 28, 0],
  ['深圳优品电子', 2, 'CN', 'Shenzhen', '深圳市优品电子有限公司', '刘建国', 1, 4, 9],
  ['义乌小商品采购站', 1, 'CN', 'Yiwu', '义乌市聚源贸易有限公司', '陈美玲', 2, 9, 0],
  ['Manila Outdoor Gear', 2, 'PH', 'Manila', 'Outdoor Gear Trading Inc.', 'Jose Ramos', 3, 14, 0],
  ['Singapore Pet Supplies', 2, 'SG', 'Singapore', 'Pawsome Supplies Pte Ltd', 'Lim Hui Min', 1, 2, 0],
  ['Kuching Batik House', 2, 'MY', 'Kuching', 'Batik House Sarawak', 'Dayang Salmah', 0, 41, 0],
  ['Medan Fashion Grosir', 1, 'ID', 'Medan', 'CV Medan Grosir', 'Rudi Hartono', 3, 52, 0],
  ['Da Nang Beach Shop', 2, 'VN', 'Da Nang', 'Hộ kinh doanh Biển Xanh', 'Lê Thị Hoa', 0, 47, 0],
  ['Phuket Travel Essentials', 2, 'TH', 'Phuket', 'Andaman Essentials Co., Ltd.', 'Anan Wongsa', 3, 60, 0],
]

/** Released to the high seas, with the reason given: the last four of the list. */
const RELEASED: Record<string, string> = {
  'Kuching Batik House': '三个月未下单，客户表示暂停采购',
  'Medan Fashion Grosir': 'No reply to calls or WhatsApp for six weeks',
  'Da Nang Beach Shop': 'Seasonal shop, closed until next summer',
  'Phuket Travel Essentials': 'Moved to a competitor’s logistics',
}

/** Dialling codes of the demo countries, for the contacts' phone numbers. */
const DIAL: Record<string, string> = {
  MY: '+60 12',
  ID: '+62 812',
  VN: '+84 90',
  TH: '+66 81',
  CN: '+86 138',
  PH: '+63 917',
  SG: '+65 9',
}

/** Second contacts of a few customers: [customer, name, position]. */
const MORE_CONTACTS: [string, string, string][] = [
  ['Kedai Runcit Aminah', 'Farid Hakim', 'Purchasing'],
  ['Toko Sinar Jaya', 'Dewi Lestari', 'Finance'],
  ['深圳优品电子', '王晓燕', '采购经理'],
]

/** Company profiles as a salesperson fills them in after a first visit (the others are still blank). */
const PROFILES: Record<string, Partial<typeof Client.$inferInsert>> = {
  'Kedai Runcit Aminah': {
    Group: 'Key accounts',
    CompanyLegal: 'Aminah binti Yusof',
    CompanyDate: Date.UTC(2014, 2, 17) / 1000,
    CompanyCapital: 500_000,
    CompanyAmount: 3_800_000,
    CompanyIndustry: 'Grocery retail',
    CompanyEmploye: 24,
    CompanyArea: 650,
    CompanySite: 'https://aminah-trading.example.my',
    CompanyAddr: 'No. 12, Jalan Tuanku Abdul Rahman, 50100 Kuala Lumpur',
    Range: 'Grocery and household goods, wholesale and retail; import of packaged food.',
    CompanyRemark: 'Family business with three shops in Kuala Lumpur; buys Chinese household goods every month.',
    Event: '2024: opened a third shop in Chow Kit. 2025: started selling on Shopee.',
  },
  深圳优品电子: {
    Group: '重点客户',
    CompanyLegal: '刘建国',
    CompanyDate: Date.UTC(2011, 8, 1) / 1000,
    CompanyCapital: 10_000_000,
    CompanyAmount: 86_000_000,
    CompanyIndustry: '消费电子',
    CompanyEmploye: 180,
    CompanyArea: 3200,
    CompanySite: 'https://youpin-dz.example.cn',
    CompanyAddr: '深圳市宝安区西乡街道宝源路 88 号',
    Range: '电子产品、通讯设备的研发与销售；货物及技术进出口。',
    CompanyRemark: '华强北起家的电子配件贸易商，东南亚渠道占出口的六成。',
    Event: '2023 年获评深圳市专精特新企业；2025 年在马来西亚设立海外仓。',
  },
}

/** Shared with the owner's colleague: the demo's cooperation customer (its owner is the supervisor). */
const COOPERATION = 'Toko Sinar Jaya'

/**
 * Demo customers spread over the salespeople, a few on the high seas, each with its timeline
 * (the creation and, for public ones, the release) as the lifecycle engine would have written it.
 */
export async function seedClients(tx: Tx, owners: { sales: Owner; supervisor: Owner; admin: Owner }, now: number): Promise<number> {
  for (const [i, [name, type, country, city, company, contact, level, idle, dealt]] of CUSTOMERS.entries()) {
    const owner = i % 4 === 3 ? owners.supervisor : owners.sales
    const created = now - (120 - i * 5) * DAY
    const reason = RELEASED[name]
    const lost = now - (idle - 30 > 0 ? idle - 30 : 2) * DAY
    const [row] = await tx
      .insert(Client)
      .values({
        ClientName: name,
        Type: type,
        Country: country,
        City: city,
        ClientCompany: company,
        ContactsName: contact,
        Level: level,
        Source: i % 3 === 0 ? 'Exhibition' : i % 3 === 1 ? 'Referral' : 'Website',
        State: reason ? 'Public' : 'Private',
        AgentId: reason ? 0 : owner.Id,
        CoAgentId: name === COOPERATION ? owners.sales.Id : 0,
        ClientPhone: phoneOf(country, i),
        DepartmentId: owner.DepartmentId,
        FormerAgentId: reason ? owner.Id : 0,
        LoseTime: reason ? lost : 0,
        LoseWay: reason ? 1 : 0,
        LoseReason: reason ?? '',
        FollowTime: now - idle * DAY,
        DealTime: dealt ? now - dealt * DAY : 0,
        NextFollowTime: reason ? 0 : now + ((i % 5) + 1) * DAY,
        FollowNum: 1 + (i % 6),
        ...PROFILES[name],
        Version: reason ? 2 : 1,
        CreateTime: created,
        UpdateTime: reason ? lost : created,
        StateTime: reason ? lost : created,
        UpdateAgent: owner.Id,
      })
      .returning({ Id: Client.Id })
    const id = row!.Id
    await tx.insert(ClientContact).values([
      {
        ClientId: id,
        Name: contact,
        ClientPhone: phoneOf(country, i),
        ClientTitle: type === 1 ? 'Owner' : 'Director',
        IsPrimary: 1,
        CreateTime: created,
        UpdateTime: created,
      },
      ...MORE_CONTACTS.filter(([c]) => c === name).map(([, n, title], k) => ({
        ClientId: id,
        Name: n,
        ClientPhone: phoneOf(country, i + 40 + k),
        ClientTitle: title,
        CreateTime: created,
        UpdateTime: created,
      })),
    ])
    await tx.insert(DocEvent).values({
      Doc: 'Client',
      DocId: id,
      Event: 'create',
      From: '',
      To: 'Private',
      AgentId: owner.Id,
      Data: { ClientName: name, Type: type, Country: country },
      CreateTime: created,
    })
    if (reason)
      await tx.insert(DocEvent).values({
        Doc: 'Client',
        DocId: id,
        Event: 'release',
        From: 'Private',
        To: 'Public',
        AgentId: owner.Id,
        Data: { Reason: reason },
        CreateTime: lost,
      })
  }
  return CUSTOMERS.length
}

/** A made-up but well-formed mobile number of the country. */
function phoneOf(country: string, i: number) {
  return `${DIAL[country] ?? '+60 12'} ${String(3_100_000 + i * 7_919).slice(0, 3)} ${String(4_000 + i * 37).slice(0, 4)}`
}
