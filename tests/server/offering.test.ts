import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestServer, DB_KIND, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

type Rec = { Id: number; Version: number; State: string } & Record<string, unknown>

/**
 * The markets besides goods: each market's offerings and providers stay in their own screen (one
 * table, pinned per family); an order takes its title and amount from its offering (less the
 * discount), must name an offering of its own market, cannot take more places than are left, runs
 * on the order machine and keeps the offering's order figures.
 */
describeDb(`services, courses, live, projects (${DB_KIND})`, () => {
  let s: TestServer
  let admin: string
  let sales: string
  let supervisor: string
  beforeAll(async () => {
    s = await createTestServer()
    ;[admin, sales, supervisor] = [await s.login(DEMO.admin), await s.login(DEMO.sales), await s.login(DEMO.supervisor)]
  })
  afterAll(() => s?.close())

  const call = <T = unknown>(p: string, body: unknown, token = admin) => s.call<T>(p, { token, lang: 'en-US', body })
  const get = async (p: string, id: number, token = admin) => s.call<Rec>(p, { token, lang: 'en-US', query: { Id: id } })
  async function post(p: string, body: Record<string, unknown>, token = admin) {
    const res = await call<{ Id: number }>(p, body, token)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body.Data!.Id
  }
  const send = async (id: number, Event: string, Data: Record<string, unknown> = {}, token = supervisor) => {
    const rec = (await get('/Api/OfferingOrder/Get', id)).body.Data!
    return call<Rec>('/Api/OfferingOrder/Transition', { Id: id, Event, Version: rec.Version, Data }, token)
  }

  it('keeps each market to its own screen, and the project 121001 is there for /single/shop', async () => {
    const lecturer = await post('/Api/Provider/Post/lecturer', { Name: `Lecturer ${DB_KIND}` })
    const course = await post('/Api/Offering/Post/course', { Title: `Course ${DB_KIND}`, ProviderId: lecturer, Price: 10000 })
    expect((await get('/Api/Offering/Get/course', course)).status).toBe(200)
    expect((await get('/Api/Offering/Get/service', course)).status).toBe(404)
    expect((await get('/Api/Provider/Get/service', lecturer)).status).toBe(404)
    // A course's lecturer must be a lecturer.
    const provider = await post('/Api/Provider/Post/service', { Name: `Provider ${DB_KIND}` })
    expect((await call('/Api/Offering/Post/course', { Title: 'Wrong', ProviderId: provider })).status).toBe(400)
    const project = await get('/Api/Provider/Get/single', 121001)
    expect(project.status).toBe(200)
    expect(project.body.Data!.Name).toBe('海通海外仓一件代发项目')
    // The orders' picker sees every market's offerings, and no one writes through it.
    expect((await get('/Api/Offering/Get/all', course)).status).toBe(200)
    expect((await call('/Api/Offering/Post/all', { Title: 'x' })).status).toBe(404)
  })

  it('prices an order from its offering, refuses another market’s offering and more places than are left', async () => {
    const course = await post('/Api/Offering/Post/course', {
      Title: `Bootcamp ${DB_KIND}`,
      Price: 199900,
      FavourablePercent: 2000,
      Capacity: 3,
    })
    const service = await post('/Api/Offering/Post/service', { Title: `Formation ${DB_KIND}`, Price: 680000 })
    const wrong = await call(
      '/Api/OfferingOrder/Post',
      { Module: 'course', OrderNo: `T-${DB_KIND}-0`, OfferingId: service, Name: 'Li' },
      sales,
    )
    expect(wrong.status).toBe(400)
    expect(JSON.stringify(wrong.body)).toContain('Choose an offering of this market')
    const first = await post(
      '/Api/OfferingOrder/Post',
      { Module: 'course', OrderNo: `T-${DB_KIND}-1`, OfferingId: course, Num: 2, Name: 'Liu Yang' },
      sales,
    )
    const order = (await get('/Api/OfferingOrder/Get', first)).body.Data!
    expect(order).toMatchObject({ Title: `Bootcamp ${DB_KIND}`, Price: 199900, DealAmount: 319840, State: 'Unpaid' })
    const full = await call(
      '/Api/OfferingOrder/Post',
      { Module: 'course', OrderNo: `T-${DB_KIND}-2`, OfferingId: course, Num: 2, Name: 'Zhao Li' },
      sales,
    )
    expect(full.status).toBe(400)
    expect(JSON.stringify(full.body)).toContain('1 remaining')
    // Cancelled, its places are free again.
    expect((await send(first, 'cancel', { Reason: 'Next intake' })).status).toBe(200)
    await post(
      '/Api/OfferingOrder/Post',
      { Module: 'course', OrderNo: `T-${DB_KIND}-3`, OfferingId: course, Num: 3, Name: 'Zhao Li' },
      sales,
    )
  })

  it('runs on the order machine: paid, delivered, completed; a paid order cancelled owes its refund; the offering keeps count', async () => {
    const live = await post('/Api/Offering/Post/live', { Title: `Stream ${DB_KIND}`, Price: 5000 })
    const a = await post('/Api/OfferingOrder/Post', { Module: 'live', OrderNo: `L-${DB_KIND}-1`, OfferingId: live, Name: 'Ahmad' }, sales)
    const b = await post(
      '/Api/OfferingOrder/Post',
      { Module: 'live', OrderNo: `L-${DB_KIND}-2`, OfferingId: live, Num: 2, Name: 'Siti' },
      sales,
    )
    let offering = (await get('/Api/Offering/Get/live', live)).body.Data!
    expect(offering).toMatchObject({ OrderCount: 2, DealAmount: 15000, AlreadyPay: 0 })
    expect((await send(a, 'pay', { Payment: 'card' })).status).toBe(200)
    // Delivering asks for no carrier, unlike a product order.
    const shipped = await send(a, 'ship', { Note: 'Seat confirmed' })
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200)
    expect((await send(a, 'confirmReceive')).status).toBe(200)
    expect((await get('/Api/OfferingOrder/Get', a)).body.Data).toMatchObject({
      State: 'Completed',
      AlreadyPay: 5000,
      Note: 'Seat confirmed',
    })
    expect((await send(b, 'pay', { Payment: 'card' })).status).toBe(200)
    // A paid order is not cancelled without a reason; with one, what was paid is owed back.
    expect((await send(b, 'cancel', { Reason: '' })).status).toBe(409)
    expect((await send(b, 'cancel', { Reason: 'Cannot attend' })).status).toBe(200)
    expect((await get('/Api/OfferingOrder/Get', b)).body.Data).toMatchObject({ State: 'Cancelled', RefundAmount: 10000 })
    offering = (await get('/Api/Offering/Get/live', live)).body.Data!
    expect(offering).toMatchObject({ OrderCount: 1, DealAmount: 5000, AlreadyPay: 5000 })
    // The salesperson cannot move orders (no order:update).
    const c = await post('/Api/OfferingOrder/Post', { Module: 'live', OrderNo: `L-${DB_KIND}-3`, OfferingId: live, Name: 'Budi' }, sales)
    expect((await send(c, 'pay', { Payment: 'cash' }, sales)).status).toBe(403)
  })
})
