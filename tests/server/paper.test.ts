import { afterAll, beforeAll, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { Agent, PaperAttempt } from '../../src/server/db/schema/index.ts'
import { createTestServer, DB_KIND, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

type Attempt = {
  Id: number
  Status: string
  Questions: { Id: number; Type: number; Title: string; Options: string[]; Points: number }[]
  Marks: Record<string, number | null>
  Total: number
  MaxTotal: number
  Pending: number
  Passed: number
}

/**
 * Questionnaires and exams through the API: the question bank's checks, assigning, taking an exam
 * (no correct answer ever reaches the taker), scoring (single, multiple all-or-nothing, true/false,
 * short answers scored by a supervisor), the time limit, and the attempts allowed, also when two
 * starts or two hand-ins arrive at the same moment.
 */
describeDb(`questionnaires and exams (${DB_KIND})`, () => {
  let s: TestServer
  let admin: string
  let sales: string
  let salesId: number
  let q: { single: number; multiple: number; tf: number; short: number }
  beforeAll(async () => {
    s = await createTestServer()
    admin = await s.login(DEMO.admin)
    sales = await s.login(DEMO.sales)
    salesId = (await s.db.select({ Id: Agent.Id }).from(Agent).where(eq(Agent.Mobile, DEMO.sales.mobile)))[0]!.Id
    const make = async (body: Record<string, unknown>) => {
      const res = await call<{ Id: number }>(admin, '/Api/PaperQuestion/Post', { Category: `T-${DB_KIND}`, Points: 10, ...body })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      return res.body.Data!.Id
    }
    q = {
      single: await make({ Type: 1, Title: 'Capital of Malaysia?', Options: ['Kuala Lumpur', 'Jakarta', 'Bangkok'], Answer: ['A'] }),
      multiple: await make({ Type: 2, Title: 'Which are ASEAN members?', Options: ['Malaysia', 'Japan', 'Vietnam'], Answer: ['A', 'C'] }),
      tf: await make({ Type: 3, Title: 'Lithium batteries may fly as ordinary cargo.', Answer: ['b'] }), // lower case is taken
      short: await make({ Type: 4, Title: 'Name two fire exits of the warehouse.', ModelAnswer: 'North door, loading bay' }),
    }
  })
  afterAll(() => s?.close())

  const call = <T = unknown>(token: string, p: string, body: unknown) => s.call<T>(p, { token, lang: 'en-US', body })
  const get = <T = unknown>(token: string, p: string, query: Record<string, string | number> = {}) =>
    s.call<T>(p, { token, lang: 'en-US', query })

  /** A fixed exam of the four questions, assigned to the salesperson. */
  const exam = async (extra: Record<string, unknown> = {}) => {
    const res = await call<{ Id: number }>(admin, '/Api/Paper/Post', {
      Title: `Exam ${DB_KIND} ${Math.random()}`,
      Kind: 2,
      Mode: 1,
      QuestionIds: [q.single, q.multiple, q.tf, q.short],
      PassMark: 20,
      ...extra,
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const id = res.body.Data!.Id
    expect((await call(admin, '/Api/Paper/Assign', { PaperId: id, AgentIds: [salesId], Deadline: 4_000_000_000 })).status).toBe(200)
    return id
  }
  const start = (paperId: number, token = sales) => call<Attempt>(token, '/Api/Exam/Start', { PaperId: paperId })

  it('refuses questions whose options and answers do not fit their type', async () => {
    const bad = [
      { Type: 1, Title: 'two right', Options: ['a', 'b'], Answer: ['A', 'B'] },
      { Type: 1, Title: 'none right', Options: ['a', 'b'], Answer: [] },
      { Type: 1, Title: 'no options', Options: [], Answer: ['A'] },
      { Type: 2, Title: 'letter beyond', Options: ['a', 'b'], Answer: ['C'] },
      { Type: 3, Title: 'tf with options', Options: ['yes', 'no'], Answer: ['A'] },
      { Type: 3, Title: 'tf two', Answer: ['A', 'B'] },
      { Type: 4, Title: 'short with answer', Answer: ['A'] },
      { Type: 5, Title: 'no such type' },
      { Type: 1, Title: 'bad letter', Options: ['a', 'b'], Answer: ['Z'] },
    ]
    for (const body of bad) {
      const res = await call(admin, '/Api/PaperQuestion/Post', { Category: 'x', ...body })
      expect(res.status, body.Title).toBe(400)
    }
    // A change that breaks the type is refused too.
    expect((await call(admin, '/Api/PaperQuestion/Update', { Id: q.single, Version: 1, Answer: ['A', 'B'] })).status).toBe(400)
    // Papers: a fixed paper needs questions, a random one enough questions per category.
    expect((await call(admin, '/Api/Paper/Post', { Title: 'Empty', Kind: 2, Mode: 1, QuestionIds: [] })).status).toBe(400)
    expect((await call(admin, '/Api/Paper/Post', { Title: 'Missing', Kind: 2, Mode: 1, QuestionIds: [2_000_000_000] })).status).toBe(400)
    expect(
      (await call(admin, '/Api/Paper/Post', { Title: 'Too many', Kind: 2, Mode: 2, Categories: [`T-${DB_KIND}`], DrawCount: 50 })).status,
    ).toBe(400)
    expect((await call(admin, '/Api/Paper/Assign', { PaperId: 1, AgentIds: [] })).status).toBe(400)
    expect((await call(sales, '/Api/Exam/Submit', { Id: 'x' })).status).toBe(400)
    expect((await call(sales, '/Api/Exam/Start', {})).status).toBe(400)
  })

  it('never sends a correct answer to the taker, and keeps the bank from staff without the paper permission', async () => {
    expect((await get(sales, '/Api/PaperQuestion/Get', { Id: q.single })).status).toBe(403)
    expect((await get(sales, '/Api/PaperQuestion/Index')).status).toBe(403)
    expect((await get(sales, '/Api/Paper/Results', { Id: 1 })).status).toBe(403)
    expect((await get(sales, '/Api/Exam/ToScore')).status).toBe(403)
    const paper = await exam()
    const res = await start(paper)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const text = JSON.stringify(res.body)
    expect(text).not.toContain('"Answer"')
    expect(text).not.toContain('ModelAnswer')
    expect(text).not.toContain('North door')
    expect(res.body.Data!.Questions.map((x) => x.Id)).toEqual([q.single, q.multiple, q.tf, q.short])
    const again = await get(sales, '/Api/Exam/Attempt', { Id: res.body.Data!.Id })
    expect(JSON.stringify(again.body)).not.toContain('"Answer"')
    // Someone else's attempt is not theirs to read; a paper not assigned cannot be started.
    const customs = await s.login(DEMO.customs)
    expect((await get(customs, '/Api/Exam/Attempt', { Id: res.body.Data!.Id })).status).toBe(404)
    expect((await start(paper, customs)).status).toBe(403)
  })

  it('scores single, multiple (all or nothing) and true/false at once; a short answer waits for a supervisor', async () => {
    const paper = await exam()
    const a = (await start(paper)).body.Data!
    const res = await call<Attempt>(sales, '/Api/Exam/Submit', {
      Id: a.Id,
      Answers: [
        { QuestionId: q.single, Choice: ['A'] },
        { QuestionId: q.multiple, Choice: ['A'] }, // half right: nothing
        { QuestionId: q.tf, Choice: ['B'] },
        { QuestionId: q.short, Text: 'The north door and the loading bay' },
      ],
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.Data).toMatchObject({ Status: 'Submitted', Total: 20, MaxTotal: 40, Pending: 1, Passed: 0 })
    expect(res.body.Data!.Marks).toEqual({ [q.single]: 10, [q.multiple]: 0, [q.tf]: 10, [q.short]: null })
    // The home card no longer counts it.
    const home = await get<Record<string, number>>(sales, '/Api/Home/Cards')
    expect(home.status).toBe(200)

    const waiting = (await get<{ AttemptId: number; QuestionId: number; ModelAnswer: string; Text: string }[]>(admin, '/Api/Exam/ToScore'))
      .body.Data!
    const item = waiting.find((w) => w.AttemptId === a.Id)!
    expect(item).toMatchObject({ QuestionId: q.short, ModelAnswer: 'North door, loading bay', Text: 'The north door and the loading bay' })
    expect((await call(admin, '/Api/Exam/Score', { Id: a.Id, Marks: [{ QuestionId: q.short, Points: 11 }] })).status).toBe(400)
    expect((await call(admin, '/Api/Exam/Score', { Id: a.Id, Marks: [{ QuestionId: q.single, Points: 5 }] })).status).toBe(400)
    expect((await call(sales, '/Api/Exam/Score', { Id: a.Id, Marks: [{ QuestionId: q.short, Points: 8 }] })).status).toBe(403)
    const scored = await call<{ Status: string; Total: number; Passed: number }>(admin, '/Api/Exam/Score', {
      Id: a.Id,
      Marks: [{ QuestionId: q.short, Points: 8 }],
    })
    expect(scored.status, JSON.stringify(scored.body)).toBe(200)
    expect(scored.body.Data).toMatchObject({ Status: 'Scored', Total: 28, Passed: 1 })
    expect((await call(admin, '/Api/Exam/Score', { Id: a.Id, Marks: [{ QuestionId: q.short, Points: 8 }] })).status).toBe(409)
    const mine = (await get<Attempt>(sales, '/Api/Exam/Attempt', { Id: a.Id })).body.Data!
    expect(mine).toMatchObject({ Status: 'Scored', Total: 28, Pending: 0, Passed: 1 })

    const results = await get<{
      People: { AgentId: number; Total: number; Passed: number; Status: string }[]
      Questions: { QuestionId: number; Right: number; Asked: number }[]
    }>(admin, '/Api/Paper/Results', { Id: paper })
    expect(results.status).toBe(200)
    expect(results.body.Data!.People.find((p) => p.AgentId === salesId)).toMatchObject({ Total: 28, Passed: 1, Status: 'Scored' })
    const right = Object.fromEntries(results.body.Data!.Questions.map((x) => [x.QuestionId, x.Right]))
    expect(right).toEqual({ [q.single]: 1, [q.multiple]: 0, [q.tf]: 1, [q.short]: 0 })
  })

  it('scores a fully right multiple choice and finalises at once without short answers', async () => {
    const paper = await exam({ QuestionIds: [q.multiple, q.tf], PassMark: 20 })
    const a = (await start(paper)).body.Data!
    const res = await call<Attempt>(sales, '/Api/Exam/Submit', {
      Id: a.Id,
      Answers: [
        { QuestionId: q.multiple, Choice: ['C', 'A'] },
        { QuestionId: q.tf, Choice: ['A'] },
      ],
    })
    expect(res.body.Data).toMatchObject({ Status: 'Scored', Total: 10, Pending: 0, Passed: 0 })
    // An answer to a question outside the attempt is bad input.
    const other = await exam({ QuestionIds: [q.tf] })
    const b = (await start(other)).body.Data!
    expect((await call(sales, '/Api/Exam/Submit', { Id: b.Id, Answers: [{ QuestionId: q.single, Choice: ['A'] }] })).status).toBe(400)
  })

  it('refuses answers after the time limit and its grace', async () => {
    const paper = await exam({ TimeLimit: 10 })
    const a = (await start(paper)).body.Data!
    const now = Math.floor(Date.now() / 1000)
    await s.db
      .update(PaperAttempt)
      .set({ StartTime: now - 700, EndTime: now - 100 })
      .where(eq(PaperAttempt.Id, a.Id))
    const res = await call(sales, '/Api/Exam/Submit', { Id: a.Id, Answers: [{ QuestionId: q.single, Choice: ['A'] }] })
    expect(res.status).toBe(409)
    const [row] = await s.db.select().from(PaperAttempt).where(eq(PaperAttempt.Id, a.Id))
    expect(row).toMatchObject({ Status: 'Expired', Total: 0 })
    // One attempt allowed, and it is used.
    expect((await start(paper)).status).toBe(409)
    // Within the grace the answers are taken.
    const paper2 = await exam({ TimeLimit: 10 })
    const b = (await start(paper2)).body.Data!
    await s.db
      .update(PaperAttempt)
      .set({ EndTime: now - 5 })
      .where(eq(PaperAttempt.Id, b.Id))
    expect((await call(sales, '/Api/Exam/Submit', { Id: b.Id, Answers: [] })).status).toBe(200)
  })

  it('allows one attempt, also when two starts or two hand-ins arrive at once', async () => {
    const paper = await exam()
    const starts = await Promise.all([start(paper), start(paper), start(paper)])
    expect(starts.map((r) => r.status)).toEqual([200, 200, 200])
    expect(new Set(starts.map((r) => r.body.Data!.Id)).size).toBe(1)
    const id = starts[0]!.body.Data!.Id
    const submits = await Promise.all(
      [0, 1, 2].map(() => call(sales, '/Api/Exam/Submit', { Id: id, Answers: [{ QuestionId: q.single, Choice: ['A'] }] })),
    )
    expect(submits.map((r) => r.status).sort()).toEqual([200, 409, 409])
    const rows = await s.db
      .select()
      .from(PaperAttempt)
      .where(and(eq(PaperAttempt.PaperId, paper), eq(PaperAttempt.AgentId, salesId)))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.Status).toBe('Scored') // the short answer left empty earns nothing, so nothing waits
    // The only attempt is used: another start is refused, also several at once.
    const more = await Promise.all([start(paper), start(paper)])
    expect(more.map((r) => r.status)).toEqual([409, 409])

    // Two attempts allowed: two concurrent starts after the first hand-in make exactly one more.
    const twice = await exam({ Attempts: 2 })
    const first = (await start(twice)).body.Data!.Id
    expect((await call(sales, '/Api/Exam/Submit', { Id: first, Answers: [] })).status).toBe(200)
    const second = await Promise.all([start(twice), start(twice)])
    expect(second.map((r) => r.status)).toEqual([200, 200])
    expect(second[0]!.body.Data!.Id).toBe(second[1]!.body.Data!.Id)
    const tries = await s.db
      .select()
      .from(PaperAttempt)
      .where(and(eq(PaperAttempt.PaperId, twice), eq(PaperAttempt.AgentId, salesId)))
    expect(tries.map((t) => t.No).sort()).toEqual([1, 2])
  })

  it('counts the papers to study on the home card and lists them under My exams', async () => {
    const before = (await get<Record<string, number>>(sales, '/Api/Home/Cards')).body.Data!.Courses!
    const paper = await exam()
    expect((await get<Record<string, number>>(sales, '/Api/Home/Cards')).body.Data!.Courses).toBe(before + 1)
    const mine = (await get<{ PaperId: number; State: string; CanStart: boolean }[]>(sales, '/Api/Exam/Mine')).body.Data!
    expect(mine.find((m) => m.PaperId === paper)).toMatchObject({ State: 'Open', CanStart: true })
    const a = (await start(paper)).body.Data!
    await call(sales, '/Api/Exam/Submit', { Id: a.Id, Answers: [] })
    expect((await get<Record<string, number>>(sales, '/Api/Home/Cards')).body.Data!.Courses).toBe(before)
    // A passed deadline refuses the start.
    const late = await exam()
    await call(admin, '/Api/Paper/Assign', { PaperId: late, AgentIds: [salesId], Deadline: 1_000_000_000 })
    expect((await start(late)).status).toBe(409)
  })

  it('draws random papers per attempt from the categories and does not score questionnaires', async () => {
    const random = await exam({ Mode: 2, QuestionIds: [], Categories: [`T-${DB_KIND}`], DrawCount: 2 })
    const a = (await start(random)).body.Data!
    expect(a.Questions).toHaveLength(2)
    const [row] = await s.db.select().from(PaperAttempt).where(eq(PaperAttempt.Id, a.Id))
    expect(row!.QuestionIds).toEqual(a.Questions.map((x) => x.Id))
    const survey = await exam({ Kind: 1 })
    const b = (await start(survey)).body.Data!
    const res = await call<Attempt>(sales, '/Api/Exam/Submit', {
      Id: b.Id,
      Answers: [
        { QuestionId: q.single, Choice: ['B'] },
        { QuestionId: q.short, Text: 'Opinion' },
      ],
    })
    expect(res.body.Data).toMatchObject({ Status: 'Scored', Total: 0, MaxTotal: 0, Pending: 0 })
  })
})
