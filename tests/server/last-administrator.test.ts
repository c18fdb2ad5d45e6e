import { afterAll, beforeAll, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { Agent, Role } from '../../src/server/db/schema/index.ts'
import { createTestServer, DB_KIND, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

type Rec = { Id: number; Version: number; RoleId?: number; State?: string }

/** No change leaves an installation without an active member of staff holding every right. */
describeDb('the last administrator', () => {
  let s: TestServer
  let admin: string
  let salesRole: number
  let second: number
  let hr: string
  beforeAll(async () => {
    s = await createTestServer()
    admin = await s.login(DEMO.admin)
    const [sales] = await s.db.select({ RoleId: Agent.RoleId }).from(Agent).where(eq(Agent.Mobile, DEMO.sales.mobile))
    salesRole = sales!.RoleId
    const [sup] = await s.db.select({ Id: Agent.Id }).from(Agent).where(eq(Agent.Mobile, DEMO.supervisor.mobile))
    second = sup!.Id
    // Someone who may manage staff, but is no administrator.
    const role = await s.call<{ Id: number }>('/Api/Role/Post', {
      token: admin,
      body: { Title: 'HR', DataScope: 'all', Permission: ['agent:view', 'agent:update'] },
    })
    const agent = await s.call<{ Id: number }>('/Api/Agent/Post', {
      token: admin,
      body: { Name: 'HR clerk', Mobile: '13911113333', DepartmentId: 1, RoleId: role.body.Data!.Id, Pwd: 'hrclerk123' },
    })
    expect(agent.status).toBe(200)
    hr = await s.login({ mobile: '13911113333', password: 'hrclerk123' })
  })
  afterAll(() => s?.close())

  const get = async (doc: string, Id: number) => (await s.call<Rec>(`/Api/${doc}/Get`, { token: admin, query: { Id } })).body.Data!
  const refusedWithReason = (res: { status: number; body: { Message?: string } }) => {
    expect(res.status).toBe(409)
    expect(res.body.Message).toBe(
      'This would leave no active member of staff with the administrator’s rights. Give them to someone else first',
    )
  }
  const refusedInUse = (res: { status: number; body: { Message?: string } }) => {
    expect(res.status).toBe(409)
    expect(res.body.Message).toMatch(/^Still in use \(.+ × \d+/)
  }
  const call = (path: string, body: unknown) => s.call(path, { token: admin, body, lang: 'en-US' })
  const unchanged = async () => {
    const [role] = await s.db.select().from(Role).where(eq(Role.Id, 1))
    const [agent] = await s.db.select().from(Agent).where(eq(Agent.Id, 1))
    expect(role!.Permission).toEqual(['*'])
    expect(role!.Status).toBe(1)
    expect(agent).toMatchObject({ RoleId: 1, Status: 1, State: 'Active' })
  }

  it('refuses every path that takes the rights away from the only administrator, and changes nothing', async () => {
    const role = await get('Role', 1)
    refusedWithReason(await call('/Api/Role/Update', { Id: 1, Version: role.Version, Permission: ['notice:view'] }))
    // A delete is refused earlier still: the role and the agent are in use (staff, documents).
    refusedInUse(await call('/Api/Role/Delete', { Id: 1 }))
    const me = await get('Agent', 1)
    refusedWithReason(await call('/Api/Agent/Update', { Id: 1, Version: me.Version, RoleId: salesRole }))
    refusedWithReason(await call('/Api/Agent/Update', { Id: 1, Version: me.Version, Status: 0 }))
    refusedInUse(await call('/Api/Agent/Delete', { Ids: [1] }))
    const byHr = (body: unknown) => s.call('/Api/Agent/Transition', { token: hr, body, lang: 'en-US' })
    refusedWithReason(await byHr({ Id: 1, Version: me.Version, Event: 'suspend', Data: { Reason: 'test' } }))
    refusedWithReason(await byHr({ Id: 1, Version: me.Version, Event: 'leave', Data: {} }))
    await unchanged()
    // Other changes of the same records still go through.
    expect((await call('/Api/Role/Update', { Id: 1, Version: role.Version, Remark: 'everything' })).status).toBe(200)
    expect((await call('/Api/Agent/Update', { Id: 1, Version: me.Version, Address: 'Head office' })).status).toBe(200)
  })

  it('once someone else holds the rights, the first administrator may hand them over', async () => {
    const other = await get('Agent', second)
    expect((await call('/Api/Agent/Update', { Id: second, Version: other.Version, RoleId: 1 })).status).toBe(200)
    const supervisor = await s.login(DEMO.supervisor)
    const me = await get('Agent', 1)
    expect((await call('/Api/Agent/Update', { Id: 1, Version: me.Version, RoleId: salesRole })).status).toBe(200)
    // Now the second is the only one: taking it away from them is refused.
    const as = (token: string, path: string, body: unknown) => s.call(path, { token, body, lang: 'en-US' })
    const two = (await s.call<Rec>('/Api/Agent/Get', { token: supervisor, query: { Id: second } })).body.Data!
    refusedWithReason(await as(supervisor, '/Api/Agent/Update', { Id: second, Version: two.Version, RoleId: salesRole }))
    // Back as it was.
    const one = (await s.call<Rec>('/Api/Agent/Get', { token: supervisor, query: { Id: 1 } })).body.Data!
    expect((await as(supervisor, '/Api/Agent/Update', { Id: 1, Version: one.Version, RoleId: 1 })).status).toBe(200)
  })

  it.runIf(DB_KIND === 'postgres')('two administrators taking the rights from each other at once: one of them keeps them', async () => {
    const other = await get('Agent', second)
    if (other.RoleId !== 1) expect((await call('/Api/Agent/Update', { Id: second, Version: other.Version, RoleId: 1 })).status).toBe(200)
    for (let round = 0; round < 5; round++) {
      const tokens = { [1]: await s.login(DEMO.admin), [second]: await s.login(DEMO.supervisor) }
      const [one, two] = [await get('Agent', 1), await get('Agent', second)]
      const answers = await Promise.all([
        s.call('/Api/Agent/Update', { token: tokens[1], body: { Id: second, Version: two.Version, RoleId: salesRole } }),
        s.call('/Api/Agent/Update', { token: tokens[second], body: { Id: 1, Version: one.Version, RoleId: salesRole } }),
      ])
      // One goes through; the other is refused as the last administrator's, or finds its rights already gone.
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
      expect(answers.filter((a) => a.status === 409 || a.status === 403)).toHaveLength(1)
      const admins = await s.db.select({ Id: Agent.Id }).from(Agent).where(eq(Agent.RoleId, 1))
      expect(admins).toHaveLength(1)
      const keeper = admins[0]!.Id === 1 ? tokens[1] : tokens[second]
      const lost = admins[0]!.Id === 1 ? second : 1
      const row = (await s.call<Rec>('/Api/Agent/Get', { token: keeper, query: { Id: lost } })).body.Data!
      expect((await s.call('/Api/Agent/Update', { token: keeper, body: { Id: lost, Version: row.Version, RoleId: 1 } })).status).toBe(200)
    }
  })
})
