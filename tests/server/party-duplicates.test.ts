import { afterAll, beforeAll, expect, it } from 'vitest'
import { and, eq, inArray, ne } from 'drizzle-orm'
import {
  Client,
  ClientContact,
  ClientFollow,
  DocEvent,
  Invoice,
  Receivable,
  SalesOrder,
  StationContract,
} from '../../src/server/db/schema/index.ts'
import { createTestServer, DB_KIND, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

type Answer = { Id: number; Version: number }
type Duplicate = { Duplicate: { Id: number; Name: string; Field: string; Visible: boolean } }

/** A second customer or supplier that looks like one already there is refused, naming it, unless confirmed. */
describeDb(`duplicate customers and suppliers (${DB_KIND})`, () => {
  let s: TestServer
  let sales: string
  let supervisor: string
  beforeAll(async () => {
    s = await createTestServer()
    sales = await s.login(DEMO.sales)
    supervisor = await s.login(DEMO.supervisor)
  })
  afterAll(() => s?.close())

  const call = <T = unknown>(token: string, p: string, body: unknown) => s.call<T>(p, { token, lang: 'en-US', body })
  const count = async (kind: number) =>
    (
      await s.db
        .select({ Id: Client.Id })
        .from(Client)
        .where(and(eq(Client.Kind, kind), ne(Client.Status, -1)))
    ).length

  it('a customer with the same name once folded answers 409 naming it; confirmed, it saves', async () => {
    // The demo's own "Bangkok Beauty Supply" is the example that used to save twice.
    const [demo] = await s.db.select({ Id: Client.Id }).from(Client).where(eq(Client.ClientName, 'Bangkok Beauty Supply'))
    const demoAgain = await call<Duplicate>(supervisor, '/Api/Client/Post', { ClientName: 'bangkok beauty supply', Type: 2 })
    expect(demoAgain.status).toBe(409)
    expect(demoAgain.body.Data!.Duplicate.Id).toBe(demo!.Id)

    const first = await call<Answer>(sales, '/Api/Client/Post', { ClientName: 'Penang Tea House', Type: 2 })
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    const before = await count(1)
    const again = await call<Duplicate>(sales, '/Api/Client/Post', { ClientName: 'ＰＥＮＡＮＧ  tea-house Sdn. Bhd.', Type: 2 })
    expect(again.status).toBe(409)
    expect(again.body.Message).toBe(
      `This looks like the customer Penang Tea House (No. ${first.body.Data!.Id}), already in the system: open it, or save anyway.`,
    )
    expect(again.body.Data!.Duplicate).toEqual({ Id: first.body.Data!.Id, Name: 'Penang Tea House', Field: 'ClientName', Visible: true })
    expect(again.body).toMatchObject({ Errors: [{ Field: 'ClientName' }] })
    expect(await count(1)).toBe(before)
    // In the caller's language too.
    const zh = await s.call<Duplicate>('/Api/Client/Post', {
      token: sales,
      lang: 'zh-CN',
      body: { ClientName: 'Penang Tea House', Type: 2 },
    })
    expect(zh.status).toBe(409)
    expect(zh.body.Message).toContain('Penang Tea House')
    expect(zh.body.Message).not.toContain('already in the system')

    const confirmed = await call<Answer>(sales, '/Api/Client/Post', { ClientName: 'Penang Tea House', Type: 2, ConfirmDuplicate: true })
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
    expect(await count(1)).toBe(before + 1)
  })

  it('a contact phone or credit code already on another customer is a duplicate too, on create and on edit', async () => {
    const owner = await call<Answer>(supervisor, '/Api/Client/Post', {
      ClientName: 'Da Nang Ceramics',
      Type: 1,
      ContactsName: 'Nguyen Van An',
      ClientPhone: '+84 90 123 4567',
      CompanyNo: '91310000MA1FL8XQ37',
    })
    expect(owner.status, JSON.stringify(owner.body)).toBe(200)
    // The same phone written another way; the supervisor's customer is not the salesperson's to open.
    const phone = await call<Duplicate>(sales, '/Api/Client/Post', {
      ClientName: 'An Decor',
      Type: 1,
      ContactsName: 'An',
      ClientPhone: '090-123 4567',
    })
    expect(phone.status).toBe(409)
    expect(phone.body.Data!.Duplicate).toEqual({ Id: owner.body.Data!.Id, Name: 'Da Nang Ceramics', Field: 'ClientPhone', Visible: false })
    // A credit code whose check character does not add up is no code at all (400).
    const typo = await call(sales, '/Api/Client/Post', { ClientName: 'Decor Saigon', Type: 1, CompanyNo: '91310000MA1FL8XQ38' })
    expect(typo.status).toBe(400)
    expect(typo.body).toMatchObject({ Errors: [{ Field: 'CompanyNo' }] })
    const code = await call<Duplicate>(sales, '/Api/Client/Post', { ClientName: 'Decor Saigon', Type: 1, CompanyNo: '91310000MA1FL8XQ37' })
    expect(code.status).toBe(409)
    expect(code.body.Data!.Duplicate.Field).toBe('CompanyNo')

    // An edit that renames a customer onto another's name is refused; an edit of other fields is not.
    const other = await call<Answer>(supervisor, '/Api/Client/Post', { ClientName: 'Hanoi Lighting', Type: 1 })
    const [row] = await s.db.select({ Version: Client.Version }).from(Client).where(eq(Client.Id, other.body.Data!.Id))
    const rename = await call<Duplicate>(supervisor, '/Api/Client/Update', {
      Id: other.body.Data!.Id,
      Version: row!.Version,
      ClientName: 'da nang ceramics',
    })
    expect(rename.status).toBe(409)
    expect(rename.body.Data!.Duplicate).toMatchObject({ Id: owner.body.Data!.Id, Visible: true })
    const [kept] = await s.db.select({ ClientName: Client.ClientName }).from(Client).where(eq(Client.Id, other.body.Data!.Id))
    expect(kept!.ClientName).toBe('Hanoi Lighting')
    const remark = await call(supervisor, '/Api/Client/Update', { Id: owner.body.Data!.Id, Version: 1, Remark: 'Pays on time' })
    expect(remark.status, JSON.stringify(remark.body)).toBe(200)
  })

  it('suppliers are checked among suppliers, not against customers', async () => {
    const customer = await call<Answer>(supervisor, '/Api/Client/Post', { ClientName: 'Jakarta Packaging', Type: 1 })
    expect(customer.status).toBe(200)
    const supplier = await call<Answer>(supervisor, '/Api/Supplier/Post', { ClientName: 'Jakarta Packaging' })
    expect(supplier.status, JSON.stringify(supplier.body)).toBe(200)
    const twice = await call<Duplicate>(supervisor, '/Api/Supplier/Post', { ClientName: 'PT Jakarta Packaging Tbk', Level: 0 })
    // "PT … Tbk": the legal form at the end is left out, the one in front is part of the name.
    expect(twice.status).toBe(200)
    const same = await call<Duplicate>(supervisor, '/Api/Supplier/Post', { ClientName: 'Jakarta Packaging Ltd' })
    expect(same.status).toBe(409)
    expect(same.body.Message).toContain('the supplier Jakarta Packaging')
    expect(same.body.Data!.Duplicate.Id).toBe(supplier.body.Data!.Id)
  })

  it('an administrator merges a duplicate: every child row and its timeline move, both timelines say so, the duplicate is gone', async () => {
    const admin = await s.login(DEMO.admin)
    const kept = await call<Answer>(admin, '/Api/Client/Post', {
      ClientName: 'Ipoh Kopi Traders',
      Type: 1,
      ContactsName: 'Lee',
      ClientPhone: '+60 5 254 1111',
    })
    const dup = await call<Answer>(admin, '/Api/Client/Post', {
      ClientName: 'Ipoh Kopi Traders Sdn Bhd',
      Type: 1,
      ContactsName: 'Mei',
      ClientPhone: '+60 5 254 2222',
      ConfirmDuplicate: true,
    })
    expect(dup.status, JSON.stringify(dup.body)).toBe(200)
    const keptId = kept.body.Data!.Id
    const dupId = dup.body.Data!.Id
    const extra = await call(admin, '/Api/ClientContact/Post', { ClientId: dupId, Name: 'Ahmad', ClientPhone: '+60 5 254 3333' })
    expect(extra.status, JSON.stringify(extra.body)).toBe(200)
    const now = Math.floor(Date.now() / 1000)
    for (const Content of ['Sent the price list', 'Asked for samples'])
      expect((await call(admin, '/Api/ClientFollow/Post', { ClientId: dupId, Content, NextFollowTime: now + 86_400 })).status).toBe(200)
    // A receivable of the duplicate's, as a confirmed sales order leaves one.
    const [owed] = await s.db
      .insert(Receivable)
      .values({ SourceDoc: 'SalesOrder', SourceId: 1, ClientId: dupId })
      .returning({ Id: Receivable.Id })

    // Not for a salesperson or supervisor, and never into itself.
    expect((await call(supervisor, '/Api/Client/Merge', { Id: keptId, FromId: dupId })).status).toBe(403)
    expect((await call(admin, '/Api/Client/Merge', { Id: keptId, FromId: keptId })).status).toBe(400)

    const merged = await call<{ Id: number; Moved: Record<string, number> }>(admin, '/Api/Client/Merge', { Id: keptId, FromId: dupId })
    expect(merged.status, JSON.stringify(merged.body)).toBe(200)
    expect(merged.body.Data!.Moved).toMatchObject({ client_contact: 2, client_follow: 2, receivable: 1 })
    expect(await s.db.select({ ClientId: Receivable.ClientId }).from(Receivable).where(eq(Receivable.Id, owed!.Id))).toEqual([
      { ClientId: keptId },
    ])
    // Nothing names the duplicate any more: every table whose definition refers to customers.
    for (const [name, table] of Object.entries({ ClientContact, ClientFollow, Receivable, Invoice, SalesOrder, StationContract }))
      expect(await s.db.select({ Id: table.Id }).from(table).where(eq(table.ClientId, dupId)), name).toEqual([])
    const contacts = await s.db
      .select()
      .from(ClientContact)
      .where(and(eq(ClientContact.ClientId, keptId), ne(ClientContact.Status, -1)))
    expect(contacts.map((c) => c.Name).sort()).toEqual(['Ahmad', 'Lee', 'Mei'])
    expect(contacts.filter((c) => c.IsPrimary === 1).map((c) => c.Name)).toEqual(['Lee'])
    const [k] = await s.db.select().from(Client).where(eq(Client.Id, keptId))
    expect(k!.FollowNum).toBe(2)
    const [d] = await s.db.select().from(Client).where(eq(Client.Id, dupId))
    expect(d!.Status).toBe(-1)
    const events = await s.db
      .select()
      .from(DocEvent)
      .where(and(eq(DocEvent.Doc, 'Client'), inArray(DocEvent.DocId, [keptId, dupId])))
    const on = (docId: number) => events.filter((e) => e.DocId === docId).map((e) => e.Event)
    // The duplicate's creation and follow-ups moved over; each timeline has the merge.
    expect(on(keptId).filter((e) => e === 'create')).toHaveLength(2)
    expect(on(keptId).filter((e) => e === 'follow')).toHaveLength(2)
    expect(on(keptId)).toContain('merge')
    expect(on(dupId)).toEqual(['merge'])
  })
})
