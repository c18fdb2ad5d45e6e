/**
 * `npm run bench -- --scale N --db pglite|postgres [--quick]`: fills a fresh database with seeded
 * data at scale, starts the real server on it, measures it side by side with its limits in one run
 * (so the ratios hold on a noisy machine), and prints one table of figures, goals and whether each
 * is met. The goals are printed, never enforced. JSON: bench/results/latest.json.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from './lib/args.ts'
import { loadData, type LoadResult } from './load/index.ts'
import { ACCOUNTS } from './load/org.ts'
import { openTarget, PG_DEFAULT_URL } from './load/target.ts'
import { round } from './load/timing.ts'
import { login } from './measure/api.ts'
import { buildClient, clientSizes, lighthouseBinary, lighthouseScore, type ClientSizes } from './measure/client.ts'
import { coldStarts } from './measure/cold-start.ts'
import { BROWSER, runLoad, type LoadResult as HttpResult } from './measure/http.ts'
import { listCases, measureList, type ListCase, type ListResult } from './measure/lists.ts'
import { measureDeployment, type DeploymentFigure } from './measure/deployment.ts'
import { nginxBinary } from './measure/nginx.ts'
import { wrkInstalled } from './measure/wrk.ts'
import { measurePgbench } from './measure/pgbench.ts'
import { captureSql, changeAnswers, countStrategy, pgbenchScript, replay, withoutCounts, type Statement } from './measure/replay.ts'
import { ROOT } from './measure/process.ts'
import { startBenchServer } from './measure/server.ts'
import { measureTransitions } from './measure/transitions.ts'
import { figure, fmt, GOALS, loadTable, markdownTable, type Figure } from './report.ts'

const opts = parseArgs(process.argv.slice(2))
const wallStart = performance.now()
const loadavgStart = os.loadavg()
const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14)
const phases: Record<string, number> = {}
const phase = async <T>(name: string, fn: () => Promise<T> | T): Promise<T> => {
  const started = performance.now()
  console.log(`\n== ${name}`)
  try {
    return await fn()
  } finally {
    phases[name] = round((performance.now() - started) / 1000)
  }
}
/** Answers that were not 2xx or never came (timeouts): printed beside the figure they distort. */
const failed = (r: HttpResult) => (r.non2xx + r.errors ? ` (${r.non2xx + r.errors} failed or timed out)` : '')
const cpuNote = (r: HttpResult) => (r.cpuMsPerRequest === null ? '' : `; server CPU ${r.cpuMsPerRequest} ms a request`)
const measureOpts = { connections: opts.connections, duration: opts.duration, warmup: opts.duration <= 1 ? 0 : opts.quick ? 1 : 2 }

console.log(
  `Bench: scale ${opts.scale}, ${opts.db}, ${opts.connections} connections × ${opts.duration} s per measurement, seed ${opts.seed}`,
)

const target = await phase('open and migrate a fresh database', () => openTarget(opts.db, { name: `bench_${stamp}_${process.pid}` }))
console.log(`  ${target.location}`)
// Ctrl-C or a crash outside the main flow: the servers end with this process (measure/process.ts);
// the database goes too, unless kept.
let aborting = false
const abort = (why: string, code: number) => {
  if (aborting) return
  aborting = true
  console.error(`\n${why}: stopping${opts.keep ? '' : ' and removing the bench database'}…`)
  void (async () => {
    await target.close().catch(() => {})
    if (!opts.keep) await target.drop().catch(() => {})
    process.exit(code)
  })()
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => abort(signal, 130))
process.on('uncaughtException', (err) => abort(err.stack ?? String(err), 1))

let load: LoadResult
let serverVersion = ''
let ledgerProducts: number[] = []
let cold: Awaited<ReturnType<typeof coldStarts>>
let floor: HttpResult
const lists: Record<
  string,
  ListResult & {
    report: boolean
    label: string
    shareOfFloor: number
    counting: string
    statements: Statement[][]
    sql?: { tps: number } | { error: string }
    cheapest?: { tps: number } | { error: string }
    ceiling?: number
  }
> = {}
let transitions: Awaited<ReturnType<typeof measureTransitions>>
/** The lists measured through nginx, and the figures (or why not). */
const DEPLOYED: ListCase['id'][] = ['clients', 'queue']
let deployment: DeploymentFigure[] | string = 'not run'
const deploymentNote = (d: DeploymentFigure) =>
  `${fmt(d.rps)} req/s, p95 ${d.p95} ms; CPU a request: app ${d.cpu.app.map((x) => x ?? '?').join(' + ')} ms, nginx ${d.cpu.nginx ?? '?'} ms, PostgreSQL ${d.cpu.postgres ?? '?'} ms`
let pgbench: Awaited<ReturnType<typeof measurePgbench>> = { error: 'PostgreSQL only' }
let client: ClientSizes & { built: boolean; buildSeconds: number }
type Page = 'login' | 'home'
type FormFactor = 'desktop' | 'mobile'
const lighthouse: Record<FormFactor, Record<Page, number | string>> = {
  desktop: { login: 'lighthouse not installed', home: 'lighthouse not installed' },
  mobile: { login: 'lighthouse not installed', home: 'lighthouse not installed' },
}

try {
  load = await phase('load data', () => loadData(target, { scale: opts.scale, seed: opts.seed }))
  console.log(
    `  rows ${load.seconds.rows} s, indexes ${load.seconds.indexes} s, vacuum analyze ${load.seconds.analyze} s; deliveries by state ${JSON.stringify(load.deliveryStates)}; commission months closed ${load.commission.months} in ${round(load.commission.seconds)} s`,
  )
  serverVersion = (await target.rows<{ v: string }>('select version() as v'))[0]!.v.split(' on ')[0]!
  // Products with ledger rows in the last 90 days, evenly spread over the ids: the ledger list asks for them.
  const since = Math.floor(Date.now() / 1000) - 90 * 86_400
  const withRows = (
    await target.rows<{ id: number }>(`select distinct product_id as id from stock_ledger where create_time >= ${since} order by 1`)
  ).map((r) => Number(r.id))
  ledgerProducts = Array.from(
    { length: Math.min(20, withRows.length) },
    (_, i) => withRows[Math.floor((i * withRows.length) / Math.min(20, withRows.length))]!,
  )
  if (!ledgerProducts.length) throw new Error('bench: no product has ledger rows in the last 90 days')
  await target.close()

  cold = await phase('cold start', () => coldStarts(target.serverEnv, opts.starts))
  console.log(`  ${cold.runs.map((s) => `${s} s`).join(', ')} (median ${cold.median} s)`)

  const lhBin = lighthouseBinary()
  const build = await phase('client build', () => (opts.dist ? { dir: path.resolve(opts.dist), built: false, seconds: 0 } : buildClient()))
  console.log(`  ${build.built ? `built in ${build.seconds} s` : 'reused'}: ${build.dir}`)
  client = { ...clientSizes(build.dir), built: build.built, buildSeconds: build.seconds }

  const server = await phase('start the server', () => startBenchServer(target.serverEnv, lhBin ? { STATIC_DIR: build.dir } : {}))
  const onServer = { ...measureOpts, serverPid: server.pid }
  const pgUrl = target.serverEnv.DATABASE_URL ? new URL(target.serverEnv.DATABASE_URL) : undefined
  try {
    const tokens = {
      admin: await login(server.url, ACCOUNTS.admin),
      sales: await login(server.url, ACCOUNTS.sales),
      warehouse: await login(server.url, ACCOUNTS.warehouse),
    }
    floor = await phase('HTTP floor: GET /Api/Health', () =>
      runLoad({ url: server.url, ...onServer, headers: BROWSER, requests: [{ path: '/Api/Health' }] }),
    )
    console.log(
      `  ${fmt(floor.rps)} req/s, p50 ${floor.p50} ms, p95 ${floor.p95} ms, p99 ${floor.p99} ms${cpuNote(floor)}; load from ${floor.generator}`,
    )
    for (const c of listCases({ ledgerProducts, now: Math.floor(Date.now() / 1000) })) {
      const statements: Statement[][] = []
      // A report's figures are kept while unchanged: its SQL is what computes them again after a change.
      const changed = c.report && pgUrl ? () => changeAnswers(pgUrl) : undefined
      for (const p of c.paths) statements.push(await captureSql(server.url, p, tokens[c.who], changed))
      const r = await phase(`list: ${c.label}`, () => measureList(server.url, c, tokens[c.who], onServer))
      const counted = c.report ? 'none (a report)' : countStrategy(statements[0]!)
      // A total past the cap that no statement counted: the server remembered it (crud-query.ts countUpTo).
      const counting = counted === 'page proves it' && r.count > r.rows ? 'capped, remembered' : counted
      lists[c.id] = { ...r, report: !!c.report, label: c.label, shareOfFloor: round((100 * r.rps) / floor.rps), counting, statements }
      console.log(
        `  ${fmt(r.rps)} req/s (${lists[c.id]!.shareOfFloor} % of floor), p50 ${r.p50} / p95 ${r.p95} / p99 ${r.p99} ms; first page ${r.rows} rows of ${r.count} (count: ${counting}); ${statements[0]!.length} statements a request${cpuNote(r)}${r.non2xx + r.errors ? `; ${r.non2xx} non-2xx, ${r.errors} errors` : ''}`,
      )
      if (pgUrl) {
        // The same statements, and the cheapest SQL that answers the same page, straight to the database with the same clients.
        const sql = replay(pgUrl, statements.map(pgbenchScript), measureOpts)
        const cheapest = c.report
          ? undefined
          : counted === 'page proves it'
            ? sql
            : replay(
                pgUrl,
                statements.map((st) => pgbenchScript(withoutCounts(st))),
                measureOpts,
              )
        // The HTTP floor's work and the SQL's, one after the other on the same two cores: the most an
        // endpoint doing nothing else could answer (1 / (1/floor + 1/SQL)), which no share of the SQL alone can pass.
        const ceiling = 'tps' in sql ? Math.round(1 / (1 / floor.rps + 1 / sql.tps)) : undefined
        Object.assign(lists[c.id]!, { sql, cheapest, ceiling })
        console.log(
          `  its SQL through pgbench${c.report ? ' (its figures computed afresh, as after a change)' : ''}: ${'tps' in sql ? `${fmt(sql.tps)} /s; the endpoint ${round((100 * r.rps) / sql.tps)} % of it` : sql.error}${cheapest ? `; the cheapest SQL for the page: ${'tps' in cheapest ? `${fmt(cheapest.tps)} /s` : cheapest.error}` : ''}`,
        )
        if (ceiling)
          console.log(`  the HTTP floor and its SQL together: ${fmt(ceiling)} /s; the endpoint ${round((100 * r.rps) / ceiling)} % of it`)
      }
    }
    transitions = await phase('transitions: customer release/claim', () =>
      measureTransitions(server.url, tokens.sales, load.salesId, onServer),
    )
    console.log(
      `  ${fmt(transitions.rps)} transitions/s over ${transitions.customers} customers, p50 ${transitions.p50} / p95 ${transitions.p95} / p99 ${transitions.p99} ms${cpuNote(transitions)}${transitions.refused ? `; ${transitions.refused} refused` : ''}`,
    )
    if (lhBin) {
      await phase('lighthouse', () => {
        // Lighthouse now and then loses a page's trace (NO_NAVSTART): a page gets three tries, then its error is the figure's note.
        const score = (url: string, form: FormFactor, headers?: Record<string, string>): number | string => {
          let last = ''
          for (let attempt = 0; attempt < 3; attempt++) {
            try {
              return lighthouseScore(lhBin, url, form, headers)
            } catch (e) {
              last = e instanceof Error ? e.message.split('\n')[0]! : String(e)
            }
          }
          return last
        }
        for (const form of ['desktop', 'mobile'] as const) {
          lighthouse[form].login = score(`${server.url}/login`, form)
          lighthouse[form].home = score(`${server.url}/home`, form, { user: tokens.admin })
          console.log(`  ${form}: /login ${lighthouse[form].login}, /home ${lighthouse[form].home}`)
        }
      })
    }
  } finally {
    await server.stop()
  }

  if (opts.db === 'postgres' && nginxBinary() && wrkInstalled()) {
    const cases = listCases({ ledgerProducts, now: Math.floor(Date.now() / 1000) }).filter((c) => DEPLOYED.includes(c.id))
    deployment = await phase('the deployment: nginx in front of one and of two app processes', () =>
      measureDeployment(target.serverEnv, cases, measureOpts),
    )
    for (const d of deployment) console.log(`  ${d.label}, ${d.processes} process${d.processes > 1 ? 'es' : ''}: ${deploymentNote(d)}`)
  } else deployment = opts.db === 'postgres' ? (nginxBinary() ? 'wrk not installed' : 'nginx not installed') : 'PostgreSQL only'

  if (opts.db === 'postgres') {
    pgbench = await phase('pgbench -N on the same PostgreSQL server', () =>
      measurePgbench(new URL(process.env.DATABASE_URL || PG_DEFAULT_URL), {
        connections: opts.connections,
        duration: opts.duration,
        name: `bench_${stamp}_${process.pid}_pgbench`,
      }),
    )
    console.log(`  ${'tps' in pgbench ? `${fmt(pgbench.tps)} TPS` : pgbench.error}`)
  }
} finally {
  await target.close()
  if (opts.keep) console.log(`\nKept the database: ${target.location}`)
  else await target.drop()
}

// --- figures, goals, table
const db = opts.db
const figures: Figure[] = [
  figure({ id: 'http.floor', figure: `HTTP floor: GET /Api/Health (load from ${floor!.generator})`, value: floor!.rps, unit: 'req/s' }),
]
const share = (part: number, whole: number) => round((100 * part) / whole)
for (const [id, r] of Object.entries(lists)) {
  const p95Goal = db === 'postgres' ? GOALS.listP95Ms[id] : r.report ? GOALS.pgliteReportP95Ms : undefined
  // On PGlite the database runs in the server's process: its CPU is both.
  const cpuGoal = db === 'postgres' ? GOALS.listCpuMs[id] : undefined
  const rpsGoal = GOALS.pgliteListRps[id]
  const sqlTps = r.sql && 'tps' in r.sql ? r.sql.tps : null
  const cheapestTps = r.cheapest && 'tps' in r.cheapest ? r.cheapest.tps : null
  const notReplayed = db === 'postgres' ? (r.sql && 'error' in r.sql ? r.sql.error : undefined) : 'PostgreSQL only (pgbench)'
  figures.push(
    figure({
      id: `list.${id}.latency`,
      figure: `${r.label} — p50 / p95 / p99`,
      value: r.p95,
      unit: 'ms',
      display: `${r.p50} / ${r.p95} / ${r.p99} ms${failed(r)}`,
      goal: p95Goal !== undefined ? { text: `p95 ≤ ${p95Goal} ms`, met: (v) => v <= p95Goal } : undefined,
    }),
    figure({
      id: `list.${id}.cpu`,
      figure: `${r.label} — the server's CPU a request`,
      value: r.cpuMsPerRequest,
      unit: 'ms',
      display: r.cpuMsPerRequest === null ? undefined : `${r.cpuMsPerRequest} ms`,
      goal: cpuGoal !== undefined ? { text: `≤ ${cpuGoal} ms`, met: (v) => v <= cpuGoal } : undefined,
      notMeasured: r.cpuMsPerRequest === null ? 'no CPU reading' : undefined,
    }),
    figure({
      id: `list.${id}.throughput`,
      figure: `${r.label} — req/s; share of the HTTP floor; server CPU a request; count`,
      value: r.rps,
      unit: 'req/s',
      display: `${fmt(r.rps)} req/s = ${r.shareOfFloor} % of floor; ${r.cpuMsPerRequest ?? '?'} ms CPU; ${r.statements[0]!.length} statements, count: ${r.counting}`,
      goal: db === 'pglite' && rpsGoal !== undefined ? { text: `≥ ${rpsGoal} req/s (1.5× before)`, met: (v) => v >= rpsGoal } : undefined,
    }),
    figure({
      id: `list.${id}.shareOfSql`,
      figure: `${r.label} — its SQL through pgbench; the endpoint's share of it`,
      value: sqlTps === null ? null : share(r.rps, sqlTps),
      unit: '%',
      display: sqlTps === null ? undefined : `${fmt(sqlTps)} /s; ${share(r.rps, sqlTps)} %`,
      goal: { text: `≥ ${GOALS.listShareOfSql} %`, met: (v) => v >= GOALS.listShareOfSql },
      notMeasured: notReplayed,
    }),
  )
  if (!r.report)
    figures.push(
      figure({
        id: `list.${id}.shareOfCeiling`,
        figure: `${r.label} — the HTTP floor and its SQL together; the endpoint's share of it`,
        value: r.ceiling ? share(r.rps, r.ceiling) : null,
        unit: '%',
        display: r.ceiling ? `${fmt(r.ceiling)} /s; ${share(r.rps, r.ceiling)} %` : undefined,
        goal: { text: `≥ ${GOALS.listShareOfCeiling} %`, met: (v) => v >= GOALS.listShareOfCeiling },
        notMeasured: notReplayed,
      }),
      figure({
        id: `list.${id}.sqlOverCheapest`,
        figure: `${r.label} — its SQL's cost against the cheapest SQL for the page (rows only)`,
        value: sqlTps === null || cheapestTps === null ? null : round(cheapestTps / sqlTps),
        unit: '×',
        display: sqlTps === null || cheapestTps === null ? undefined : `${round(cheapestTps / sqlTps)}× (${fmt(cheapestTps)} /s)`,
        goal: { text: `≤ ${GOALS.sqlOverCheapest}×`, met: (v) => v <= GOALS.sqlOverCheapest },
        notMeasured: notReplayed,
      }),
    )
}
const pgTps = 'tps' in pgbench ? pgbench.tps : null
const tShare = pgTps ? round((100 * transitions!.rps) / pgTps) : null
figures.push(
  figure({
    id: 'transitions.rate',
    figure: `Transitions/s (customer release/claim, ${opts.connections} connections)`,
    value: transitions!.rps,
    unit: 'transitions/s',
    display: `${fmt(transitions!.rps)} /s (p95 ${transitions!.p95} ms)${failed(transitions!)}`,
  }),
  figure({
    id: 'transitions.pgbench',
    figure: `pgbench -N -c ${opts.connections} on the same server`,
    value: pgTps,
    unit: 'TPS',
    notMeasured: 'error' in pgbench ? pgbench.error : undefined,
  }),
  figure({
    id: 'transitions.share',
    figure: 'Transitions/s as a share of pgbench TPS',
    value: tShare,
    unit: '%',
    display: tShare === null ? undefined : `${tShare} %`,
    goal: { text: `≥ ${GOALS.transitionShareOfPgbench} %`, met: (v) => v >= GOALS.transitionShareOfPgbench },
    notMeasured: 'error' in pgbench ? pgbench.error : undefined,
  }),
  ...DEPLOYED.flatMap((list) =>
    [1, 2].map((n) => {
      const d = typeof deployment === 'string' ? undefined : deployment.find((x) => x.list === list && x.processes === n)
      return figure({
        id: `deploy.${list}.${n}`,
        figure: `Through nginx, ${n} app process${n > 1 ? 'es' : ''}: ${list === 'clients' ? 'Client/Index' : 'Queue/Index picking'} — req/s, p95; CPU a request by process`,
        value: d ? d.rps : null,
        unit: 'req/s',
        display: d ? deploymentNote(d) : undefined,
        notMeasured: typeof deployment === 'string' ? deployment : d ? undefined : 'not measured',
      })
    }),
  ),
  figure({
    id: 'start.cold',
    figure: `Cold start to a healthy /Api/Health (median of ${cold!.runs.length})`,
    value: cold!.median,
    unit: 's',
    goal: { text: `≤ ${GOALS.coldStartSeconds} s`, met: (v) => v <= GOALS.coldStartSeconds },
  }),
  figure({
    id: 'client.login',
    figure: '/login first load, JS + CSS gzip',
    value: round(client!.login / 1000),
    unit: 'kB',
    display: `${round(client!.login / 1000)} kB`,
    goal: { text: `≤ ${GOALS.initialKb} kB`, met: (v) => v <= GOALS.initialKb },
  }),
  figure({
    id: 'client.shell',
    figure: 'Shell (/home) first load, JS + CSS gzip',
    value: round(client!.shell / 1000),
    unit: 'kB',
    display: `${round(client!.shell / 1000)} kB`,
    goal: { text: `≤ ${GOALS.initialKb} kB`, met: (v) => v <= GOALS.initialKb },
  }),
  figure({
    id: 'client.largestRoute',
    figure: `Largest route beyond the shell, gzip (${client!.largestRoute.src.replace(/^src\/(?:web|modules\/[^/]+\/web)\/routes\//, '')})`,
    value: round(client!.largestRoute.bytes / 1000),
    unit: 'kB',
    display: `${round(client!.largestRoute.bytes / 1000)} kB`,
  }),
  ...(['desktop', 'mobile'] as const).flatMap((form) =>
    (['login', 'home'] as const).map((page) => {
      const score = lighthouse[form][page]
      const goal = form === 'desktop' ? GOALS.lighthouseDesktop : GOALS.lighthouseMobile
      return figure({
        id: `lighthouse.${form}.${page}`,
        figure: `Lighthouse ${form} performance, /${page}`,
        value: typeof score === 'number' ? score : null,
        unit: 'score',
        display: typeof score === 'number' ? String(score) : undefined,
        goal: { text: `≥ ${goal}`, met: (v) => v >= goal },
        notMeasured: typeof score === 'string' ? score : undefined,
      })
    }),
  ),
)

const wallSeconds = round((performance.now() - wallStart) / 1000)
const result = {
  date: new Date().toISOString(),
  options: opts,
  database: opts.keep ? target.location : null,
  machine: {
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model ?? '',
    node: process.version,
    database: serverVersion,
    loadavgStart,
    loadavgEnd: os.loadavg(),
  },
  wallSeconds,
  phases,
  load: load!,
  coldStart: cold!,
  floor: floor!,
  lists,
  transitions: transitions!,
  deployment,
  pgbench,
  client: client!,
  lighthouse,
  figures,
}
const out = opts.out ? path.resolve(opts.out) : path.join(ROOT, 'bench/results/latest.json')
fs.mkdirSync(path.dirname(out), { recursive: true })
fs.writeFileSync(out, JSON.stringify(result, null, 2) + '\n')

console.log(`\n## Load (${opts.db}, scale ${opts.scale})\n`)
console.log(loadTable(load!.tables))
console.log(
  `\ndemo ${load!.seconds.demo} s, rows ${load!.seconds.rows} s, indexes ${load!.seconds.indexes} s, vacuum analyze ${load!.seconds.analyze} s`,
)
console.log(`\n## Figures (${opts.db}, ${serverVersion}, scale ${opts.scale}, ${result.date.slice(0, 10)})\n`)
console.log(markdownTable(figures))
console.log(
  `\nWall time ${wallSeconds} s; load average ${loadavgStart.map((x) => x.toFixed(1)).join(' ')} → ${result.machine.loadavgEnd.map((x) => x.toFixed(1)).join(' ')}. JSON: ${path.relative(process.cwd(), out)}`,
)
