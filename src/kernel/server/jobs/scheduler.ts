import os from 'node:os'
import { and, eq, inArray, lt, max, ne, sql } from 'drizzle-orm'
import { jobMinutesKey } from '../../shared/lifecycle/jobs.ts'
import type { Deps } from '../env.ts'
import type { Db } from '../db/client.ts'
import { JobRun } from '../db/schema/index.ts'
import { numberSettings } from '../services/settings.ts'
import { now as clock } from '../lib/clock.ts'
import { messageOf } from '../lib/errors.ts'
import type { Job } from './job.ts'
import { registryOf } from '../registry.ts'
import { PartialRunError } from './move-each.ts'

/** A run still marked running after this long belongs to a process that died: it is marked failed. */
export const STALE_RUN_SECONDS = 3600
const TICK_MS = 60_000
/** This process, as the run log names it. */
const RUNNER = `${os.hostname()}:${process.pid}`

export type JobRunRecord = typeof JobRun.$inferSelect

/** How often each job runs, in minutes (Setting `Job.<name>.Minutes`, else its default; 0: off). */
export async function jobMinutes(db: Db, jobs: readonly Job[]): Promise<Record<string, number>> {
  const set = await numberSettings(db, Object.fromEntries(jobs.map((j) => [jobMinutesKey(j.name), j.defaultMinutes])))
  return Object.fromEntries(jobs.map((j) => [j.name, set[jobMinutesKey(j.name)]!]))
}

/**
 * Runs one job now, at most once across every process sharing the database: the run's row is
 * inserted as running first, and the one-running-row-per-job index refuses a second, which is
 * then recorded as skipped. A running row older than an hour is a crashed process's: marked failed.
 */
export async function runJob(deps: Deps, job: Job, opts: { agentId: number; now?: number }): Promise<JobRunRecord> {
  const t = opts.now ?? clock()
  const started = performance.now()
  const { db, log } = deps
  await db
    .update(JobRun)
    .set({ Outcome: 2, EndTime: t, Message: 'Abandoned: still marked running after an hour (the process running it stopped)' })
    .where(and(eq(JobRun.Job, job.name), eq(JobRun.Outcome, 0), lt(JobRun.StartTime, t - STALE_RUN_SECONDS)))
  const [run] = await db
    .insert(JobRun)
    .values({ Job: job.name, AgentId: opts.agentId, StartTime: t, Outcome: 0, Runner: RUNNER })
    .onConflictDoNothing()
    .returning()
  if (!run) {
    const [skipped] = await db
      .insert(JobRun)
      .values({
        Job: job.name,
        AgentId: opts.agentId,
        StartTime: t,
        EndTime: t,
        Outcome: 3,
        Message: 'Already running in another process',
        Runner: RUNNER,
      })
      .returning()
    log.info('job skipped', { job: job.name, agentId: opts.agentId, runId: skipped!.Id })
    return skipped!
  }
  let outcome = 1
  let moved = 0
  let message = ''
  try {
    const res = await job.run({ deps, now: t, agentId: opts.agentId })
    moved = res.moved
    message = res.message ?? ''
  } catch (err) {
    outcome = 2
    moved = err instanceof PartialRunError ? err.moved : 0
    message = messageOf(err)
  }
  const ms = Math.round(performance.now() - started)
  const [done] = await db
    .update(JobRun)
    .set({ EndTime: t + Math.round(ms / 1000), Outcome: outcome, Moved: moved, Message: message.slice(0, 2000) })
    .where(eq(JobRun.Id, run.Id))
    .returning()
  const fields = { job: job.name, runId: run.Id, agentId: opts.agentId, outcome: outcome === 1 ? 'done' : 'failed', moved, ms, message }
  if (outcome === 1) log.info('job run', fields)
  else log.error('job run', fields)
  return done ?? run
}

/**
 * The jobs due at `t`: on (minutes > 0), not run for their interval (by any process: the last run
 * is read from the log), and not running now in a live process.
 */
export async function dueJobs(deps: Deps, jobs: readonly Job[], t: number): Promise<Job[]> {
  const minutes = await jobMinutes(deps.db, jobs)
  const rows = await deps.db
    .select({
      Job: JobRun.Job,
      Last: max(JobRun.StartTime),
      Running: sql<number | null>`max(${JobRun.StartTime}) filter (where ${JobRun.Outcome} = 0)`.mapWith(Number),
    })
    .from(JobRun)
    .where(
      and(
        inArray(
          JobRun.Job,
          jobs.map((j) => j.name),
        ),
        ne(JobRun.Outcome, 3),
      ),
    )
    .groupBy(JobRun.Job)
  const last = new Map(rows.map((r) => [r.Job, r]))
  return jobs.filter((j) => {
    const m = minutes[j.name] ?? 0
    const r = last.get(j.name)
    if (m <= 0) return false
    if (!r) return true
    if (r.Running !== null && r.Running >= t - STALE_RUN_SECONDS) return false
    return t >= Number(r.Last) + m * 60
  })
}

/**
 * The server's scheduler: every minute, runs each due job in turn (one tick at a time in this
 * process), when this process leads (`deps.leads`: of several on one PostgreSQL, the one holding
 * the scheduler's lock; should two ever run a job at once, the run log still keeps them apart).
 * Answers a stop function that waits for a tick in progress, so the database is not closed under
 * a running job.
 */
export function startScheduler(deps: Deps, jobs: readonly Job[] = registryOf(deps).jobs, tickMs = TICK_MS): () => Promise<void> {
  let current: Promise<void> | undefined
  let stopped = false
  const tick = async () => {
    if (deps.leads && !(await deps.leads())) return
    for (const job of await dueJobs(deps, jobs, clock())) {
      if (stopped) return
      await runJob(deps, job, { agentId: 0 })
    }
  }
  const timer = setInterval(() => {
    if (current || stopped) return
    current = tick()
      .catch((err: Error) => deps.log.error('scheduler tick failed', { error: err.message }))
      .finally(() => (current = undefined))
  }, tickMs)
  timer.unref()
  return async () => {
    stopped = true
    clearInterval(timer)
    await current
  }
}
