import { afterAll, beforeAll, expect, it } from 'vitest'
import { eq, inArray } from 'drizzle-orm'
import { StationContract, Workstation } from '../../src/server/db/schema/index.ts'
import { createTestServer, DB_KIND, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

const DAY = 86_400
const T0 = 1_900_000_000

type Rec = { Id: number; Version: number; State: string }

/** Workstations and their contracts through the API: availability follows the contracts, and no two active ones share a station's dates. */
describeDb(`workstation contracts (${DB_KIND})`, () => {
  let s: TestServer
  let supervisor: string
  let company: number
  let n = 0
  beforeAll(async () => {
    s = await createTestServer()
    supervisor = await s.login(DEMO.supervisor)
    const c = await call<{ Id: number }>('/Api/Client/Post', { ClientName: 'Incubated Robotics', Type: 1 })
    expect(c.status, JSON.stringify(c.body)).toBe(200)
    company = c.body.Data!.Id
  })
  afterAll(() => s?.close())

  const call = <T = unknown>(p: string, body: unknown) => s.call<T>(p, { token: supervisor, lang: 'en-US', body })
  const station = async () => {
    const res = await call<{ Id: number }>('/Api/Workstation/Post', { Code: `T-${++n}-${DB_KIND}`, Area: 4.5, Price: 80_000 })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body.Data!.Id
  }
  const contract = async (stations: number[], from: number, to: number) => {
    const res = await call<{ Id: number }>('/Api/StationContract/Post', {
      ContractNo: `TC-${++n}-${DB_KIND}`,
      ClientId: company,
      StationIds: stations,
      BeginTime: T0 + from * DAY,
      EndTime: T0 + to * DAY,
      Rent: 80_000,
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return (await s.db.select().from(StationContract).where(eq(StationContract.Id, res.body.Data!.Id)))[0]! as unknown as Rec
  }
  const send = (rec: Rec, event: string, data: Record<string, unknown> = {}) =>
    call<Rec>('/Api/StationContract/Transition', { Id: rec.Id, Event: event, Version: rec.Version, Data: data })
  const states = async (ids: number[]) =>
    Object.fromEntries(
      (await s.db.select({ Id: Workstation.Id, State: Workstation.State }).from(Workstation).where(inArray(Workstation.Id, ids))).map(
        (w) => [w.Id, w.State],
      ),
    )

  it('reserves its stations as a draft, occupies them while active and frees them when it ends', async () => {
    const [a, b] = [await station(), await station()]
    expect(await states([a, b])).toEqual({ [a]: 'Free', [b]: 'Free' })
    const draft = await contract([a, b], 0, 365)
    expect(await states([a, b])).toEqual({ [a]: 'Reserved', [b]: 'Reserved' })
    const active = await send(draft, 'activate')
    expect(active.status, JSON.stringify(active.body)).toBe(200)
    expect(await states([a, b])).toEqual({ [a]: 'Occupied', [b]: 'Occupied' })
    const ended = await send(active.body.Data!, 'terminate', { Reason: 'Moved out' })
    expect(ended.status, JSON.stringify(ended.body)).toBe(200)
    expect(ended.body.Data).toMatchObject({ State: 'Terminated', EndReason: 'Moved out' })
    expect(await states([a, b])).toEqual({ [a]: 'Free', [b]: 'Free' })
  })

  it('refuses a lease, or its activation, of a station another active contract holds over overlapping dates, naming it', async () => {
    const [a, b] = [await station(), await station()]
    const first = await contract([a], 0, 180)
    // A competing draft over the same dates may be written until one of them is active.
    const clash = await contract([b, a], 180, 365)
    expect((await send(first, 'activate')).status).toBe(200)
    // Leased now: a new contract overlapping it by one day on station a is refused on write (409), as is moving a draft onto it.
    const [held] = await s.db.select({ Code: Workstation.Code }).from(Workstation).where(eq(Workstation.Id, a))
    const before = (await s.db.select({ Id: StationContract.Id }).from(StationContract)).length
    const twice = await call('/Api/StationContract/Post', {
      ContractNo: `TC-twice-${DB_KIND}`,
      ClientId: company,
      StationIds: [a],
      BeginTime: T0 + 100 * DAY,
      EndTime: T0 + 200 * DAY,
      Rent: 80_000,
    })
    expect(twice.status).toBe(409)
    expect(twice.body).toMatchObject({
      Message: `Another active contract holds ${held!.Code} over these dates`,
      Errors: [{ Field: 'StationIds' }],
    })
    expect((await s.db.select({ Id: StationContract.Id }).from(StationContract)).length).toBe(before)
    const spare = await contract([b], 400, 500)
    const moved = await call('/Api/StationContract/Update', {
      Id: spare.Id,
      Version: spare.Version,
      StationIds: [a],
      BeginTime: T0 + 10 * DAY,
    })
    expect(moved.status).toBe(409)
    // The competing draft written before can no longer be activated, and nothing changes.
    const refused = await send(clash, 'activate')
    expect(refused.status).toBe(409)
    expect(refused.body.Message).toBe(`Another active contract holds ${held!.Code} over these dates`)
    const [after] = await s.db.select().from(StationContract).where(eq(StationContract.Id, clash.Id))
    expect(after).toMatchObject({ State: 'Draft', Version: clash.Version })
    // The day after the first ends, the same stations are free.
    const next = await contract([b, a], 181, 365)
    expect((await send(next, 'activate')).status).toBe(200)
    // A contract for a customer that is not a company, or with its term backwards, is refused on write.
    const trade = await call<{ Id: number }>('/Api/Client/Post', { ClientName: 'A trading customer', Type: 2 })
    const wrong = await call('/Api/StationContract/Post', {
      ContractNo: `TC-x-${DB_KIND}`,
      ClientId: trade.body.Data!.Id,
      StationIds: [a],
      BeginTime: T0,
      EndTime: T0 + DAY,
      Rent: 1,
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toMatchObject({ Errors: [{ Field: 'ClientId' }] })
    const backwards = await call('/Api/StationContract/Post', {
      ContractNo: `TC-y-${DB_KIND}`,
      ClientId: company,
      StationIds: [a],
      BeginTime: T0 + DAY,
      EndTime: T0,
      Rent: 1,
    })
    expect(backwards.status).toBe(400)
  })

  it('lets only one of two overlapping contracts for one station become active when both are activated at once', async () => {
    const a = await station()
    const one = await contract([a], 0, 365)
    const two = await contract([a], 100, 200)
    const answers = await Promise.all([send(one, 'activate'), send(two, 'activate')])
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409])
    const rows = await s.db
      .select({ State: StationContract.State })
      .from(StationContract)
      .where(inArray(StationContract.Id, [one.Id, two.Id]))
    expect(rows.map((r) => r.State).sort()).toEqual(['Active', 'Draft'])
    expect(await states([a])).toEqual({ [a]: 'Occupied' })
  })
})
