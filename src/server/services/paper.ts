import { and, asc, count, desc, eq, gt, inArray, like, ne, or, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db, Tx } from '../../kernel/server/db/client.ts'
import type { AuthContext } from '../../kernel/server/env.ts'
import { Agent, Department, Paper, PaperAssign, PaperAttempt, PaperQuestion } from '../db/schema/index.ts'
import { ApiError, badRequest, conflict, notFound } from '../../kernel/server/lib/errors.ts'
import { escapeLike } from '../../kernel/server/lib/like.ts'
import { scopeCondition } from '../../kernel/server/services/scope.ts'
import {
  PAPER_MESSAGES as PM,
  QUESTION_TYPES,
  SUBMIT_GRACE_SECONDS,
  type ExamQuestion,
  type examScoreSchema,
  type examSubmitSchema,
  type paperAssignSchema,
} from '../../shared/resources/paper.ts'

const nowSec = () => Math.floor(Date.now() / 1000)
type AttemptRow = typeof PaperAttempt.$inferSelect
type PaperRow = typeof Paper.$inferSelect
type QuestionRow = typeof PaperQuestion.$inferSelect

const livePaper = async (db: Db | Tx, id: number) => {
  const [p] = await db
    .select()
    .from(Paper)
    .where(and(eq(Paper.Id, id), ne(Paper.Status, -1)))
  if (!p) throw notFound()
  return p
}

/** Whether an attempt's time (plus the grace) has run out at `now`. */
const timedOut = (a: Pick<AttemptRow, 'EndTime'>, now: number) => a.EndTime > 0 && now > a.EndTime + SUBMIT_GRACE_SECONDS

/**
 * Assigns a paper to staff and to the members of departments (sub-departments included), with a
 * deadline; assigning someone again moves their deadline. One transaction.
 */
export async function assignPaper(db: Db, auth: AuthContext, body: z.infer<typeof paperAssignSchema>) {
  if (!body.AgentIds.length && !body.DepartmentIds.length)
    throw badRequest(PM.nobodyToAssign, [{ Field: 'AgentIds', message: PM.nobodyToAssign }])
  return db.transaction(async (tx) => {
    const [paper] = await tx
      .select({ Id: Paper.Id })
      .from(Paper)
      .where(and(eq(Paper.Id, body.PaperId), ne(Paper.Status, -1)))
      .for('update')
    if (!paper) throw notFound()
    const paths = body.DepartmentIds.length
      ? (
          await tx
            .select({ Path: Department.Path })
            .from(Department)
            .where(and(inArray(Department.Id, body.DepartmentIds), ne(Department.Status, -1)))
        ).map((d) => d.Path)
      : []
    const inDepartments = paths.length
      ? inArray(
          Agent.DepartmentId,
          tx
            .select({ Id: Department.Id })
            .from(Department)
            .where(or(...paths.map((p) => like(Department.Path, `${escapeLike(p)}%`)))),
        )
      : undefined
    const named = body.AgentIds.length ? inArray(Agent.Id, body.AgentIds) : undefined
    const agents = await tx
      .select({ Id: Agent.Id })
      .from(Agent)
      .where(and(ne(Agent.Status, -1), or(named, inDepartments)))
    if (!agents.length) throw badRequest(PM.nobodyToAssign, [{ Field: 'AgentIds', message: PM.nobodyToAssign }])
    await tx
      .insert(PaperAssign)
      .values(agents.map((a) => ({ PaperId: paper.Id, AgentId: a.Id, Deadline: body.Deadline, AssignedBy: auth.agentId })))
      .onConflictDoUpdate({
        target: [PaperAssign.PaperId, PaperAssign.AgentId],
        set: { Deadline: body.Deadline, AssignedBy: auth.agentId },
      })
    const [n] = await tx.select({ n: count() }).from(PaperAssign).where(eq(PaperAssign.PaperId, paper.Id))
    await tx
      .update(Paper)
      .set({ Assigned: n?.n ?? 0 })
      .where(eq(Paper.Id, paper.Id))
    return agents.length
  })
}

/** The papers assigned to the signed-in agent, with what they have done with each. */
export async function myPapers(db: Db, auth: AuthContext) {
  const rows = await db
    .select({
      PaperId: Paper.Id,
      Title: Paper.Title,
      Kind: Paper.Kind,
      TimeLimit: Paper.TimeLimit,
      PassMark: Paper.PassMark,
      Attempts: Paper.Attempts,
      Remark: Paper.Remark,
      Deadline: PaperAssign.Deadline,
      DoneTime: PaperAssign.DoneTime,
    })
    .from(PaperAssign)
    .innerJoin(Paper, eq(Paper.Id, PaperAssign.PaperId))
    .where(and(eq(PaperAssign.AgentId, auth.agentId), ne(Paper.Status, -1)))
    .orderBy(asc(PaperAssign.DoneTime), desc(PaperAssign.Id))
  const attempts = rows.length
    ? await db
        .select()
        .from(PaperAttempt)
        .where(
          and(
            eq(PaperAttempt.AgentId, auth.agentId),
            inArray(
              PaperAttempt.PaperId,
              rows.map((r) => r.PaperId),
            ),
          ),
        )
        .orderBy(asc(PaperAttempt.No))
    : []
  const now = nowSec()
  return rows.map((r) => {
    const mine = attempts.filter((a) => a.PaperId === r.PaperId)
    // The last attempt handed in (or run out): its score and result page; a running one is `open`.
    const last = mine.filter((a) => a.Status !== 'Started').at(-1)
    const open = mine.find((a) => a.Status === 'Started' && !timedOut(a, now))
    const used = mine.length
    const state = open
      ? 'InProgress'
      : r.DoneTime
        ? 'Done'
        : r.Deadline && now > r.Deadline
          ? 'Overdue'
          : used >= r.Attempts
            ? 'Done'
            : 'Open'
    return {
      ...r,
      Used: used,
      State: state,
      CanStart: !!open || (used < r.Attempts && !(r.Deadline && now > r.Deadline)),
      Last: last
        ? {
            Id: last.Id,
            Status: last.Status,
            Total: last.Total,
            MaxTotal: last.MaxTotal,
            Pending: last.Pending,
            Passed: last.Passed,
            SubmitTime: last.SubmitTime,
          }
        : null,
    }
  })
}

/** Papers assigned to the agent, not handed in, whose deadline has not passed (the home card "Courses to study"). */
export async function countPapersToStudy(db: Db | Tx, agentId: number) {
  const now = nowSec()
  const [row] = await db
    .select({ n: count() })
    .from(PaperAssign)
    .innerJoin(Paper, eq(Paper.Id, PaperAssign.PaperId))
    .where(
      and(
        eq(PaperAssign.AgentId, agentId),
        eq(PaperAssign.DoneTime, 0),
        ne(Paper.Status, -1),
        or(eq(PaperAssign.Deadline, 0), gt(PaperAssign.Deadline, now)),
      ),
    )
  return row?.n ?? 0
}

const shuffle = <T>(xs: T[]) => {
  const a = [...xs]
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[a[i], a[j]] = [a[j]!, a[i]!]
  }
  return a
}

/** The questions of a new attempt: a fixed paper's in order, or N drawn from each category. */
async function drawQuestions(tx: Tx, paper: PaperRow): Promise<number[]> {
  const live = and(eq(PaperQuestion.Enabled, 1), ne(PaperQuestion.Status, -1))
  if (paper.Mode === 1) {
    const ok = new Set(
      (
        await tx
          .select({ Id: PaperQuestion.Id })
          .from(PaperQuestion)
          .where(and(inArray(PaperQuestion.Id, paper.QuestionIds.length ? paper.QuestionIds : [0]), live))
      ).map((q) => q.Id),
    )
    return paper.QuestionIds.filter((id) => ok.has(id))
  }
  const pool = await tx
    .select({ Id: PaperQuestion.Id, Category: PaperQuestion.Category })
    .from(PaperQuestion)
    .where(and(inArray(PaperQuestion.Category, paper.Categories.length ? paper.Categories : ['']), live))
  return paper.Categories.flatMap((c) => shuffle(pool.filter((q) => q.Category === c).map((q) => q.Id)).slice(0, paper.DrawCount))
}

/**
 * Starts an attempt, or answers the one already running. The agent's assignment row is locked
 * first, so two starts at once run one after the other: the second finds the first's attempt
 * (and the unique (paper, agent, number) index refuses a second attempt n should the lock be missed).
 */
export async function startAttempt(db: Db, auth: AuthContext, paperId: number) {
  const id = await db.transaction(async (tx) => {
    const [assign] = await tx
      .select()
      .from(PaperAssign)
      .where(and(eq(PaperAssign.PaperId, paperId), eq(PaperAssign.AgentId, auth.agentId)))
      .for('update')
    if (!assign) throw forbiddenNotAssigned()
    const paper = await livePaper(tx, paperId)
    const now = nowSec()
    const mine = await tx
      .select()
      .from(PaperAttempt)
      .where(and(eq(PaperAttempt.PaperId, paperId), eq(PaperAttempt.AgentId, auth.agentId)))
    const open = mine.find((a) => a.Status === 'Started')
    if (open && !timedOut(open, now)) return open.Id
    // An attempt left running past its time is closed: it counts, with nothing handed in.
    if (open) await tx.update(PaperAttempt).set({ Status: 'Expired', SubmitTime: now }).where(eq(PaperAttempt.Id, open.Id))
    if (assign.Deadline && now > assign.Deadline) throw conflict(PM.pastDeadline)
    if (mine.length >= paper.Attempts) throw conflict(PM.noAttemptsLeft)
    const questionIds = await drawQuestions(tx, paper)
    const [row] = await tx
      .insert(PaperAttempt)
      .values({
        PaperId: paperId,
        AgentId: auth.agentId,
        No: mine.length + 1,
        QuestionIds: questionIds,
        StartTime: now,
        EndTime: paper.TimeLimit ? now + paper.TimeLimit * 60 : 0,
      })
      .returning({ Id: PaperAttempt.Id })
    return row!.Id
  })
  return attemptView(db, auth, id)
}

const forbiddenNotAssigned = () => new ApiError(403, PM.notAssigned)

async function questionsOf(db: Db | Tx, ids: number[]) {
  const rows = ids.length ? await db.select().from(PaperQuestion).where(inArray(PaperQuestion.Id, ids)) : []
  const byId = new Map(rows.map((q) => [q.Id, q]))
  return ids.map((id) => byId.get(id)).filter((q): q is QuestionRow => !!q)
}

/** A question for the taker's browser: never its correct answer or model answer. */
const forTaker = (q: QuestionRow): ExamQuestion => ({ Id: q.Id, Type: q.Type, Title: q.Title, Options: q.Options, Points: q.Points })

/**
 * One of the agent's own attempts as the taker sees it: the questions (no answers), the times,
 * and once handed in the score, what is still to be scored, and each question's points.
 */
export async function attemptView(db: Db | Tx, auth: AuthContext, id: number) {
  const [a] = await db
    .select()
    .from(PaperAttempt)
    .where(and(eq(PaperAttempt.Id, id), eq(PaperAttempt.AgentId, auth.agentId)))
  if (!a) throw notFound()
  const [paper] = await db.select().from(Paper).where(eq(Paper.Id, a.PaperId))
  const questions = await questionsOf(db, a.QuestionIds)
  const done = a.Status !== 'Started'
  return {
    Id: a.Id,
    PaperId: a.PaperId,
    Title: paper?.Title ?? '',
    Kind: paper?.Kind ?? 2,
    PassMark: paper?.PassMark ?? 0,
    No: a.No,
    Status: a.Status,
    StartTime: a.StartTime,
    EndTime: a.EndTime,
    SubmitTime: a.SubmitTime,
    Now: nowSec(),
    Questions: questions.map(forTaker),
    Answers: done ? a.Answers : {},
    Marks: done ? a.Marks : {},
    Total: a.Total,
    MaxTotal: a.MaxTotal,
    Pending: a.Pending,
    Passed: a.Passed,
  }
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join()

/** The points a choice or true/false answer earns (multiple choice: all or nothing); null: a short answer waiting for a scorer. */
export function autoMark(
  q: Pick<QuestionRow, 'Type' | 'Answer' | 'Points'>,
  answer: { Choice: string[]; Text: string } | undefined,
): number | null {
  if (q.Type === QUESTION_TYPES.short) return answer?.Text.trim() ? null : 0
  return answer && sameSet(answer.Choice, q.Answer) ? q.Points : 0
}

const totals = (marks: Record<string, number | null>) => {
  const values = Object.values(marks)
  return { Total: values.reduce<number>((s, v) => s + (v ?? 0), 0), Pending: values.filter((v) => v === null).length }
}

/**
 * Hands in an attempt. The attempt row is locked, so of two submissions at once the second finds
 * it handed in (409). After the time limit and its grace the answers are refused (409) and the
 * attempt is closed as expired. Choice and true/false answers are scored at once; short answers
 * wait for a scorer (Submitted), otherwise the score is final (Scored). A questionnaire is not scored.
 */
export async function submitAttempt(db: Db, auth: AuthContext, body: z.infer<typeof examSubmitSchema>) {
  const late = await db.transaction(async (tx) => {
    const [a] = await tx
      .select()
      .from(PaperAttempt)
      .where(and(eq(PaperAttempt.Id, body.Id), eq(PaperAttempt.AgentId, auth.agentId)))
      .for('update')
    if (!a) throw notFound()
    if (a.Status !== 'Started') throw conflict(PM.notOpen)
    const now = nowSec()
    if (timedOut(a, now)) {
      await tx.update(PaperAttempt).set({ Status: 'Expired', SubmitTime: now }).where(eq(PaperAttempt.Id, a.Id))
      await markDone(tx, a, now)
      return true
    }
    const inAttempt = new Set(a.QuestionIds)
    const bad = body.Answers.findIndex((x) => !inAttempt.has(x.QuestionId))
    if (bad >= 0) throw badRequest(PM.answerNotInPaper, [{ Field: `Answers.${bad}.QuestionId`, message: PM.answerNotInPaper }])
    const answers = Object.fromEntries(body.Answers.map((x) => [String(x.QuestionId), { Choice: x.Choice, Text: x.Text }]))
    const [paper] = await tx.select().from(Paper).where(eq(Paper.Id, a.PaperId))
    const questions = await questionsOf(tx, a.QuestionIds)
    const scored = paper?.Kind === 2
    const marks: Record<string, number | null> = scored
      ? Object.fromEntries(questions.map((q) => [String(q.Id), autoMark(q, answers[String(q.Id)])]))
      : {}
    const { Total, Pending } = totals(marks)
    const MaxTotal = scored ? questions.reduce((s, q) => s + q.Points, 0) : 0
    await tx
      .update(PaperAttempt)
      .set({
        Status: Pending ? 'Submitted' : 'Scored',
        SubmitTime: now,
        Answers: answers,
        Marks: marks,
        Total,
        MaxTotal,
        Pending,
        Passed: scored && !Pending && Total >= (paper?.PassMark ?? 0) ? 1 : 0,
      })
      .where(eq(PaperAttempt.Id, a.Id))
    await markDone(tx, a, now)
    return false
  })
  if (late) throw conflict(PM.timeUp)
  return attemptView(db, auth, body.Id)
}

/** The agent's assignment counts as done once an attempt is handed in (or runs out); the paper counts it. */
async function markDone(tx: Tx, a: AttemptRow, now: number) {
  const done = await tx
    .update(PaperAssign)
    .set({ DoneTime: now })
    .where(and(eq(PaperAssign.PaperId, a.PaperId), eq(PaperAssign.AgentId, a.AgentId), eq(PaperAssign.DoneTime, 0)))
    .returning({ Id: PaperAssign.Id })
  if (done.length)
    await tx
      .update(Paper)
      .set({ Done: sql`${Paper.Done} + 1` })
      .where(eq(Paper.Id, a.PaperId))
}

const attemptScope = (db: Db | Tx, auth: AuthContext) =>
  scopeCondition(db, auth, { owner: PaperAttempt.AgentId, department: Agent.DepartmentId })

/** Short answers waiting for a scorer, within the scorer's data scope, oldest hand-in first. */
export async function answersToScore(db: Db, auth: AuthContext) {
  const rows = await db
    .select({
      Id: PaperAttempt.Id,
      PaperId: PaperAttempt.PaperId,
      PaperTitle: Paper.Title,
      AgentName: Agent.Name,
      SubmitTime: PaperAttempt.SubmitTime,
      Answers: PaperAttempt.Answers,
      Marks: PaperAttempt.Marks,
    })
    .from(PaperAttempt)
    .innerJoin(Paper, eq(Paper.Id, PaperAttempt.PaperId))
    .innerJoin(Agent, eq(Agent.Id, PaperAttempt.AgentId))
    .where(and(eq(PaperAttempt.Status, 'Submitted'), attemptScope(db, auth)))
    .orderBy(asc(PaperAttempt.SubmitTime), asc(PaperAttempt.Id))
    .limit(200)
  const ids = [
    ...new Set(
      rows.flatMap((r) =>
        Object.entries(r.Marks)
          .filter(([, m]) => m === null)
          .map(([q]) => Number(q)),
      ),
    ),
  ]
  const questions = new Map((await questionsOf(db, ids)).map((q) => [q.Id, q]))
  return rows.flatMap((r) =>
    Object.entries(r.Marks)
      .filter(([, m]) => m === null)
      .map(([qid]) => {
        const q = questions.get(Number(qid))
        return {
          AttemptId: r.Id,
          PaperId: r.PaperId,
          PaperTitle: r.PaperTitle,
          AgentName: r.AgentName,
          SubmitTime: r.SubmitTime,
          QuestionId: Number(qid),
          Question: q?.Title ?? '',
          ModelAnswer: q?.ModelAnswer ?? '',
          Points: q?.Points ?? 0,
          Text: r.Answers[qid]?.Text ?? '',
        }
      }),
  )
}

/** A scorer gives points to an attempt's waiting short answers; with none left waiting the score is final. */
export async function scoreAttempt(db: Db, auth: AuthContext, body: z.infer<typeof examScoreSchema>) {
  return db.transaction(async (tx) => {
    const [a] = await tx
      .select({ Id: PaperAttempt.Id, PaperId: PaperAttempt.PaperId, Status: PaperAttempt.Status, Marks: PaperAttempt.Marks })
      .from(PaperAttempt)
      .innerJoin(Agent, eq(Agent.Id, PaperAttempt.AgentId))
      .where(and(eq(PaperAttempt.Id, body.Id), attemptScope(tx, auth)))
      .for('update', { of: PaperAttempt })
    if (!a) throw notFound()
    if (a.Status !== 'Submitted') throw conflict(PM.notPending)
    const questions = new Map(
      (
        await questionsOf(
          tx,
          body.Marks.map((m) => m.QuestionId),
        )
      ).map((q) => [q.Id, q]),
    )
    const marks = { ...a.Marks }
    body.Marks.forEach((m, i) => {
      const key = String(m.QuestionId)
      if (!(key in marks) || marks[key] !== null)
        throw badRequest(PM.notPending, [{ Field: `Marks.${i}.QuestionId`, message: PM.notPending }])
      if (m.Points > (questions.get(m.QuestionId)?.Points ?? 0))
        throw badRequest(PM.tooManyPoints, [{ Field: `Marks.${i}.Points`, message: PM.tooManyPoints }])
      marks[key] = m.Points
    })
    const { Total, Pending } = totals(marks)
    const [paper] = await tx.select({ PassMark: Paper.PassMark }).from(Paper).where(eq(Paper.Id, a.PaperId))
    const [row] = await tx
      .update(PaperAttempt)
      .set({
        Marks: marks,
        Total,
        Pending,
        Status: Pending ? 'Submitted' : 'Scored',
        Passed: !Pending && Total >= (paper?.PassMark ?? 0) ? 1 : 0,
        ScoredBy: auth.agentId,
      })
      .where(eq(PaperAttempt.Id, a.Id))
      .returning({
        Id: PaperAttempt.Id,
        Status: PaperAttempt.Status,
        Total: PaperAttempt.Total,
        Pending: PaperAttempt.Pending,
        Passed: PaperAttempt.Passed,
      })
    return row!
  })
}

/**
 * A paper's results: each assigned person (within the viewer's data scope) with their last
 * attempt, and each question with how many answered it and how many got it fully right (and, for
 * choice questions, how many picked each option).
 */
export async function paperResults(db: Db, auth: AuthContext, paperId: number) {
  const paper = await livePaper(db, paperId)
  const people = await db
    .select({
      AgentId: Agent.Id,
      Name: Agent.Name,
      DepartmentName: Department.Name,
      Deadline: PaperAssign.Deadline,
      DoneTime: PaperAssign.DoneTime,
    })
    .from(PaperAssign)
    .innerJoin(Agent, eq(Agent.Id, PaperAssign.AgentId))
    .leftJoin(Department, eq(Department.Id, Agent.DepartmentId))
    .where(and(eq(PaperAssign.PaperId, paperId), scopeCondition(db, auth, { owner: PaperAssign.AgentId, department: Agent.DepartmentId })))
    .orderBy(asc(Agent.Name))
  const attempts = await db
    .select()
    .from(PaperAttempt)
    .innerJoin(Agent, eq(Agent.Id, PaperAttempt.AgentId))
    .where(and(eq(PaperAttempt.PaperId, paperId), attemptScope(db, auth)))
    .orderBy(asc(PaperAttempt.No))
  const list = attempts.map((r) => r.paper_attempt)
  const persons = people.map((p) => {
    const mine = list.filter((a) => a.AgentId === p.AgentId)
    const last = mine.filter((a) => a.Status !== 'Started').at(-1) ?? mine.at(-1)
    return {
      ...p,
      DepartmentName: p.DepartmentName ?? '',
      Attempts: mine.length,
      AttemptId: last?.Id ?? 0,
      Status: last?.Status ?? '',
      Total: last?.Total ?? 0,
      MaxTotal: last?.MaxTotal ?? 0,
      Pending: last?.Pending ?? 0,
      Passed: last?.Passed ?? 0,
      Seconds: last?.SubmitTime ? last.SubmitTime - last.StartTime : 0,
      SubmitTime: last?.SubmitTime ?? 0,
    }
  })
  const handed = list.filter((a) => a.Status === 'Submitted' || a.Status === 'Scored')
  const qids = [...new Set(handed.flatMap((a) => a.QuestionIds))]
  const questions = await questionsOf(db, qids)
  const perQuestion = questions.map((q) => {
    const asked = handed.filter((a) => a.QuestionIds.includes(q.Id))
    const key = String(q.Id)
    const picks: Record<string, number> = {}
    for (const a of asked) for (const c of a.Answers[key]?.Choice ?? []) picks[c] = (picks[c] ?? 0) + 1
    return {
      QuestionId: q.Id,
      Type: q.Type,
      Title: q.Title,
      Options: q.Options,
      Points: q.Points,
      Asked: asked.length,
      Answered: asked.filter((a) => (a.Answers[key]?.Choice.length ?? 0) > 0 || !!a.Answers[key]?.Text.trim()).length,
      Right: asked.filter((a) => a.Marks[key] === q.Points).length,
      Pending: asked.filter((a) => key in a.Marks && a.Marks[key] === null).length,
      Picks: picks,
    }
  })
  return { Id: paper.Id, Title: paper.Title, Kind: paper.Kind, PassMark: paper.PassMark, People: persons, Questions: perQuestion }
}
