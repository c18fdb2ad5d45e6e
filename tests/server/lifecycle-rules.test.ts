import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, inArray } from 'drizzle-orm'
import { Agent, Client, Setting } from '../../src/server/db/schema/index.ts'
import { createTestServer, DB_KIND, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

type Rec = Record<string, unknown> & { Id: number; State: string; Version: number; AgentId: number }

describeDb(`customer and staff lifecycle rules (${DB_KIND})`, () => {
  let s: TestServer
  let admin: string
  let sales: string
  let supervisor: string
  beforeAll(async () => {
    s = await createTestServer()
    admin = await s.login(DEMO.admin)
    sales = await s.login(DEMO.sales)
    supervisor = await s.login(DEMO.supervisor)
  })
  afterAll(() => s?.close())
  const as =
    (token: string) =>
    <T = unknown>(p: string, opts: Parameters<TestServer['call']>[1] = {}) =>
      s.call<T>(p, { token, lang: 'en-US', ...opts })
  const newClient = async (token: string, name = `Customer ${Math.random().toString(36).slice(2, 8)}`) => {
    const res = await as(token)<{ Id: number }>('/Api/Client/Post', { body: { ClientName: name, Type: 1 } })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body.Data!.Id
  }
  const get = async (id: number, token = admin) => (await as(token)<Rec>('/Api/Client/Get', { query: { Id: id } })).body.Data!
  const transition = (token: string, body: Record<string, unknown>) => as(token)<Rec>('/Api/Client/Transition', { body })

  it('Client/Post creates a private customer owned by the caller, with its creation on the timeline', async () => {
    const id = await newClient(sales, 'Kedai Runcit Siti')
    const rec = await get(id, sales)
    expect(rec).toMatchObject({ State: 'Private', AgentId: 3, Version: 1, Status: 1, AgentName: '王浩' })
    const tl = await as(sales)<{ Event: string; To: string; AgentName: string; Data: Record<string, unknown> }[]>('/Api/Client/Timeline', {
      query: { Id: id },
    })
    expect(tl.body.Data).toEqual([
      expect.objectContaining({
        Event: 'create',
        From: '',
        To: 'Private',
        AgentName: '王浩',
        Data: expect.objectContaining({ ClientName: 'Kedai Runcit Siti', Type: 1 }),
      }),
    ])
  })

  it('a salesperson sees their own and public customers, not another’s private ones', async () => {
    const mine = await newClient(sales)
    const theirs = await newClient(admin)
    const released = await newClient(admin)
    await transition(admin, { Id: released, Event: 'release', Version: 1, Data: { Reason: 'Territory change' } })
    const list = await as(sales)<Rec[]>('/Api/Client/Index', { query: { Size: 1000 } })
    const ids = list.body.Data!.map((r) => r.Id)
    expect(ids).toContain(mine)
    expect(ids).toContain(released)
    expect(ids).not.toContain(theirs)
    expect((await as(sales)('/Api/Client/Get', { query: { Id: theirs } })).status).toBe(404)
    expect((await transition(sales, { Id: theirs, Event: 'release', Version: 1, Data: { Reason: 'x' } })).status).toBe(404)
    const publicOnly = await as(sales)<Rec[]>('/Api/Client/Index', { query: { State: 'Public', Size: 1000 } })
    expect(publicOnly.body.Data!.every((r) => r.State === 'Public')).toBe(true)
  })

  it('with one pool per department, a released customer is seen and claimed only in its department and above it; one pool again when turned off', async () => {
    const setPools = async (on: boolean) => {
      await s.db.delete(Setting).where(eq(Setting.Name, 'ClientPool.DepartmentPools'))
      await s.db.insert(Setting).values({ Name: 'ClientPool.DepartmentPools', Value: on ? '1' : '0', Attr: 'number', Status: 1 })
    }
    const release = async (token: string, id: number) =>
      expect((await transition(token, { Id: id, Event: 'release', Version: 1, Data: { Reason: 'Not my market' } })).status).toBe(200)
    // Released by the salesperson (销售一组), by the administrator (总部), and one of no department.
    const ours = await newClient(sales)
    await release(sales, ours)
    const headOffice = await newClient(admin)
    await release(admin, headOffice)
    const [nobodys] = await s.db
      .insert(Client)
      .values({ ClientName: `Pool customer ${Date.now()}`, State: 'Public', DepartmentId: 0 })
      .returning({ Id: Client.Id })
    const seen = async (token: string) => {
      const ids = new Set(
        (await as(token)<Rec[]>('/Api/Client/Index', { query: { Size: 1000, State: 'Public' } })).body.Data!.map((r) => r.Id),
      )
      return [ours, headOffice, nobodys!.Id].filter((id) => ids.has(id))
    }
    try {
      await setPools(true)
      expect(await seen(sales)).toEqual([ours, nobodys!.Id])
      // The supervisor heads 销售部: the pools of its groups, not the head office's.
      expect(await seen(supervisor)).toEqual([ours, nobodys!.Id])
      expect(await seen(admin)).toEqual([ours, headOffice, nobodys!.Id])
      // The list names each customer's pool.
      expect([(await get(ours)).DepartmentName, (await get(headOffice)).DepartmentName]).toEqual(['销售一组', '总部'])
      expect((await as(sales)('/Api/Client/Get', { query: { Id: headOffice } })).status).toBe(404)
      expect((await transition(sales, { Id: headOffice, Event: 'claim', Version: 2 })).status).toBe(404)
      expect((await get(headOffice)).State).toBe('Public')

      await setPools(false)
      expect(await seen(sales)).toEqual([ours, headOffice, nobodys!.Id])
      const claimed = await transition(sales, { Id: headOffice, Event: 'claim', Version: 2 })
      expect(claimed.status, JSON.stringify(claimed.body)).toBe(200)
      expect(await get(headOffice)).toMatchObject({ State: 'Private', AgentId: 3 })
    } finally {
      await s.db.delete(Setting).where(eq(Setting.Name, 'ClientPool.DepartmentPools'))
    }
  })

  it('release needs a reason; the claim cap of the settings is enforced with its reason, in the caller’s language', async () => {
    const id = await newClient(admin)
    const noReason = await transition(admin, { Id: id, Event: 'release', Version: 1, Data: {} })
    expect(noReason.status).toBe(400)
    expect((await get(id)).Version).toBe(1)
    await transition(admin, { Id: id, Event: 'release', Version: 1, Data: { Reason: 'Went quiet' } })
    const other = await newClient(admin)
    await transition(admin, { Id: other, Event: 'release', Version: 1, Data: { Reason: 'Went quiet' } })

    await s.db.delete(Setting).where(eq(Setting.Name, 'ClientPool.DailyClaimCap')) // the demo seeds the rule at its default
    await s.db.insert(Setting).values({ Name: 'ClientPool.DailyClaimCap', Attr: 'number', Value: '1', Text: 'Daily claim cap' })
    try {
      expect((await transition(supervisor, { Id: id, Event: 'claim', Version: 2 })).status).toBe(200)
      const actions = await s.call<{ Event: string; Allowed: boolean; Reason?: string }[]>('/Api/Client/Actions', {
        token: supervisor,
        lang: 'zh-CN',
        query: { Id: other },
      })
      expect(actions.body.Data).toEqual([
        expect.objectContaining({ Event: 'claim', Allowed: false, Reason: expect.stringContaining('1') }),
        expect.objectContaining({ Event: 'assign' }),
      ])
      const refused = await transition(supervisor, { Id: other, Event: 'claim', Version: 2 })
      expect(refused.status).toBe(409)
      expect(refused.body.Message).toContain('1')
      expect(await get(other)).toMatchObject({ State: 'Public', Version: 2 })
    } finally {
      await s.db.delete(Setting).where(eq(Setting.Name, 'ClientPool.DailyClaimCap'))
    }
  })

  it('20 concurrent transitions from the same state and Version: exactly one succeeds, the rest 409', async () => {
    const id = await newClient(admin)
    const results = await Promise.all(
      Array.from({ length: 20 }, () => transition(admin, { Id: id, Event: 'release', Version: 1, Data: { Reason: 'Race' } })),
    )
    const codes = results.map((r) => r.status)
    expect(codes.filter((c) => c === 200)).toHaveLength(1)
    expect(codes.filter((c) => c === 409)).toHaveLength(19)
    expect(await get(id)).toMatchObject({ State: 'Public', Version: 2 })
    const tl = await as(admin)<unknown[]>('/Api/Client/Timeline', { query: { Id: id } })
    expect(tl.body.Data).toHaveLength(2)
  })

  describe('a member of staff leaving', () => {
    async function hire(mobile: string) {
      const res = await as(admin)<{ Id: number }>('/Api/Agent/Post', {
        body: { Name: `Leaver ${mobile}`, Mobile: mobile, DepartmentId: 3, RoleId: 3, Pwd: 'secret123' },
      })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      return res.body.Data!.Id
    }

    it('ends every session at once, refuses logins, and hands the customers to the successor on their timelines', async () => {
      const id = await hire('13922220001')
      const t1 = await s.login({ mobile: '13922220001', password: 'secret123' })
      const t2 = await s.login({ mobile: '13922220001', password: 'secret123' })
      const c1 = await newClient(t1)
      const c2 = await newClient(t2)
      // He cooperates on a colleague's customer, and on one the successor owns.
      const colleague = await newClient(supervisor)
      const successors = await newClient(admin)
      await s.db
        .update(Client)
        .set({ CoAgentId: id })
        .where(inArray(Client.Id, [colleague, successors]))
      await s.db.update(Client).set({ AgentId: 3 }).where(eq(Client.Id, successors))
      const agent = (await as(admin)<Rec>('/Api/Agent/Get', { query: { Id: id } })).body.Data!
      expect(agent.State).toBe('Probation')
      const left = await as(admin)<Rec>('/Api/Agent/Transition', {
        body: { Id: id, Event: 'leave', Version: agent.Version, Data: { SuccessorId: 3 } },
      })
      expect(left.status, JSON.stringify(left.body)).toBe(200)
      expect(left.body.Data).toMatchObject({ State: 'Left', LeaveTime: expect.any(Number) })
      expect(left.body.Data).not.toHaveProperty('Pwd')
      for (const t of [t1, t2]) expect((await s.call('/Api/Agent/My', { token: t })).status).toBe(401)
      const login = await s.call('/Api/Agent/Login', { body: { Cellphone: 13922220001, Pwd: 'secret123' } })
      expect(login.status).toBe(401)
      for (const c of [c1, c2]) {
        expect(await get(c)).toMatchObject({ State: 'Private', AgentId: 3, FormerAgentId: id })
        const tl = await as(admin)<{ Event: string; AgentName: string; Data: Record<string, unknown> }[]>('/Api/Client/Timeline', {
          query: { Id: c },
        })
        expect(tl.body.Data!.at(-1)).toMatchObject({ Event: 'transfer', AgentName: '陈志远', Data: { AgentId: 3, FromAgentId: id } })
      }
      // The cooperation passes to the successor too, but never onto a customer he owns himself.
      expect(await get(colleague)).toMatchObject({ CoAgentId: 3 })
      expect(await get(successors)).toMatchObject({ AgentId: 3, CoAgentId: 0 })
    })

    it('without a successor the customers go to the high seas; rehiring lets the agent log in again', async () => {
      const id = await hire('13922220002')
      const t = await s.login({ mobile: '13922220002', password: 'secret123' })
      const c = await newClient(t)
      const shared = await newClient(supervisor)
      await s.db.update(Client).set({ CoAgentId: id }).where(eq(Client.Id, shared))
      const agent = (await as(admin)<Rec>('/Api/Agent/Get', { query: { Id: id } })).body.Data!
      expect(
        (
          await as(admin)('/Api/Agent/Transition', {
            body: { Id: id, Event: 'leave', Version: agent.Version, Data: { Reason: 'Moved to Penang' } },
          })
        ).status,
      ).toBe(200)
      expect(await get(c)).toMatchObject({ State: 'Public', AgentId: 0, FormerAgentId: id })
      // Without a successor his cooperation ends.
      expect(await get(shared)).toMatchObject({ CoAgentId: 0 })
      const [row] = await s.db.select({ Version: Agent.Version }).from(Agent).where(eq(Agent.Id, id))
      expect((await as(admin)('/Api/Agent/Transition', { body: { Id: id, Event: 'rehire', Version: row!.Version } })).status).toBe(200)
      expect(await s.login({ mobile: '13922220002', password: 'secret123' })).toBeTruthy()
    })

    it('a document past its editable states cannot be deleted; one in them can', async () => {
      const id = await hire('13922220005')
      const agent = (await as(admin)<Rec>('/Api/Agent/Get', { query: { Id: id } })).body.Data!
      await as(admin)('/Api/Agent/Transition', { body: { Id: id, Event: 'leave', Version: agent.Version } })
      const refused = await as(admin)('/Api/Agent/Delete', { body: { Ids: [id] } })
      expect(refused.status).toBe(409)
      expect(refused.body.Message).toBe('The record can no longer be deleted in its current state (Left)')
      expect((await as(admin)<Rec>('/Api/Agent/Get', { query: { Id: id } })).body.Data).toMatchObject({ State: 'Left', Status: 1 })
      const c = await newClient(admin)
      expect((await as(admin)('/Api/Client/Delete', { body: { Id: c } })).status).toBe(200)
    })

    it('a successor who has left is refused and nothing changes', async () => {
      const gone = await hire('13922220003')
      const goneRow = (await as(admin)<Rec>('/Api/Agent/Get', { query: { Id: gone } })).body.Data!
      await as(admin)('/Api/Agent/Transition', { body: { Id: gone, Event: 'leave', Version: goneRow.Version } })
      const id = await hire('13922220004')
      const t = await s.login({ mobile: '13922220004', password: 'secret123' })
      const c = await newClient(t)
      const agent = (await as(admin)<Rec>('/Api/Agent/Get', { query: { Id: id } })).body.Data!
      const res = await as(admin)('/Api/Agent/Transition', {
        body: { Id: id, Event: 'leave', Version: agent.Version, Data: { SuccessorId: gone } },
      })
      expect(res.status).toBe(400)
      expect((await as(admin)<Rec>('/Api/Agent/Get', { query: { Id: id } })).body.Data).toMatchObject({
        State: 'Probation',
        Version: agent.Version,
      })
      expect(await get(c)).toMatchObject({ State: 'Private', AgentId: id })
      expect((await s.call('/Api/Agent/My', { token: t })).status).toBe(200)
    })
  })
})
