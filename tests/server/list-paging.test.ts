import { afterAll, beforeAll, expect, it } from 'vitest'
import { eq, inArray } from 'drizzle-orm'
import { EndUser, Setting } from '../../src/server/db/schema/index.ts'
import { forgetSettings } from '../../src/kernel/server/services/settings.ts'
import { Statement } from '../../src/kernel/server/db/statement.ts'
import { createTestServer, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

type Page = { Id: number; Name: string; Score: number; CreateTime: number }[]

/**
 * Lists count like the large consoles do (exact up to a cap, then "more"), never count when the
 * page proves the total, and page on from a keyset position, so a deep page costs what the first
 * does and no row is seen twice or missed while rows arrive between pages.
 */
describeDb('list paging and counting', () => {
  let s: TestServer
  let admin: string
  beforeAll(async () => {
    s = await createTestServer()
    admin = await s.login(DEMO.admin)
    // 130 end users of our own, to page through with a cap of 50.
    const rows = Array.from({ length: 130 }, (_, i) => ({
      Name: `Paging user ${i}`,
      Tag: 'paging',
      Score: i % 7,
      CreateTime: 1_700_000_000 + i,
    }))
    await s.db.insert(EndUser).values(rows)
    // The cap is a seeded rule setting (1,000): 50 here.
    const capped = await s.db.update(Setting).set({ Value: '50' }).where(eq(Setting.Name, 'List.CountCap')).returning({ Id: Setting.Id })
    expect(capped).toHaveLength(1)
    forgetSettings()
  })
  afterAll(() => s?.close())
  const page = (query: Record<string, string | number>) =>
    s.call<Page>('/Api/User/Index', { token: admin, query: { Value: 'Paging user', ...query } })

  it("a session's list refreshed or paged renders its condition no more; another filter renders once", async () => {
    await page({ Size: 10 })
    const rendered = Statement.rendered
    const again = await page({ Size: 10 })
    const next = await page({ Size: 10, Index: 2 })
    expect(Statement.rendered).toBe(rendered)
    // The remembered condition still carries its values: the keyword still filters, page 2 goes on.
    expect(again.body.Data!.every((u) => u.Name.startsWith('Paging user'))).toBe(true)
    expect(next.body.Data!.map((u) => u.Id).filter((id) => again.body.Data!.some((u) => u.Id === id))).toEqual([])
    const other = await page({ Size: 10, Value: 'Paging user 12' })
    expect(Statement.rendered).toBe(rendered + 1)
    expect(other.body.Data!.map((u) => u.Name)).toEqual(expect.arrayContaining(['Paging user 12', 'Paging user 120']))
    // Another session of the same agent renders its own.
    const again2 = await s.call<Page>('/Api/User/Index', { token: await s.login(DEMO.admin), query: { Value: 'Paging user', Size: 10 } })
    expect(Statement.rendered).toBeGreaterThan(rendered + 1)
    expect(again2.body.Data!.map((u) => u.Id)).toEqual(again.body.Data!.map((u) => u.Id))
  })

  it('counts exactly up to the cap, then says there are more; Count stays exact', async () => {
    const first = await page({ Size: 24 })
    expect(first.body).toMatchObject({ Count: 50, Capped: true })
    expect(first.body.Data).toHaveLength(24)
    const exact = await s.call<number>('/Api/User/Count', { token: admin, query: { Value: 'Paging user' } })
    expect(exact.body.Data).toBe(130)
    // Under the cap (1, 10–19, 100–129: 41 of them): exact, and not capped.
    const few = await page({ Value: 'Paging user 1', Size: 24 })
    expect(few.body.Capped).toBeUndefined()
    expect(few.body.Count).toBe(41)
  })

  it('a list found past its cap is not counted again for a moment; an exact total always is', async () => {
    // Its own rows: 60 past the cap of 50, then 50 of them gone.
    const rows = await s.db
      .insert(EndUser)
      .values(Array.from({ length: 60 }, (_, i) => ({ Name: `Remembered user ${i}`, Tag: 'remembered', CreateTime: 1_700_100_000 + i })))
      .returning({ Id: EndUser.Id })
    const list = () => page({ Value: 'Remembered user', Size: 5 })
    expect((await list()).body).toMatchObject({ Count: 50, Capped: true })
    const few = await page({ Value: 'Remembered user 5', Size: 5 })
    expect(few.body).toMatchObject({ Count: 11 })
    await s.db.delete(EndUser).where(
      inArray(
        EndUser.Id,
        rows.slice(10).map((r) => r.Id),
      ),
    )
    // "More than 50" still, for the moment it is remembered; the exact count and a total under the cap tell the truth at once.
    expect((await list()).body).toMatchObject({ Count: 50, Capped: true })
    expect((await s.call<number>('/Api/User/Count', { token: admin, query: { Value: 'Remembered user' } })).body.Data).toBe(10)
    expect((await page({ Value: 'Remembered user 5', Size: 5 })).body).toMatchObject({
      Count: 1,
      Data: [expect.objectContaining({ Name: 'Remembered user 5' })],
    })
  })

  it('a short page proves its total without a count', async () => {
    const res = await page({ Value: 'Paging user 12', Size: 24 })
    expect(res.body.Data!.map((r) => r.Name).sort()).toEqual([
      'Paging user 12',
      'Paging user 120',
      'Paging user 121',
      'Paging user 122',
      'Paging user 123',
      'Paging user 124',
      'Paging user 125',
      'Paging user 126',
      'Paging user 127',
      'Paging user 128',
      'Paging user 129',
    ])
    expect(res.body.Count).toBe(11)
    expect(res.body.Next).toBeUndefined()
  })

  for (const order of [{}, { OrderBy: 'CreateTime', IsAsc: 0 }, { OrderBy: 'CreateTime', IsAsc: 1 }, { OrderBy: 'Id', IsAsc: 1 }] as Record<
    string,
    number | string
  >[])
    it(`pages on after the cap by keyset, every row exactly once while rows arrive between pages (${JSON.stringify(order)})`, async () => {
      const seen: number[] = []
      let next: string | undefined
      let added = 0
      do {
        const res = await page({ ...order, Size: 17, ...(next ? { After: next } : {}) })
        expect(res.status, JSON.stringify(res.body)).toBe(200)
        seen.push(...res.body.Data!.map((r) => r.Id))
        next = res.body.Next
        // Someone adds a record between two pages: it must not shift what the next page answers.
        await s.db
          .insert(EndUser)
          .values({ Name: `Paging user late ${order.OrderBy ?? 'score'} ${++added}`, Score: 3, CreateTime: 1_700_000_060 })
      } while (next)
      const before = await s.db.select({ Id: EndUser.Id }).from(EndUser).where(eq(EndUser.Tag, 'paging'))
      for (const r of before)
        expect(
          seen.filter((id) => id === r.Id),
          `row ${r.Id}`,
        ).toHaveLength(1)
      expect(new Set(seen).size).toBe(seen.length)
    })

  it('refuses a cursor it did not make', async () => {
    for (const After of [
      'not-a-cursor',
      Buffer.from('[1]').toString('base64url'),
      Buffer.from('["x",1]').toString('base64url'),
      Buffer.from('[1,-3]').toString('base64url'),
    ]) {
      const res = await page({ After })
      expect(res.status, After).toBe(400)
      expect(res.body.Errors?.[0]?.Field).toBe('After')
    }
  })
})
