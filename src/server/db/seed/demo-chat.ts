import { and, count, eq, inArray, ne } from 'drizzle-orm'
import type { Tx } from '../../../kernel/server/db/client.ts'
import { Agent, ChatConversation, ChatMessage, ChatVisit, EndUser, Shop } from '../schema/index.ts'

const MIN = 60
const HOUR = 3600
const DAY = 86_400

interface Line {
  /** Seconds before now. */
  ago: number
  /** `in` from the end user, `out` from the agent holding the conversation. */
  dir: 'in' | 'out'
  text: string
}

interface DemoConversation {
  shop: string
  /** An end user of the demo (by name), or an anonymous visitor's name and contact. */
  user?: string
  visitor?: { id: string; name: string; contact: string }
  holder: 'sales' | 'supervisor' | null
  closed?: boolean
  /** The newest `unread` incoming messages are not read yet. */
  unread: number
  lines: Line[]
}

/**
 * The consultations of the demo: Malaysian, Chinese and Indonesian end users writing to four
 * shops, some held by the salesperson or the supervisor, some waiting for anyone, one closed, and
 * two with messages nobody has read (the header badge shows them from the first login).
 */
const CONVERSATIONS: DemoConversation[] = [
  {
    shop: 'HaiTong Official Store (Shopee MY)',
    visitor: { id: 'v-7f3a9c21e4', name: 'Nurul Izzati', contact: '+60 13-552 8190' },
    holder: null,
    unread: 2,
    lines: [
      { ago: 9 * MIN, dir: 'in', text: 'Assalamualaikum, periuk nasi elektrik 1.8L ni ada stok lagi tak?' },
      { ago: 7 * MIN, dir: 'in', text: 'Kalau order hari ni, bila boleh sampai ke Shah Alam?' },
    ],
  },
  {
    shop: 'HaiTong Home Living (Lazada MY)',
    visitor: { id: 'v-2b8d41f0aa', name: '李女士', contact: 'li.meiling@example.com' },
    holder: null,
    unread: 1,
    lines: [{ ago: 25 * MIN, dir: 'in', text: '你好，收纳箱可以开公司发票吗？我们想一次买 40 个。' }],
  },
  {
    shop: 'HaiTong Official Store (Shopee MY)',
    user: 'Nur Aisyah binti Hassan',
    holder: 'sales',
    unread: 0,
    lines: [
      { ago: 3 * HOUR, dir: 'in', text: 'Hai, saya dah bayar untuk pesanan semalam tapi status masih "menunggu penghantaran".' },
      {
        ago: 3 * HOUR - 4 * MIN,
        dir: 'out',
        text: 'Terima kasih, Puan Aisyah. Pesanan puan sedang dibungkus di gudang Kuala Lumpur dan akan dihantar petang ini.',
      },
      { ago: 2 * HOUR, dir: 'in', text: 'Baik, boleh bagi nombor tracking nanti?' },
      { ago: 2 * HOUR - 10 * MIN, dir: 'out', text: 'Boleh, saya akan hantar nombor J&T sebaik sahaja bungkusan diimbas.' },
    ],
  },
  {
    shop: 'HaiTong Home Living (Lazada MY)',
    user: 'Tan Wei Ling',
    holder: 'sales',
    closed: true,
    unread: 0,
    lines: [
      { ago: 2 * DAY, dir: 'in', text: '请问不锈钢保温杯有没有蓝色？' },
      { ago: 2 * DAY - 15 * MIN, dir: 'out', text: '您好，蓝色 500ml 有现货，350ml 下周到货。' },
      { ago: 2 * DAY - 20 * MIN, dir: 'in', text: '好的，那我先拍 500ml 的，谢谢！' },
      { ago: 2 * DAY - 22 * MIN, dir: 'out', text: '不客气，祝您购物愉快！' },
    ],
  },
  {
    shop: 'Haitong Official (Tokopedia)',
    visitor: { id: 'v-c90e5512b7', name: 'Budi Santoso', contact: '+62 812-7719-0452' },
    holder: 'supervisor',
    unread: 0,
    lines: [
      { ago: 5 * HOUR, dir: 'in', text: 'Selamat siang, apakah bisa kirim ke Surabaya dengan COD?' },
      {
        ago: 5 * HOUR - 6 * MIN,
        dir: 'out',
        text: 'Selamat siang Pak Budi, COD tersedia untuk Surabaya lewat gudang Jakarta, estimasi 2–3 hari.',
      },
    ],
  },
  {
    shop: 'Haitong Store ID (Shopee)',
    user: 'Lim Chee Keong',
    holder: 'supervisor',
    unread: 0,
    lines: [
      { ago: 1 * DAY, dir: 'in', text: '老板，批发价怎么算？我在新山开店，想每月拿货。' },
      { ago: 1 * DAY - 30 * MIN, dir: 'out', text: '林先生您好，月采购满 5,000 令吉可享批发价，我让业务同事把报价单发给您。' },
      { ago: 20 * HOUR, dir: 'in', text: '好的，等你们报价。' },
    ],
  },
  // The owner of a customer (Kedai Runcit Aminah) asking for a quotation: it shows on the customer's page by her phone.
  {
    shop: 'HaiTong Official Store (Shopee MY)',
    visitor: { id: 'v-aminah0412', name: 'Aminah binti Yusof', contact: '+60 12-310 4000' },
    holder: 'sales',
    unread: 0,
    closed: true,
    lines: [
      {
        ago: 6 * DAY,
        dir: 'in',
        text: 'Encik Wang, kedai kami nak tambah stok termos 500ml dan kabel pengecas. Boleh hantar sebut harga?',
      },
      {
        ago: 6 * DAY - 20 * MIN,
        dir: 'out',
        text: 'Boleh, Puan Aminah. Sebut harga dihantar hari ini; barang dihantar dari gudang Kuala Lumpur.',
      },
    ],
  },
  {
    shop: 'HaiTong Official Store (Shopee MY)',
    visitor: { id: 'v-51aa0e6d3c', name: 'Ahmad Firdaus', contact: '' },
    holder: null,
    unread: 0,
    closed: true,
    lines: [{ ago: 4 * DAY, dir: 'in', text: 'Tak apa, saya dah jumpa jawapan di halaman soalan lazim. Terima kasih.' }],
  },
]

const PAGES: [string, string][] = [
  ['/', '首页 Home'],
  ['/category/kitchen', 'Dapur & Peralatan Memasak'],
  ['/category/storage', '收纳整理 Storage'],
  ['/product/rice-cooker-18l', 'Periuk Nasi Elektrik 1.8L'],
  ['/product/vacuum-flask-500', '不锈钢保温杯 500ml'],
  ['/product/storage-box-40', '加厚收纳箱 40L'],
  ['/cart', 'Troli / 购物车'],
  ['/help/shipping', 'Penghantaran & COD'],
  ['/promo/1111', '双11 大促 Jualan 11.11'],
]
const REFERRERS = [
  '',
  '',
  'https://www.google.com/',
  'https://www.facebook.com/',
  'https://shopee.com.my/',
  'https://www.tiktok.com/',
  'https://www.instagram.com/',
]
const DEVICES = ['Android · Chrome', 'iPhone · Safari', 'Windows · Edge', 'Android · Shopee app', 'Mac · Safari', 'iPad · Safari']
const ANONYMOUS = ['v-7f3a9c21e4', 'v-2b8d41f0aa', 'v-c90e5512b7', 'v-51aa0e6d3c', 'v-0d6e2f9a17', 'v-93bb40c8e2', 'v-6a1f7d22b9']

/** A small deterministic sequence, so every machine gets the same demo. */
function sequence(seed: number) {
  let s = seed
  return () => (s = (s * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648
}

/** Seeds the consultations and ~100 page visits once (while the conversation table is empty). */
export async function seedDemoChat(tx: Tx, mobiles: Record<string, string>) {
  const [had] = await tx.select({ n: count() }).from(ChatConversation)
  if ((had?.n ?? 0) > 0) return
  const shops = await tx.select({ Id: Shop.Id, Name: Shop.ShopName }).from(Shop).where(eq(Shop.Status, 1))
  if (!shops.length) return
  const staff = await tx
    .select({ Id: Agent.Id, Name: Agent.Name, Mobile: Agent.Mobile, DepartmentId: Agent.DepartmentId })
    .from(Agent)
    .where(inArray(Agent.Mobile, [mobiles.sales ?? '', mobiles.supervisor ?? '']))
  const holderOf = (h: DemoConversation['holder']) => (h ? staff.find((a) => a.Mobile === mobiles[h]) : undefined)
  const users = await tx
    .select({ Id: EndUser.Id, Name: EndUser.Name, Cellphone: EndUser.Cellphone })
    .from(EndUser)
    .where(
      and(
        inArray(
          EndUser.Name,
          CONVERSATIONS.flatMap((c) => (c.user ? [c.user] : [])),
        ),
        ne(EndUser.Status, -1),
      ),
    )
  const shopId = (name: string) => shops.find((s) => s.Name === name)?.Id ?? shops[0]!.Id
  const now = Math.floor(Date.now() / 1000)

  for (const c of CONVERSATIONS) {
    const user = c.user ? users.find((u) => u.Name === c.user) : undefined
    const holder = holderOf(c.holder)
    const last = c.lines.at(-1)!
    const name = user?.Name ?? c.visitor?.name ?? c.user ?? ''
    const [conv] = await tx
      .insert(ChatConversation)
      .values({
        ShopId: shopId(c.shop),
        UserId: user?.Id ?? 0,
        VisitorKey: user ? `u:${user.Id}` : `v:${c.visitor?.id ?? name}`,
        VisitorName: name,
        Contact: user?.Cellphone ?? c.visitor?.contact ?? '',
        AgentId: holder?.Id ?? 0,
        DepartmentId: holder?.DepartmentId ?? 0,
        Closed: c.closed ? 1 : 0,
        Unread: c.unread,
        LastTime: now - last.ago,
        LastContent: last.text.slice(0, 120),
        LastDirection: last.dir,
        CreateTime: now - c.lines[0]!.ago,
        UpdateTime: now - last.ago,
      })
      .returning({ Id: ChatConversation.Id, ShopId: ChatConversation.ShopId })
    await tx.insert(ChatMessage).values(
      c.lines.map((l, i) => ({
        ConversationId: conv!.Id,
        ShopId: conv!.ShopId,
        Direction: l.dir,
        FromUser: l.dir === 'in' ? name : (holder?.Name ?? ''),
        Content: l.text,
        Status: l.dir === 'in' && i >= c.lines.length - c.unread ? 2 : 1,
        AgentId: l.dir === 'out' ? (holder?.Id ?? 0) : 0,
        CreateTime: now - l.ago,
      })),
    )
  }

  // About a hundred page visits over the last week: the consulting visitors, end users and others.
  const rnd = sequence(20_261_126)
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!
  const members = await tx
    .select({ Id: EndUser.Id, Name: EndUser.Name })
    .from(EndUser)
    .where(and(eq(EndUser.Status, 1), eq(EndUser.Type, 1)))
    .orderBy(EndUser.Id)
    .limit(8)
  const known = [...users, ...members.filter((m) => !users.some((u) => u.Id === m.Id))]
  const visitors = [
    ...known.map((u) => ({ userId: u.Id, id: `u-${String(u.Id).padStart(8, '0')}`, name: u.Name })),
    // Anonymous visitors: named once they wrote to a shop, else only their id.
    ...ANONYMOUS.map((id) => ({ userId: 0, id, name: CONVERSATIONS.find((c) => c.visitor?.id === id)?.visitor?.name ?? '' })),
  ]
  const visits = Array.from({ length: 104 }, (_, i) => {
    const v = pick(visitors)
    const [path, title] = pick(PAGES)
    return {
      ShopId: pick(shops).Id,
      UserId: v.userId,
      VisitorId: v.id,
      VisitorName: v.name,
      Path: path,
      Title: title,
      Referrer: pick(REFERRERS),
      Device: pick(DEVICES),
      CreateTime: now - Math.floor(((104 - i) / 104) * 7 * DAY) - Math.floor(rnd() * HOUR),
    }
  })
  await tx.insert(ChatVisit).values(visits)
}
