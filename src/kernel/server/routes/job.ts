import { and, desc, eq, inArray, max, ne, sql } from 'drizzle-orm'
import { z } from '@hono/zod-openapi'
import { JOB_MESSAGES, type JobInfo, type JobRunRow } from '../../shared/lifecycle/jobs.ts'
import type { Deps } from '../env.ts'
import type { Db } from '../db/client.ts'
import { Agent, JobRun } from '../db/schema/index.ts'
import { badRequest } from '../lib/errors.ts'
import { translate } from '../lib/i18n.ts'
import { registryOf } from '../registry.ts'
import { jobMinutes, runJob } from '../jobs/scheduler.ts'
import { now } from '../lib/clock.ts'
import { defineRoute, envelope, json, requireAuth, type Router } from './define.ts'
import { q } from '../../shared/schemas/fields.ts'
import { MAX_PAGE_INDEX } from '../../shared/schemas/list.ts'

const RunRow = z
  .object({
    Id: z.number().int(),
    Job: z.string(),
    AgentId: z.number().int(),
    AgentName: z.string(),
    StartTime: z.number().int(),
    EndTime: z.number().int(),
    Outcome: z.number().int().describe('0 running, 1 done, 2 failed, 3 skipped'),
    Moved: z.number().int(),
    Message: z.string(),
    Runner: z.string().describe('The process that ran it (host:pid): of several app servers, the leading one'),
  })
  .openapi('JobRun')

const JobRow = z
  .object({
    Job: z.string(),
    Minutes: z.number(),
    DefaultMinutes: z.number(),
    LastRun: RunRow.nullable(),
    NextTime: z.number().int().describe('When the scheduler runs it next (Unix seconds); 0: off'),
  })
  .openapi('Job')

/** The run log with who ran each (the scheduler has no name). */
const runs = (db: Db) =>
  db
    .select({
      Id: JobRun.Id,
      Job: JobRun.Job,
      AgentId: JobRun.AgentId,
      AgentName: sql<string>`coalesce(${Agent.Name}, '')`,
      StartTime: JobRun.StartTime,
      EndTime: JobRun.EndTime,
      Outcome: JobRun.Outcome,
      Moved: JobRun.Moved,
      Message: JobRun.Message,
      Runner: JobRun.Runner,
    })
    .from(JobRun)
    .leftJoin(Agent, eq(Agent.Id, JobRun.AgentId))

/**
 * Scheduled jobs for administrators (system settings page): each job with its interval, last run
 * and next time; the run log; and running a job now, as the caller, under the same one-at-a-time rule.
 */
export function registerJob(app: Router, deps: Deps) {
  app.openapi(
    defineRoute(deps, 'setting:view', {
      method: 'get',
      path: '/Api/Job/Index',
      tags: ['Job'],
      summary: 'Every scheduled job: how often it runs (minutes, 0 off), its last run, and when it is due next',
      request: {},
      responses: { 200: json(envelope(z.array(JobRow))) },
    }),
    async (c) => {
      const names = registryOf(deps).jobs.map((j) => j.name)
      const [minutes, latest] = await Promise.all([
        jobMinutes(deps.db, registryOf(deps).jobs),
        deps.db
          .select({ Id: max(JobRun.Id) })
          .from(JobRun)
          .where(and(inArray(JobRun.Job, names), ne(JobRun.Outcome, 3)))
          .groupBy(JobRun.Job),
      ])
      const ids = latest.map((r) => r.Id).filter((id): id is number => id !== null)
      const last = ids.length ? await runs(deps.db).where(inArray(JobRun.Id, ids)) : []
      const t = now()
      const data: JobInfo[] = registryOf(deps).jobs.map((j) => {
        const run: JobRunRow | null = last.find((r) => r.Job === j.name) ?? null
        const m = minutes[j.name] ?? 0
        return {
          Job: j.name,
          Minutes: m,
          DefaultMinutes: j.defaultMinutes,
          LastRun: run,
          NextTime: m > 0 ? (run ? Math.max(run.StartTime + Math.round(m * 60), t) : t) : 0,
        }
      })
      return c.json({ Result: true, Data: data }, 200)
    },
  )

  app.openapi(
    defineRoute(deps, 'setting:view', {
      method: 'get',
      path: '/Api/Job/Runs',
      tags: ['Job'],
      summary: 'The job run log, newest first (as started), optionally for one job',
      request: {
        query: z.object({
          Job: z.string().trim().max(50).optional(),
          Index: q.int(1, MAX_PAGE_INDEX).default(1),
          Size: z.coerce.number().int().min(1).max(200).default(20),
        }),
      },
      responses: { 200: json(envelope(z.array(RunRow))) },
    }),
    async (c) => {
      const q = c.req.valid('query')
      const where = q.Job ? eq(JobRun.Job, q.Job) : undefined
      const [rows, [total]] = await Promise.all([
        runs(deps.db)
          .where(where)
          .orderBy(desc(JobRun.Id))
          .limit(q.Size)
          .offset((q.Index - 1) * q.Size),
        deps.db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(JobRun)
          .where(where),
      ])
      return c.json({ Result: true, Data: rows, Count: total?.n ?? 0 }, 200)
    },
  )

  app.openapi(
    defineRoute(deps, 'setting:update', {
      method: 'post',
      path: '/Api/Job/Run',
      tags: ['Job'],
      summary: 'Run a job now as the caller; answers its run (skipped while it is running elsewhere)',
      request: {
        body: {
          content: { 'application/json': { schema: z.object({ Job: z.string().trim().min(1).max(50) }).openapi('JobRunRequest') } },
          required: true,
        },
      },
      responses: { 200: json(envelope(RunRow)) },
    }),
    async (c) => {
      const auth = requireAuth(c)
      const name = c.req.valid('json').Job
      const job = registryOf(deps).jobs.find((j) => j.name === name)
      if (!job) throw badRequest(JOB_MESSAGES.unknownJob, [{ Field: 'Job', message: JOB_MESSAGES.unknownJob, values: { name } }], { name })
      const run = await runJob(deps, job, { agentId: auth.agentId })
      const [row] = await runs(deps.db).where(eq(JobRun.Id, run.Id))
      const message =
        run.Outcome === 1
          ? translate(c.var.lang, JOB_MESSAGES.done, { moved: run.Moved })
          : run.Outcome === 3
            ? translate(c.var.lang, JOB_MESSAGES.skipped)
            : translate(c.var.lang, JOB_MESSAGES.failed, { message: run.Message })
      return c.json({ Result: true, Data: row!, Message: message }, 200)
    },
  )
}
