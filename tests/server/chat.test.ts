import { afterAll, beforeAll, expect, it } from 'vitest'
import { CHAT_LIMITS, type ChatMessageRow, type Conversation } from '../../src/shared/chat.ts'
import { createTestServer, DEMO, describeDb, type TestServer } from '../helpers/server.ts'
import { readStream } from '../helpers/event-stream.ts'

type Unread = { Conversations: number; Messages: number }

/**
 * Chat consultations (routes/chat.ts): the shop side's public message and visit endpoints (checked
 * and limited), unread counts, replies, assignment and the data scope of the conversations (a
 * salesperson sees those assigned to them and the unassigned ones), and the live stream.
 */
describeDb('chat consultations', () => {
  let s: TestServer
  let admin: string, supervisor: string, sales: string, warehouse: string
  let salesId = 0,
    supervisorId = 0
  beforeAll(async () => {
    s = await createTestServer({ trustProxy: 1 })
    ;[admin, supervisor, sales, warehouse] = await Promise.all([
      s.login(DEMO.admin),
      s.login(DEMO.supervisor),
      s.login(DEMO.sales),
      s.login(DEMO.warehouse),
    ])
    salesId = (await s.call<{ user_id: number }>('/Api/Agent/GetInfo', { token: sales })).body.Data!.user_id
    supervisorId = (await s.call<{ user_id: number }>('/Api/Agent/GetInfo', { token: supervisor })).body.Data!.user_id
  })
  afterAll(() => s?.close())

  let n = 0
  const visitor = () => `test-visitor-${process.pid}-${++n}`
  const address = () => `10.77.${Math.floor(++n / 200)}.${n % 200}`
  const post = (body: Record<string, unknown>, ip = address(), lang = 'en-US') =>
    s.call<{ ConversationId: number; MessageId: number }>('/Api/Public/Chat/Message', { body, lang, headers: { 'x-forwarded-for': ip } })
  const list = async (token: string, query: Record<string, string | number> = {}) =>
    (await s.call<Conversation[]>('/Api/Chat/Index', { token, query })).body.Data!
  const unread = async (token: string) => (await s.call<Unread>('/Api/Chat/Unread', { token })).body.Data!

  it('the demo has held, unassigned, closed and unread conversations', async () => {
    const all = await list(admin)
    expect(all.length).toBeGreaterThanOrEqual(6)
    expect(all.some((c) => c.AgentId === 0 && c.Unread > 0)).toBe(true)
    expect(all.some((c) => c.Closed === 1)).toBe(true)
    // Unread first.
    const firstRead = all.findIndex((c) => c.Unread === 0)
    expect(all.slice(firstRead).every((c) => c.Unread === 0)).toBe(true)
    expect((await unread(admin)).Conversations).toBeGreaterThanOrEqual(2)
  })

  it('a visitor’s first message opens a conversation, the next one joins it, and unread counts rise', async () => {
    const before = await unread(sales)
    const v = visitor()
    const first = await post({ ShopId: 1, VisitorId: v, Name: 'Siti Rahmah', Contact: '+60 12-000 1111', Content: 'Ada saiz XL?' })
    expect(first.status).toBe(200)
    const second = await post({ ShopId: 1, VisitorId: v, Name: 'Siti Rahmah', Content: 'Dan warna merah?' })
    expect(second.body.Data!.ConversationId).toBe(first.body.Data!.ConversationId)
    const after = await unread(sales)
    expect(after.Conversations).toBe(before.Conversations + 1)
    expect(after.Messages).toBe(before.Messages + 2)
    const conv = (await list(sales, { Filter: 'unassigned', Value: 'Siti Rahmah' }))[0]!
    expect(conv).toMatchObject({
      Id: first.body.Data!.ConversationId,
      Unread: 2,
      AgentId: 0,
      Contact: '+60 12-000 1111',
      LastContent: 'Dan warna merah?',
    })
    // The same visitor of another shop is another conversation.
    const other = await post({ ShopId: 2, VisitorId: v, Name: 'Siti Rahmah', Content: 'Hello' })
    expect(other.body.Data!.ConversationId).not.toBe(first.body.Data!.ConversationId)
  })

  it('a keyword finds a conversation by any field the list shows, in any case, and never outside the scope', async () => {
    const name = `Zulaikha ${process.pid}`
    const opened = await post({
      ShopId: 1,
      VisitorId: visitor(),
      Name: name,
      Contact: '+60 19-555 7788',
      Content: 'Boleh hantar ke Penang?',
    })
    const id = opened.body.Data!.ConversationId
    const finds = async (token: string, Value: string) => (await list(token, { Value, Size: 100 })).some((c) => c.Id === id)
    const shopName = (await list(admin, { Value: name }))[0]!.ShopName
    expect(shopName.length).toBeGreaterThanOrEqual(3)
    for (const Value of [name.toUpperCase(), 'zulaikha', '555 77', 'PENANG', 'Zu', shopName.slice(0, 3).toLowerCase()])
      expect(await finds(sales, Value), Value).toBe(true)
    // One or two characters match a field's start only; a wildcard is a character like any other.
    for (const Value of ['ul', '%', 'Zulaikha%']) expect(await finds(sales, Value), Value).toBe(false)
    // Given to the supervisor, it is no longer the salesperson's to find.
    expect((await s.call('/Api/Chat/Assign', { token: supervisor, body: { Id: id, AgentId: supervisorId } })).status).toBe(200)
    expect(await finds(sales, 'zulaikha')).toBe(false)
    expect(await finds(supervisor, 'zulaikha')).toBe(true)
  })

  it('refuses bad public posts with translated 400s, never 500', async () => {
    const v = visitor()
    const cases: Record<string, unknown>[] = [
      {},
      { ShopId: 1, VisitorId: v, Name: 'A', Content: '' },
      { ShopId: 1, VisitorId: v, Name: 'A', Content: 'x'.repeat(2001) },
      { ShopId: 1, VisitorId: 'short', Name: 'A', Content: 'Hi' },
      { ShopId: 1, VisitorId: 'has spaces in it', Name: 'A', Content: 'Hi' },
      { ShopId: 1, VisitorId: v, Name: '', Content: 'Hi' },
      { ShopId: 1, VisitorId: v, Name: 'x'.repeat(51), Content: 'Hi' },
      { ShopId: 0, VisitorId: v, Name: 'A', Content: 'Hi' },
      { ShopId: '1', VisitorId: v, Name: 'A', Content: 'Hi' },
    ]
    for (const body of cases) expect((await post(body)).status, JSON.stringify(body).slice(0, 80)).toBe(400)
    // An unknown shop, and a shop not open (the demo's fifth is being set up).
    for (const ShopId of [999_999, 5]) {
      const res = await post({ ShopId, VisitorId: v, Name: 'A', Content: 'Hi' }, address(), 'zh-CN')
      expect(res.status).toBe(400)
      expect(res.body.Message).toBe('没有这个店铺')
    }
  })

  it('limits a visitor to 20 messages a minute: the next is 429 with Retry-After, translated', async () => {
    const v = visitor()
    const ip = address()
    for (let i = 0; i < CHAT_LIMITS.messagesPerVisitor; i++)
      expect((await post({ ShopId: 3, VisitorId: v, Name: 'Budi', Content: `Pesan ${i}` }, ip)).status).toBe(200)
    const refused = await post({ ShopId: 3, VisitorId: v, Name: 'Budi', Content: 'Satu lagi' }, ip, 'may-MY')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect(refused.body.Message).toMatch(/Terlalu banyak mesej/)
    // Another visitor from another address is not affected.
    expect((await post({ ShopId: 3, VisitorId: visitor(), Name: 'Dewi', Content: 'Halo' })).status).toBe(200)
  })

  it('limits an address across visitors', async () => {
    const ip = address()
    let last = 0
    for (let i = 0; i <= CHAT_LIMITS.messagesPerAddress; i++)
      last = (await post({ ShopId: 4, VisitorId: visitor(), Name: 'Bot', Content: 'spam' }, ip)).status
    expect(last).toBe(429)
  })

  it('records visits, checked and limited the same way, and lists them newest first', async () => {
    const v = visitor()
    const visit = (body: Record<string, unknown>, ip = address()) =>
      s.call<{ Id: number }>('/Api/Public/Chat/Visit', { body, headers: { 'x-forwarded-for': ip } })
    const ok = await visit({
      ShopId: 2,
      VisitorId: v,
      Name: 'Wong Kar Mun',
      Path: '/product/vacuum-flask-500',
      Title: '保温杯',
      Referrer: 'https://www.google.com/',
      Device: 'iPhone · Safari',
    })
    expect(ok.status).toBe(200)
    for (const bad of [
      { ShopId: 2, VisitorId: v, Path: 'no-slash' },
      { ShopId: 2, VisitorId: v, Path: '/x', Referrer: 'javascript:alert(1)' },
      { ShopId: 999_999, VisitorId: v, Path: '/x' },
    ])
      expect((await visit(bad)).status).toBe(400)
    const ip = address()
    let status = 0
    for (let i = 0; i <= CHAT_LIMITS.visitsPerVisitor; i++) status = (await visit({ ShopId: 2, VisitorId: v, Path: `/p/${i}` }, ip)).status
    expect(status).toBe(429)
    const rows = (
      await s.call<{ Id: number; VisitorId: string; ShopId: number; CreateTime: number }[]>('/Api/ChatVisit/Index', {
        token: sales,
        query: { VisitorId: v, ShopId: 2, Size: 100 },
      })
    ).body
    expect(rows.Count).toBe(CHAT_LIMITS.visitsPerVisitor)
    expect(rows.Data!.every((r) => r.VisitorId === v && r.ShopId === 2)).toBe(true)
    expect(rows.Data!.map((r) => r.Id)).toContain(ok.body.Data!.Id)
    const times = rows.Data!.map((r) => r.CreateTime)
    expect(times).toEqual([...times].sort((a, b) => b - a))
    const demo = await s.call<unknown[]>('/Api/ChatVisit/Index', { token: admin, query: { Size: 1 } })
    expect(demo.body.Count).toBeGreaterThanOrEqual(100)
    expect((await s.call('/Api/ChatVisit/Index', { token: warehouse })).status).toBe(403)
  })

  it('opening reads a conversation; a reply takes an unassigned one and is answered in order', async () => {
    const v = visitor()
    const id = (await post({ ShopId: 1, VisitorId: v, Name: '陈先生', Content: '请问几天到货？' })).body.Data!.ConversationId
    const before = await unread(sales)
    const read = await s.call<number>('/Api/Chat/Read', { token: sales, body: { Id: id } })
    expect(read.body.Data).toBe(1)
    expect((await unread(sales)).Conversations).toBe(before.Conversations - 1)
    const sent = await s.call<ChatMessageRow>('/Api/Chat/Reply', { token: sales, body: { Id: id, Content: '您好，一般 3–5 天。' } })
    expect(sent.status).toBe(200)
    expect(sent.body.Data).toMatchObject({ Direction: 'out', FromUser: '王浩', Status: 1 })
    const msgs = (await s.call<ChatMessageRow[]>('/Api/Chat/Messages', { token: sales, query: { Id: id } })).body.Data!
    expect(msgs.map((m) => [m.Direction, m.Content, m.Status])).toEqual([
      ['in', '请问几天到货？', 1],
      ['out', '您好，一般 3–5 天。', 1],
    ])
    expect(msgs[0]!.ShopName).toBe('HaiTong Official Store (Shopee MY)')
    const conv = (await s.call<Conversation>('/Api/Chat/Get', { token: sales, query: { Id: id } })).body.Data!
    expect(conv).toMatchObject({ AgentId: salesId, Unread: 0, LastDirection: 'out' })
    // Bad replies.
    for (const body of [
      { Id: id, Content: '' },
      { Id: id, Content: 'x'.repeat(2001) },
      { Id: 0, Content: 'x' },
    ])
      expect((await s.call('/Api/Chat/Reply', { token: sales, body })).status).toBe(400)
    expect((await s.call('/Api/Chat/Reply', { token: sales, body: { Id: 99_999_999, Content: 'x' } })).status).toBe(404)
    // Closed: no reply until reopened; a new message from the visitor opens it again.
    expect((await s.call('/Api/Chat/Close', { token: sales, body: { Id: id } })).status).toBe(200)
    expect((await s.call('/Api/Chat/Reply', { token: sales, body: { Id: id, Content: 'x' } })).status).toBe(409)
    expect((await s.call<Conversation>('/Api/Chat/Reopen', { token: sales, body: { Id: id } })).body.Data!.Closed).toBe(0)
    await s.call('/Api/Chat/Close', { token: sales, body: { Id: id } })
    await post({ ShopId: 1, VisitorId: v, Name: '陈先生', Content: '还有一个问题' })
    expect((await s.call<Conversation>('/Api/Chat/Get', { token: sales, query: { Id: id } })).body.Data!.Closed).toBe(0)
  })

  it('data scope: a salesperson sees their own and unassigned conversations, never a colleague’s', async () => {
    const own = await list(sales)
    expect(own.length).toBeGreaterThan(0)
    expect(own.every((c) => c.AgentId === 0 || c.AgentId === salesId)).toBe(true)
    const held = (await list(supervisor, { Filter: 'mine' }))[0]!
    expect(held).toBeDefined()
    expect((await s.call('/Api/Chat/Get', { token: sales, query: { Id: held.Id } })).status).toBe(404)
    expect((await s.call('/Api/Chat/Messages', { token: sales, query: { Id: held.Id } })).status).toBe(404)
    expect((await s.call('/Api/Chat/Reply', { token: sales, body: { Id: held.Id, Content: 'hi' } })).status).toBe(404)
    expect((await s.call('/Api/Chat/Read', { token: sales, body: { Id: held.Id } })).status).toBe(404)
    // The supervisor sees the team's (the salesperson's too).
    const team = await list(supervisor)
    expect(team.some((c) => c.AgentId === salesId)).toBe(true)
    // Mine / unassigned filters.
    expect((await list(sales, { Filter: 'mine' })).every((c) => c.AgentId === salesId)).toBe(true)
    expect((await list(sales, { Filter: 'unassigned' })).every((c) => c.AgentId === 0)).toBe(true)
    // Without chat: 403.
    expect((await s.call('/Api/Chat/Index', { token: warehouse })).status).toBe(403)
    expect((await s.call('/Api/Chat/Unread', { token: warehouse })).status).toBe(403)
    expect((await s.call('/Api/Chat/Index')).status).toBe(401)
  })

  it('assignment: a supervisor gives to the team; a salesperson only takes for themselves', async () => {
    const id = (await post({ ShopId: 2, VisitorId: visitor(), Name: 'Farah', Content: 'Boleh tukar alamat?' })).body.Data!.ConversationId
    // A salesperson may not give it to someone else, but may take it.
    const refused = await s.call('/Api/Chat/Assign', { token: sales, body: { Id: id, AgentId: supervisorId } })
    expect(refused.status).toBe(403)
    const taken = await s.call<Conversation>('/Api/Chat/Assign', { token: sales, body: { Id: id, AgentId: salesId } })
    expect(taken.status).toBe(200)
    expect(taken.body.Data!.AgentId).toBe(salesId)
    // The supervisor moves it to themselves: the salesperson no longer sees it.
    const conv = (await s.call<Conversation>('/Api/Chat/Get', { token: supervisor, query: { Id: id } })).body.Data!
    expect(
      (await s.call('/Api/Chat/Assign', { token: supervisor, body: { Id: id, AgentId: supervisorId, Version: conv.Version - 1 } })).status,
    ).toBe(409)
    expect(
      (await s.call('/Api/Chat/Assign', { token: supervisor, body: { Id: id, AgentId: supervisorId, Version: conv.Version } })).status,
    ).toBe(200)
    expect((await s.call('/Api/Chat/Get', { token: sales, query: { Id: id } })).status).toBe(404)
    // Not to someone without chat (the warehouse operator is outside the supervisor's scope too), nor to nobody real.
    const wh = (await s.call<{ user_id: number }>('/Api/Agent/GetInfo', { token: warehouse })).body.Data!.user_id
    for (const AgentId of [wh, 99_999_999])
      expect((await s.call('/Api/Chat/Assign', { token: admin, body: { Id: id, AgentId } })).status).toBe(400)
    // Back to unassigned: everyone with chat sees it again.
    expect((await s.call('/Api/Chat/Assign', { token: supervisor, body: { Id: id, AgentId: 0 } })).status).toBe(200)
    expect((await s.call('/Api/Chat/Get', { token: sales, query: { Id: id } })).status).toBe(200)
    // The picker: a salesperson may pick only themselves; the supervisor their team.
    const mine = (await s.call<{ Id: number }[]>('/Api/Chat/Agents', { token: sales })).body.Data!
    expect(mine.map((a) => a.Id)).toEqual([salesId])
    const theirs = (await s.call<{ Id: number }[]>('/Api/Chat/Agents', { token: supervisor })).body.Data!.map((a) => a.Id)
    expect(theirs).toEqual(expect.arrayContaining([salesId, supervisorId]))
    expect(theirs).not.toContain(wh)
  })

  it('the live stream delivers chat changes in scope and only those', async () => {
    const open = async (token: string) => {
      const ctrl = new AbortController()
      const res = await s.app.request('/Api/Live/Stream', { headers: { user: token }, signal: ctrl.signal })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/text\/event-stream/)
      return readStream(res, ctrl)
    }
    expect((await s.app.request('/Api/Live/Stream')).status).toBe(401)
    // Without the chat permission the stream carries no chat.
    const warehouseStream = await open(warehouse)
    const salesStream = await open(sales)
    await salesStream.until((t) => t.includes('event: ready'))
    await warehouseStream.until((t) => t.includes('event: ready'))
    const id = (await post({ ShopId: 1, VisitorId: visitor(), Name: 'Live', Content: 'Masih ada?' })).body.Data!.ConversationId
    expect(await salesStream.until((t) => t.includes(`"Id":${id}`))).toContain(`event: chat\ndata: {"Id":${id}}`)
    // Given to the supervisor: the salesperson hears nothing more of it.
    await s.call('/Api/Chat/Assign', { token: supervisor, body: { Id: id, AgentId: supervisorId } })
    const other = (await post({ ShopId: 1, VisitorId: visitor(), Name: 'Other', Content: 'Hi' })).body.Data!.ConversationId
    await salesStream.until((t) => t.includes(`"Id":${other}`))
    await s.call('/Api/Chat/Reply', { token: supervisor, body: { Id: id, Content: 'Ada, puan.' } })
    const marker = (await post({ ShopId: 1, VisitorId: visitor(), Name: 'Marker', Content: 'Hi' })).body.Data!.ConversationId
    const seen = await salesStream.until((t) => t.includes(`"Id":${marker}`))
    expect(seen.split(`"Id":${id}}`).length - 1).toBe(1)
    expect(warehouseStream.text()).not.toContain('event: chat')
    warehouseStream.close()
    // Logging out ends the stream.
    await s.call('/Api/Agent/Logout', { token: sales, body: {} })
    await s.call('/Api/Public/Chat/Message', {
      body: { ShopId: 1, VisitorId: visitor(), Name: 'After', Content: 'Hi' },
      headers: { 'x-forwarded-for': address() },
    })
    expect(await salesStream.until((t) => t.includes('event: end'))).toContain('event: end')
    salesStream.close()
  })
})
