import { afterAll, beforeAll, expect, it } from 'vitest'
import fc from 'fast-check'
import { and, eq } from 'drizzle-orm'
import { DocEvent, Invoice, InvoiceLine, Receipt, Receivable } from '../../src/server/db/schema/index.ts'
import { AGEING_BUCKETS, bucketOf, type AgeingAnswer } from '../../src/shared/finance/receivable.ts'
import { orderBody } from '../fixtures/trade.ts'
import { createTestServer, DB_KIND, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

type Rec = Record<string, unknown> & { Id: number; State: string; Version: number }

describeDb('receivables, receipts and invoices', () => {
  let s: TestServer
  let admin: string
  let sales: string
  let supervisor: string
  let n = 0
  let customer: number
  let warehouseId: number
  let productId: number

  beforeAll(async () => {
    s = await createTestServer()
    ;[admin, sales, supervisor] = await Promise.all([s.login(DEMO.admin), s.login(DEMO.sales), s.login(DEMO.supervisor)])
    customer = await post(
      'Client',
      { ClientName: `Kedai Receivable ${DB_KIND}`, ClientCompany: `Kedai Receivable Sdn Bhd ${DB_KIND}`, Type: 2 },
      sales,
    )
    warehouseId = ((await s.call<{ Id: number }[]>('/Api/Warehouse/Select', { token: admin, query: { Size: 1 } })).body.Data ?? [])[0]!.Id
    productId = ((await s.call<{ Id: number }[]>('/Api/Product/Select', { token: admin, query: { Size: 1 } })).body.Data ?? [])[0]!.Id
  })
  afterAll(() => s?.close())

  const call = <T = unknown>(p: string, body: unknown, token = admin) => s.call<T>(p, { token, lang: 'en-US', body })
  async function post(resource: string, body: Record<string, unknown>, token = admin) {
    const res = await call<{ Id: number }>(`/Api/${resource}/Post`, body, token)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body.Data!.Id
  }
  const get = async (doc: string, id: number, token = admin) =>
    (await s.call<Rec>(`/Api/${doc}/Get`, { token, lang: 'en-US', query: { Id: id } })).body.Data!
  const send = async (doc: string, id: number, Event: string, Data: Record<string, unknown> = {}, token = admin) => {
    const rec = await get(doc, id)
    return call<Rec>(`/Api/${doc}/Transition`, { Id: id, Event, Version: rec.Version, Data }, token)
  }
  const ok = async (doc: string, id: number, Event: string, Data: Record<string, unknown> = {}, token = admin) => {
    const res = await send(doc, id, Event, Data, token)
    expect(res.status, `${doc} ${Event}: ${JSON.stringify(res.body)}`).toBe(200)
    return res.body.Data!
  }
  const raisedFor = async (doc: string, id: number) =>
    (
      await s.db
        .select()
        .from(Receivable)
        .where(and(eq(Receivable.SourceDoc, doc), eq(Receivable.SourceId, id)))
    )[0]
  const receiptsOf = (id: number) => s.db.select().from(Receipt).where(eq(Receipt.ReceivableId, id)).orderBy(Receipt.Id)

  it('a paid order raises its receivable, paid by the order’s payment; a confirmed sales order raises one that is owed, written off when the order is cancelled', async () => {
    const order = await post('Order', { ...orderBody(8800 + (DB_KIND === 'postgres' ? 1 : 0)), Score: 0 })
    expect(await raisedFor('Order', order)).toBeUndefined()
    await ok('Order', order, 'pay', { Payment: 'card' })
    const paid = (await raisedFor('Order', order))!
    expect(paid).toMatchObject({ State: 'Paid', Amount: 25980, Received: 25980, Balance: 0, Customer: 'Siti Aminah', Currency: 'CNY' })
    expect((await receiptsOf(paid.Id)).map((r) => [r.Amount, r.Method, r.Reference])).toEqual([[25980, 'online', 'card']])
    // Paid again is not possible, and the receivable stays one.
    expect(
      (
        await s.db
          .select()
          .from(Receivable)
          .where(and(eq(Receivable.SourceDoc, 'Order'), eq(Receivable.SourceId, order)))
      ).length,
    ).toBe(1)

    const salesOrder = await post(
      'SalesOrder',
      {
        OrderNo: `XS-R-${++n}-${DB_KIND}`,
        ClientId: customer,
        WarehouseId: warehouseId,
        Name: 'Tan Wei Ming',
        Phone: '+60 12 338 1029',
        ToCountry: 'MY',
        City: 'Kuala Lumpur',
        Address: 'Jalan Kuchai 8',
        Zip: '58200',
        Lines: [{ ProductId: productId, ProductNum: 3, Price: 5900 }],
      },
      sales,
    )
    expect(await raisedFor('SalesOrder', salesOrder)).toBeUndefined() // a draft owes nothing
    await ok('SalesOrder', salesOrder, 'confirm', {}, sales)
    const owed = (await raisedFor('SalesOrder', salesOrder))!
    expect(owed).toMatchObject({
      State: 'Open',
      Amount: 17700,
      Received: 0,
      Balance: 17700,
      ClientId: customer,
      Customer: `Kedai Receivable Sdn Bhd ${DB_KIND}`,
    })
    // It is the salesperson's: they see it, and the ageing counts it.
    const mine = await s.call<Rec[]>('/Api/Receivable/Index', { token: supervisor, query: { ClientId: customer } })
    expect(mine.body.Data!.map((r) => r.Id)).toContain(owed.Id)
    await ok('SalesOrder', salesOrder, 'cancel', { Reason: 'Customer changed their mind' }, sales)
    expect(await raisedFor('SalesOrder', salesOrder)).toMatchObject({ State: 'WrittenOff', WrittenOff: 17700, Balance: 0 })
    const [last] = await s.db
      .select({ Event: DocEvent.Event })
      .from(DocEvent)
      .where(and(eq(DocEvent.Doc, 'Receivable'), eq(DocEvent.DocId, owed.Id)))
      .orderBy(DocEvent.Id)
      .limit(1)
      .offset(1)
    expect(last?.Event).toBe('sourceCancelled')
  })

  it('receipts in part then in full: Open → PartlyPaid → Paid; more than is owed, a future date or no reason are refused and change nothing', async () => {
    const id = await post('Receivable', {
      ClientId: customer,
      SourceNo: `FEE-${++n}`,
      Currency: 'CNY',
      Amount: 100_000,
      Remark: 'Storage, October',
    })
    const fresh = await get('Receivable', id)
    expect(fresh).toMatchObject({ State: 'Open', SourceDoc: 'Manual', Balance: 100_000, Customer: `Kedai Receivable Sdn Bhd ${DB_KIND}` })
    expect((await ok('Receivable', id, 'receive', { Paid: 40_000, Method: 'bank', Reference: 'CMB-1' })).State).toBe('PartlyPaid')

    const before = await get('Receivable', id)
    const over = await send('Receivable', id, 'receive', { Paid: 60_001, Method: 'bank' })
    expect(over.status).toBe(409)
    expect(over.body.Message).toBe('The receipt is more than is still owed')
    const future = await send('Receivable', id, 'receive', { Paid: 1, ReceiptTime: Math.floor(Date.now() / 1000) + 86_400 })
    expect(future.status).toBe(400)
    expect((await send('Receivable', id, 'receive', { Paid: 0 })).status).toBe(400)
    expect((await send('Receivable', id, 'receive', { Paid: 10, Method: 'barter' })).status).toBe(400)
    expect((await send('Receivable', id, 'writeOff', { Reason: '  ' })).status).toBe(400)
    // Nobody without finance rights records money.
    expect((await send('Receivable', id, 'receive', { Paid: 10 }, sales)).status).toBe(403)
    expect(await get('Receivable', id)).toMatchObject({ State: 'PartlyPaid', Received: 40_000, Balance: 60_000, Version: before.Version })
    expect((await receiptsOf(id)).length).toBe(1)

    const paid = await ok('Receivable', id, 'receive', { Paid: 60_000, Method: 'cash' })
    expect(paid).toMatchObject({ State: 'Paid', Received: 100_000, Balance: 0 })
    expect((await receiptsOf(id)).map((r) => r.Amount)).toEqual([40_000, 60_000])
    // The receipts list through their own read-only resource, under the receivable.
    const listed = await s.call<Rec[]>('/Api/Receipt/Index', { token: admin, query: { ReceivableId: id } })
    expect(listed.body.Data!.map((r) => r.Amount).sort()).toEqual([40_000, 60_000])
    expect((await call('/Api/Receipt/Post', { ReceivableId: id, Amount: 5 })).status).toBe(404)
    // What it is owed for never changes; its remark may.
    expect((await call('/Api/Receivable/Update', { Id: id, Version: paid.Version, Amount: 1 })).status).not.toBe(200)
    expect((await get('Receivable', id)).Amount).toBe(100_000)
  })

  it('a salesperson without finance rights sees no receivables, and bad filters get a 400', async () => {
    expect((await s.call('/Api/Receivable/Index', { token: sales })).status).toBe(403)
    expect((await s.call('/Api/Receivable/Ageing', { token: sales })).status).toBe(403)
    expect((await s.call('/Api/Receivable/Ageing')).status).toBe(401)
    // The ageing takes the list's own query: what Index refuses, it refuses; what Index finds nothing for, it ages nothing for.
    for (const query of [{ ClientId: 'x' }, { BeginTime: -1 }, { EndTime: 'soon' }, { AgentId: -1 }]) {
      expect((await s.call('/Api/Receivable/Index', { token: admin, query })).status, JSON.stringify(query)).toBe(400)
      expect((await s.call('/Api/Receivable/Ageing', { token: admin, query })).status, JSON.stringify(query)).toBe(400)
    }
    for (const query of [{ BeginTime: 100, EndTime: 50 }, { SourceDoc: 'Nothing' }]) {
      expect((await s.call<Rec[]>('/Api/Receivable/Index', { token: admin, query })).body.Data, JSON.stringify(query)).toEqual([])
      expect(
        (await s.call<AgeingAnswer>('/Api/Receivable/Ageing', { token: admin, query })).body.Data!.Rows,
        JSON.stringify(query),
      ).toEqual([])
    }
  })

  it('ages exactly the receivables the list selects, under each of its filters', async () => {
    const day = 86_400
    const now = Math.floor(Date.now() / 1000)
    for (const query of [
      {},
      { SourceDoc: 'Manual' },
      { State: 'PartlyPaid' },
      { ClientId: customer },
      { BeginTime: now - 60 * day, EndTime: now },
      { Value: 'FEE' },
    ]) {
      const rows = (await s.call<Rec[]>('/Api/Receivable/Index', { token: admin, query: { ...query, Size: 1000 } })).body.Data!
      const aged = (await s.call<AgeingAnswer>('/Api/Receivable/Ageing', { token: admin, query })).body.Data!
      const open = rows.filter((r) => r.State === 'Open' || r.State === 'PartlyPaid')
      const byCurrency = (list: Rec[], f: (r: Rec) => number) =>
        Object.fromEntries(
          [...new Set(list.map((r) => String(r.Currency)))]
            .sort()
            .map((c) => [c, list.filter((r) => r.Currency === c).reduce((sum, r) => sum + f(r), 0)]),
        )
      expect(Object.fromEntries(aged.Rows.map((r) => [r.Currency, r.Amount])), JSON.stringify(query)).toEqual(
        byCurrency(rows, (r) => Number(r.Amount)),
      )
      expect(Object.fromEntries(aged.Rows.filter((r) => r.Count > 0).map((r) => [r.Currency, r.Open])), JSON.stringify(query)).toEqual(
        byCurrency(open, (r) => Number(r.Balance)),
      )
    }
  })

  it('ageing: each open balance lands in the bucket of its whole days since it was owed, and the buckets add up to the open total', async () => {
    const now = Math.floor(Date.now() / 1000)
    let run = 0
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            days: fc.integer({ min: 0, max: 400 }),
            seconds: fc.integer({ min: 0, max: 86_399 }),
            amount: fc.integer({ min: 1, max: 5_000_000 }),
            part: fc.integer({ min: 0, max: 100 }),
            state: fc.constantFrom('Open', 'PartlyPaid', 'Paid', 'WrittenOff'),
          }),
          { minLength: 1, maxLength: 25 },
        ),
        async (rows) => {
          // A currency of its own keeps each run apart from the demo's receivables.
          const currency = `Q${String.fromCharCode(65 + (Math.floor(run / 26) % 26))}${String.fromCharCode(65 + (run++ % 26))}`
          const values = rows.map((r, i) => {
            const received = r.state === 'Paid' ? r.amount : r.state === 'PartlyPaid' ? Math.floor((r.amount * r.part) / 100) : 0
            const writtenOff = r.state === 'WrittenOff' ? r.amount - received : 0
            return {
              State: r.state,
              SourceDoc: 'Manual',
              SourceId: 0,
              SourceNo: `AGE-${currency}-${i}`,
              Currency: currency,
              Amount: r.amount,
              Received: received,
              WrittenOff: writtenOff,
              Balance: r.amount - received - writtenOff,
              OpenTime: now - r.days * 86_400 - r.seconds,
            }
          })
          await s.db.insert(Receivable).values(values)
          const res = await s.call<AgeingAnswer>('/Api/Receivable/Ageing', { token: admin })
          expect(res.status).toBe(200)
          const at = res.body.Data!.At
          const row = res.body.Data!.Rows.find((r) => r.Currency === currency)!
          const open = values.filter((v) => v.State === 'Open' || v.State === 'PartlyPaid')
          const expected = Object.fromEntries(AGEING_BUCKETS.map((b) => [b.key, 0]))
          for (const v of open) expected[bucketOf(Math.floor((at - v.OpenTime) / 86_400))]! += v.Balance
          expect(row.Open).toBe(open.reduce((sum, v) => sum + v.Balance, 0))
          expect(row.Count).toBe(open.length)
          for (const b of AGEING_BUCKETS) expect(row[b.key], b.key).toBe(expected[b.key])
          expect(AGEING_BUCKETS.reduce((sum, b) => sum + row[b.key], 0)).toBe(row.Open)
          expect(row.Amount).toBe(values.reduce((sum, v) => sum + v.Amount, 0))
          expect(row.Received).toBe(values.reduce((sum, v) => sum + v.Received, 0))
        },
      ),
      { numRuns: 15 },
    )
  })

  it('invoices: totals from the lines, issued within the receivable with its number, never edited after, voided only with a reason, never deleted', async () => {
    const receivable = await post('Receivable', { ClientId: customer, SourceNo: `FEE-${++n}`, Currency: 'CNY', Amount: 50_000 })
    const body = {
      ReceivableId: receivable,
      BuyerName: 'Kedai Receivable Sdn Bhd',
      BuyerTaxNo: '202301012345',
      Lines: [
        { Title: 'Storage', Num: 3, Price: 9_999, TaxRate: 600 },
        { Title: 'Handling', Num: 1, Price: 12_345, TaxRate: 1300 },
      ],
    }
    const id = await post('Invoice', body)
    expect(id).toBeGreaterThanOrEqual(111_001)
    // 29,997 + 1,799.82 → 1,800; 12,345 + 1,604.85 → 1,605.
    expect(await get('Invoice', id)).toMatchObject({
      State: 'Draft',
      NetAmount: 42_342,
      TaxAmount: 3_405,
      Total: 45_747,
      Currency: 'CNY',
      ClientId: customer,
    })
    expect(
      (await s.db.select({ Tax: InvoiceLine.Tax }).from(InvoiceLine).where(eq(InvoiceLine.InvoiceId, id)).orderBy(InvoiceLine.Id)).map(
        (l) => l.Tax,
      ),
    ).toEqual([1_800, 1_605])
    // A second invoice over what is left is refused at issue, with what is left.
    const second = await post('Invoice', { ...body, Lines: [{ Title: 'Storage', Num: 1, Price: 5_000, TaxRate: 0 }] })
    const issued = await ok('Invoice', id, 'issue')
    expect(issued).toMatchObject({ State: 'Issued', InvoiceNo: `INV-${id}` })
    expect(Number(issued.IssueTime)).toBeGreaterThan(0)
    const refused = await send('Invoice', second, 'issue')
    expect(refused.status).toBe(409)
    expect(refused.body.Message).toBe('Issued invoices would come to more than the receivable (42.53 left to invoice)')
    // Issued: its lines and buyer stay as issued.
    expect((await call('/Api/Invoice/Update', { Id: id, Version: issued.Version, BuyerName: 'Someone else' })).status).toBe(409)
    expect((await send('Invoice', id, 'void', { Reason: '' })).status).toBe(400)
    expect((await ok('Invoice', id, 'void', { Reason: 'Wrong tax number' })).State).toBe('Void')
    expect(await get('Invoice', id)).toMatchObject({ State: 'Void', VoidReason: 'Wrong tax number', InvoiceNo: `INV-${id}` })
    // Never deleted: there is no delete, and the row stays.
    expect((await call('/Api/Invoice/Delete', { Ids: [id] })).status).not.toBe(200)
    expect((await s.db.select({ Status: Invoice.Status }).from(Invoice).where(eq(Invoice.Id, id)))[0]!.Status).toBe(1)
    // Void, it no longer counts: the second one now fits.
    expect((await ok('Invoice', second, 'issue')).State).toBe('Issued')
    // Bad lines are refused and write nothing.
    const count = (await s.db.select({ Id: Invoice.Id }).from(Invoice)).length
    for (const Lines of [
      [],
      [{ Title: '', Num: 1, Price: 1 }],
      [{ Title: 'x', Num: 0, Price: 1 }],
      [{ Title: 'x', Num: 1, Price: 1, TaxRate: 10_001 }],
    ])
      expect((await call('/Api/Invoice/Post', { ...body, Lines })).status, JSON.stringify(Lines)).toBe(400)
    expect((await call('/Api/Invoice/Post', { ...body, ReceivableId: 99_999_999 })).status).toBe(400)
    expect((await s.db.select({ Id: Invoice.Id }).from(Invoice)).length).toBe(count)
  })

  it('the demo’s invoice 111001 is issued, with its seller and lines for the printed page', async () => {
    const inv = await get('Invoice', 111_001)
    expect(inv).toMatchObject({ Id: 111_001, State: 'Issued', InvoiceNo: 'INV-111001' })
    expect((inv.Lines as unknown[]).length).toBeGreaterThan(0)
    expect(inv.Seller).toMatchObject({ Name: expect.any(String) })
    expect(String((inv.Seller as { Name: string }).Name).length).toBeGreaterThan(0)
    // Its prices include VAT: it totals exactly the receivable it bills, to the cent.
    const bill = await get('Receivable', Number(inv.ReceivableId))
    expect(inv).toMatchObject({ TaxIncluded: 1, Total: bill.Amount })
    expect(Number(inv.NetAmount) + Number(inv.TaxAmount)).toBe(bill.Amount)
  })

  it('an invoice priced with tax included totals what it bills; switched to prices before tax, its lines are priced again', async () => {
    const [r] = await s.db.select({ Id: Receivable.Id }).from(Receivable).where(eq(Receivable.State, 'Open')).limit(1)
    const res = await call<{ Id: number }>('/Api/Invoice/Post', {
      ReceivableId: r!.Id,
      BuyerName: 'Tax check',
      TaxIncluded: 1,
      Lines: [
        { Title: 'Storage', Num: 1, Price: 427_100, TaxRate: 600 },
        { Title: 'Handling', Num: 3, Price: 3_333, TaxRate: 1300 },
      ],
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const inv = await get('Invoice', res.body.Data!.Id)
    expect(inv).toMatchObject({ Total: 427_100 + 3 * 3_333, TaxAmount: 24_175 + 1_150 })
    const switched = await call('/Api/Invoice/Update', { Id: inv.Id, Version: inv.Version, TaxIncluded: 0 })
    expect(switched.status, JSON.stringify(switched.body)).toBe(200)
    const after = await get('Invoice', inv.Id as number)
    // 4,271.00 × 6 % = 256.26; 99.99 × 13 % = 13.00 (12.9987).
    expect(after).toMatchObject({ NetAmount: 427_100 + 9_999, TaxAmount: 25_626 + 1_300, Total: 427_100 + 9_999 + 25_626 + 1_300 })
    expect((after.Lines as { Tax: number }[]).map((l) => l.Tax)).toEqual([25_626, 1_300])
  })
})
