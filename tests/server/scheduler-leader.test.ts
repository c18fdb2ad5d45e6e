import os from 'node:os'
import pg from 'pg'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { buildServer, serverStale } from '../../scripts/build.ts'
import { startServerProcess, stopServerProcess, type ServerProcess } from '../helpers/server-process.ts'
import { describeDb } from '../helpers/server.ts'
import { adminQuery, databaseUrl } from '../helpers/test-db.ts'
import { databaseRefusal } from '../../src/kernel/server/db/refusal.ts'
import { loadServerCatalogs, translate } from '../../src/kernel/server/lib/i18n.ts'

/** The job the test watches: cheap, and run every 1.2 s here. */
const JOB = 'claim-expiry'
const TICK_MS = 300

/**
 * Several app servers on one PostgreSQL run the scheduled jobs in one of them: the process whose
 * change-feed connection holds the scheduler's advisory lock (db/client.ts `leads`). When it dies,
 * the lock goes with its connection and another process takes over at its next tick, without a job
 * run twice. PostgreSQL project only (vitest.config.ts): PGlite is one process.
 */
describeDb('several server processes on one PostgreSQL: the scheduler’s leader, the statement timeout', () => {
  const name = `cbc_leader_${process.pid}`
  let a: ServerProcess, b: ServerProcess
  let db: pg.Client
  let bReadyAt = 0
  beforeAll(async () => {
    if (serverStale()) await buildServer()
    await adminQuery(`drop database if exists ${name} with (force)`)
    await adminQuery(`create database ${name} template ${inject('dbSource')}`)
    db = new pg.Client({ connectionString: databaseUrl(name) })
    await db.connect()
    // Only the watched job runs, every 1.2 s (the demo holds a row for every job).
    const set = await db.query(`update setting set value = case when name = $1 then '0.02' else '0' end where name like 'Job.%.Minutes'`, [
      `Job.${JOB}.Minutes`,
    ])
    expect(set.rowCount).toBeGreaterThan(5)
    await db.query('delete from job_run')
    const env = { DATABASE_URL: databaseUrl(name) }
    // The first leads (it asks for the lock long before the second starts). The second looks
    // three times as often: were it not kept out, it would win most of the runs.
    a = startServerProcess({ ...env, SCHEDULER_TICK_MS: String(TICK_MS) })
    await a.ready
    b = startServerProcess({ ...env, SCHEDULER_TICK_MS: String(TICK_MS / 3) })
    await b.ready
    bReadyAt = Date.now()
  }, 90_000)
  afterAll(async () => {
    await db?.end()
    await Promise.all([a && stopServerProcess(a), b && stopServerProcess(b)])
    await adminQuery(`drop database if exists ${name} with (force)`)
  })

  type Run = { id: number; start_time: number; outcome: number; runner: string }
  const runs = async () =>
    (await db.query<Run>(`select id, start_time, outcome, runner from job_run where job = $1 order by id`, [JOB])).rows

  it('one process runs the jobs; killed, another runs the next one within a tick, and no run is doubled', async () => {
    const runner = (p: ServerProcess) => `${os.hostname()}:${p.child.pid}`
    // Four runs while both are up: all of them the first's.
    const whileBoth = async () => (await runs()).filter((r) => r.outcome === 1 && Number(r.start_time) * 1000 >= bReadyAt + 1000)
    await expect.poll(async () => (await whileBoth()).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(4)
    expect([...new Set((await whileBoth()).map((r) => r.runner))]).toEqual([runner(a)])
    const before = await runs()
    expect([...new Set(before.map((r) => r.runner))]).toEqual([runner(a)])
    const [leader, other] = [a, b]

    // The leader dies at once (no shutdown); the other takes over.
    const killedAt = Date.now()
    leader.child.kill('SIGKILL')
    await leader.exited
    await expect
      .poll(async () => (await runs()).some((r) => r.runner === runner(other) && r.outcome === 1), { timeout: 10_000, interval: 100 })
      .toBe(true)
    // Within the job's interval and a tick, give or take the run log's whole seconds and a busy machine.
    expect(Date.now() - killedAt).toBeLessThan(6000)

    const all = await runs()
    // Never a run refused as "already running elsewhere", and never two at the same moment.
    expect(all.filter((r) => r.outcome === 3)).toEqual([])
    const starts = all.map((r) => Number(r.start_time))
    expect(new Set(starts).size).toBe(starts.length)
    // After the takeover, only the survivor runs.
    const after = all.filter((r) => r.id > before[before.length - 1]!.id)
    expect(after.every((r) => r.runner === runner(other) || r.outcome !== 1 || Number(r.start_time) * 1000 <= killedAt)).toBe(true)
  })

  it('a statement stopped by the statement timeout answers 503 with what to do, in the caller’s language', async () => {
    const err = await db.query('set statement_timeout = 1; select pg_sleep(0.2)').then(
      () => undefined,
      (e: Error) => e,
    )
    await db.query('set statement_timeout = 0')
    await loadServerCatalogs()
    const refusal = databaseRefusal(err!)
    expect(refusal).toMatchObject({ status: 503 })
    expect(translate('zh-CN', refusal!.descriptor)).toBe('操作耗时过长，已被中止。请稍后再试，或缩小查询范围')
  })
})
