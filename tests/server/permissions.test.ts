import { afterAll, beforeAll, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { Agent, Department, Role } from '../../src/server/db/schema/index.ts'
import { hashPassword } from '../../src/kernel/server/lib/password.ts'
import { scopeCondition } from '../../src/kernel/server/services/scope.ts'
import { resolveSession } from '../../src/kernel/server/services/sessions.ts'
import type { DataScope } from '../../src/kernel/shared/permissions.ts'
import { createTestServer, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

/** Demo staff besides the five accounts: a suspended salesperson (销售二组) and one who left (销售一组). */
const SUSPENDED = '13711230002'
const LEFT = '13711230003'

interface OpenApiDoc {
  paths: Record<string, Record<string, { 'x-permission'?: string }>>
}

describeDb('permissions and data scope', () => {
  let s: TestServer
  let doc: OpenApiDoc
  let noRightsToken: string
  beforeAll(async () => {
    s = await createTestServer()
    doc = (await (await s.raw('/Api/OpenApi.json')).json()) as OpenApiDoc
    // An agent whose role grants nothing at all.
    const [role] = await s.db.insert(Role).values({ Title: 'Nothing', Code: 'nothing', Permission: [], DataScope: 'own' }).returning()
    await s.db.insert(Agent).values({ Name: 'No Rights', Mobile: '13700000000', Pwd: await hashPassword('nothing1'), RoleId: role!.Id })
    noRightsToken = await s.login({ mobile: '13700000000', password: 'nothing1' })
  })
  afterAll(() => s?.close())

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ path, method, guard: op['x-permission'] })),
    )

  it('every route states its guard in the description', () => {
    const ops = operations()
    expect(ops.length).toBeGreaterThan(5)
    for (const op of ops) expect(op.guard, `${op.method} ${op.path}`).toMatch(/^(public|session|[a-z]+:[a-z]+(\|[a-z]+:[a-z]+)*)$/)
    const publicOnes = ops
      .filter((o) => o.guard === 'public')
      .map((o) => o.path)
      .sort()
    // The shop side's chat endpoints take visitors' messages and page visits without a session (validated and rate-limited, routes/chat.ts);
    // the public sides read their project parameters, public by purpose (resources/project-param.ts).
    expect(publicOnes).toEqual([
      '/Api/Agent/Login',
      '/Api/Health',
      '/Api/Public/Chat/Message',
      '/Api/Public/Chat/Visit',
      '/Api/Public/Params',
    ])
  })

  it('every guarded route refuses a missing session with 401, and a missing permission with 403', async () => {
    for (const op of operations().filter((o) => o.guard !== 'public')) {
      const method = op.method.toUpperCase()
      const body = method === 'GET' ? undefined : {}
      const anonymous = await s.call(op.path, { method, body, lang: 'en-US' })
      expect(anonymous.status, `${method} ${op.path} without a session`).toBe(401)
      expect(anonymous.body.Result).toBe(false)
      if (op.guard !== 'session') {
        const denied = await s.call(op.path, { method, body, token: noRightsToken, lang: 'en-US' })
        expect(denied.status, `${method} ${op.path} without ${op.guard}`).toBe(403)
        expect(denied.body).toEqual({ Result: false, Data: null, Message: 'You do not have permission to do this' })
      }
    }
  }, 120_000) // two requests for each of the ~1,000 guarded routes

  it('a salesperson lacks agent:view; an administrator sees all staff', async () => {
    const sales = await s.login(DEMO.sales)
    expect((await s.call('/Api/Agent/Index', { token: sales })).status).toBe(403)
    const admin = await s.login(DEMO.admin)
    const all = await s.call<{ Mobile: string; Pwd?: string }[]>('/Api/Agent/Index', { token: admin, query: { Size: 100 } })
    expect(all.status).toBe(200)
    // The demo's six accounts, three more staff (a Jakarta warehouse hand, a suspended and a departed salesperson) and this test's agent.
    expect(all.body.Count).toBe(10)
    expect(all.body.Data?.every((a) => a.Pwd === undefined)).toBe(true) // never the hash
  })

  it('a supervisor sees the staff of their department and below, nobody else', async () => {
    const token = await s.login(DEMO.supervisor)
    const res = await s.call<{ Mobile: string }[]>('/Api/Agent/Index', { token })
    expect(res.status).toBe(200)
    // The sales department: the supervisor, the salesperson, and the suspended (销售二组) and departed (销售一组) salespeople.
    expect(res.body.Data?.map((a) => a.Mobile).sort()).toEqual([SUSPENDED, LEFT, DEMO.supervisor.mobile, DEMO.sales.mobile])
    expect(res.body.Count).toBe(4)
  })

  it('each data scope limits a query to the rows it names', async () => {
    // The scope helper over the staff table, for each scope, as the supervisor of the sales department.
    const token = await s.login(DEMO.supervisor)
    const auth = (await resolveSession(s.db, token))!
    const visible = async (scope: DataScope) => {
      const cond = scopeCondition(s.db, { ...auth, scope }, { owner: Agent.Id, department: Agent.DepartmentId })
      const rows = await s.db
        .select({ Mobile: Agent.Mobile })
        .from(Agent)
        .where(and(eq(Agent.Status, 1), cond))
      return rows.map((r) => r.Mobile).sort()
    }
    expect(await visible('own')).toEqual([DEMO.supervisor.mobile])
    expect(await visible('department')).toEqual([DEMO.supervisor.mobile])
    expect(await visible('subtree')).toEqual([SUSPENDED, LEFT, DEMO.supervisor.mobile, DEMO.sales.mobile])
    expect((await visible('all')).length).toBe(10)

    // Moving the salesperson's team out of the sales subtree takes them out of the supervisor's view.
    const [team] = await s.db.select().from(Department).where(eq(Department.Name, '销售一组'))
    const [finance] = await s.db.select().from(Department).where(eq(Department.Name, '财务部'))
    await s.db
      .update(Department)
      .set({ Path: `${finance!.Path}${team!.Id}/` })
      .where(eq(Department.Id, team!.Id))
    expect(await visible('subtree')).toEqual([SUSPENDED, DEMO.supervisor.mobile])
    await s.db.update(Department).set({ Path: team!.Path }).where(eq(Department.Id, team!.Id))
  })

  it('paging parameters out of range are refused with 400', async () => {
    const admin = await s.login(DEMO.admin)
    for (const query of [{ Size: 0 }, { Size: 1001 }, { Index: -1 }, { Index: 'x' }]) {
      const res = await s.call('/Api/Agent/Index', { token: admin, query, lang: 'en-US' })
      expect(res.status, JSON.stringify(query)).toBe(400)
      expect(res.body.Errors?.length).toBeGreaterThan(0)
    }
  })
})
