import { z } from '@hono/zod-openapi'
import {
  examScoreSchema,
  examStartSchema,
  examSubmitSchema,
  PAPER_MESSAGES as PM,
  paperAssignSchema,
} from '../../shared/resources/paper.ts'
import { q } from '../../kernel/shared/schemas/fields.ts'
import type { Deps } from '../../kernel/server/env.ts'
import { translate } from '../../kernel/server/lib/i18n.ts'
import {
  answersToScore,
  assignPaper,
  attemptView,
  myPapers,
  paperResults,
  scoreAttempt,
  startAttempt,
  submitAttempt,
} from '../services/paper.ts'
import { defineRoute, envelope, json, requireAuth, type Router } from '../../kernel/server/routes/define.ts'

const int = z.number().int()
const Question = z.object({ Id: int, Type: int, Title: z.string(), Options: z.array(z.string()), Points: int }).openapi('ExamQuestion')
const Attempt = z
  .object({
    Id: int,
    PaperId: int,
    Title: z.string(),
    Kind: int,
    PassMark: int,
    No: int,
    Status: z.string(),
    StartTime: int,
    EndTime: int,
    SubmitTime: int,
    Now: int,
    Questions: z.array(Question),
    Answers: z.record(z.string(), z.object({ Choice: z.array(z.string()), Text: z.string() })),
    Marks: z.record(z.string(), int.nullable()),
    Total: int,
    MaxTotal: int,
    Pending: int,
    Passed: int,
  })
  .openapi('ExamAttempt')
const MyPaper = z
  .object({
    PaperId: int,
    Title: z.string(),
    Kind: int,
    TimeLimit: int,
    PassMark: int,
    Attempts: int,
    Remark: z.string(),
    Deadline: int,
    DoneTime: int,
    Used: int,
    State: z.string(),
    CanStart: z.boolean(),
    Last: z.object({ Id: int, Status: z.string(), Total: int, MaxTotal: int, Pending: int, Passed: int, SubmitTime: int }).nullable(),
  })
  .openapi('MyPaper')
const ToScore = z
  .object({
    AttemptId: int,
    PaperId: int,
    PaperTitle: z.string(),
    AgentName: z.string(),
    SubmitTime: int,
    QuestionId: int,
    Question: z.string(),
    ModelAnswer: z.string(),
    Points: int,
    Text: z.string(),
  })
  .openapi('ExamToScore')
const Results = z
  .object({
    Id: int,
    Title: z.string(),
    Kind: int,
    PassMark: int,
    People: z.array(
      z.object({
        AgentId: int,
        Name: z.string(),
        DepartmentName: z.string(),
        Deadline: int,
        DoneTime: int,
        Attempts: int,
        AttemptId: int,
        Status: z.string(),
        Total: int,
        MaxTotal: int,
        Pending: int,
        Passed: int,
        Seconds: int,
        SubmitTime: int,
      }),
    ),
    Questions: z.array(
      z.object({
        QuestionId: int,
        Type: int,
        Title: z.string(),
        Options: z.array(z.string()),
        Points: int,
        Asked: int,
        Answered: int,
        Right: int,
        Pending: int,
        Picks: z.record(z.string(), int),
      }),
    ),
  })
  .openapi('PaperResults')

const body = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } })

/**
 * Exams: assigning a paper, the taker's own papers and attempts (any signed-in member of staff; the
 * correct answers never leave the server here), scoring short answers and a paper's results.
 */
export function registerPaper(app: Router, deps: Deps) {
  app.openapi(
    defineRoute(deps, 'paper:update', {
      method: 'post',
      path: '/Api/Paper/Assign',
      tags: ['Exam'],
      summary:
        'Assigns a paper to staff and to the members of departments (sub-departments included) with a deadline; assigning again moves the deadline',
      request: body(paperAssignSchema),
      responses: { 200: json(envelope(z.object({ Count: int }))) },
    }),
    async (c) => {
      const auth = requireAuth(c)
      const count = await assignPaper(deps.db, auth, c.req.valid('json'))
      return c.json({ Result: true, Data: { Count: count }, Message: translate(c.var.lang, PM.assigned, { count }) }, 200)
    },
  )
  app.openapi(
    defineRoute(deps, 'paper:view', {
      method: 'get',
      path: '/Api/Paper/Results',
      tags: ['Exam'],
      summary:
        'A paper’s results: each assigned person in the viewer’s data scope with their last attempt, and per question how many answered it and got it right',
      request: { query: z.object({ Id: q.id() }) },
      responses: { 200: json(envelope(Results)) },
    }),
    async (c) => {
      const auth = requireAuth(c)
      return c.json({ Result: true, Data: await paperResults(deps.db, auth, c.req.valid('query').Id) }, 200)
    },
  )
  app.openapi(
    defineRoute(deps, 'session', {
      method: 'get',
      path: '/Api/Exam/Mine',
      tags: ['Exam'],
      summary: 'The papers assigned to the signed-in agent and what they have done with each',
      responses: { 200: json(envelope(z.array(MyPaper))) },
    }),
    async (c) => {
      const auth = requireAuth(c)
      return c.json({ Result: true, Data: await myPapers(deps.db, auth) }, 200)
    },
  )
  app.openapi(
    defineRoute(deps, 'session', {
      method: 'post',
      path: '/Api/Exam/Start',
      tags: ['Exam'],
      summary:
        'Starts an attempt at an assigned paper (or answers the running one): its questions without their answers. 409 past the deadline or with no attempts left',
      request: body(examStartSchema),
      responses: { 200: json(envelope(Attempt)) },
    }),
    async (c) => {
      const auth = requireAuth(c)
      return c.json({ Result: true, Data: await startAttempt(deps.db, auth, c.req.valid('json').PaperId) }, 200)
    },
  )
  app.openapi(
    defineRoute(deps, 'session', {
      method: 'get',
      path: '/Api/Exam/Attempt',
      tags: ['Exam'],
      summary:
        'One of the signed-in agent’s attempts: questions without answers, times, and once handed in the score and each question’s points',
      request: { query: z.object({ Id: q.id() }) },
      responses: { 200: json(envelope(Attempt)) },
    }),
    async (c) => {
      const auth = requireAuth(c)
      return c.json({ Result: true, Data: await attemptView(deps.db, auth, c.req.valid('query').Id) }, 200)
    },
  )
  app.openapi(
    defineRoute(deps, 'session', {
      method: 'post',
      path: '/Api/Exam/Submit',
      tags: ['Exam'],
      summary:
        'Hands in an attempt’s answers; choice and true/false answers are scored at once, short answers wait for a scorer. 409 when already handed in or after the time limit',
      request: body(examSubmitSchema),
      responses: { 200: json(envelope(Attempt)) },
    }),
    async (c) => {
      const auth = requireAuth(c)
      const data = await submitAttempt(deps.db, auth, c.req.valid('json'))
      return c.json({ Result: true, Data: data, Message: translate(c.var.lang, PM.submitted) }, 200)
    },
  )
  app.openapi(
    defineRoute(deps, 'paper:update', {
      method: 'get',
      path: '/Api/Exam/ToScore',
      tags: ['Exam'],
      summary: 'Short answers waiting for a scorer, within the data scope, oldest first, with each question’s model answer',
      responses: { 200: json(envelope(z.array(ToScore))) },
    }),
    async (c) => {
      const auth = requireAuth(c)
      return c.json({ Result: true, Data: await answersToScore(deps.db, auth) }, 200)
    },
  )
  app.openapi(
    defineRoute(deps, 'paper:update', {
      method: 'post',
      path: '/Api/Exam/Score',
      tags: ['Exam'],
      summary: 'Gives points to an attempt’s waiting short answers; once none waits the score is final',
      request: body(examScoreSchema),
      responses: { 200: json(envelope(z.object({ Id: int, Status: z.string(), Total: int, Pending: int, Passed: int }))) },
    }),
    async (c) => {
      const auth = requireAuth(c)
      return c.json(
        { Result: true, Data: await scoreAttempt(deps.db, auth, c.req.valid('json')), Message: translate(c.var.lang, PM.scored) },
        200,
      )
    },
  )
}
