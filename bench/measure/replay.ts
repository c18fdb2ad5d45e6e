import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { authHeader } from './api.ts'

export interface Statement {
  sql: string
  params: unknown[]
}

/**
 * The statements one request makes, as the server sent them (bench/measure/serve.ts records them):
 * asked once first, so what a first request does once (a session lookup, settings) is not counted.
 * `before` runs between the two (for a report: `changeAnswers`, so the figures are computed again).
 */
export async function captureSql(url: string, requestPath: string, token: string, before?: () => void): Promise<Statement[]> {
  const get = async (p: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${url}${p}`, { headers })
    if (!res.ok) throw new Error(`GET ${p}: ${res.status}`)
    return res
  }
  await (await get(requestPath, authHeader(token))).arrayBuffer()
  before?.()
  await get('/Bench/Capture/Start')
  await (await get(requestPath, authHeader(token))).arrayBuffer()
  return (await (await get('/Bench/Capture/Stop')).json()) as Statement[]
}

/**
 * As if the data a report reads had changed (db/answers.ts): its next request computes its figures
 * again, so the statements captured then are the report's own, not only the version's read.
 */
export function changeAnswers(database: URL) {
  const r = spawnSync('psql', [database.href, '-qc', 'update answer_version set n = n + 1 where stripe = 0'], { encoding: 'utf8' })
  if (r.status !== 0) throw new Error(`psql: ${r.stderr}`)
}

/** A value written as an SQL literal (what the driver sent as a parameter). */
function literal(v: unknown): string {
  if (v === null || v === undefined) return 'NULL'
  if (typeof v === 'number' || typeof v === 'bigint') return String(v)
  if (typeof v === 'boolean') return v ? 'true' : 'false'
  const text = typeof v === 'string' ? v : v instanceof Date ? v.toISOString() : JSON.stringify(v)
  return `'${text.replace(/'/g, "''")}'`
}

/** One request's statements as a pgbench script: parameters written in, one statement a line. */
export function pgbenchScript(statements: readonly Statement[]): string {
  return statements
    .map(({ sql, params }) => {
      // $10 before $1, so $1 never eats the start of $10.
      let text = sql
      for (let i = params.length; i >= 1; i--) text = text.split(`$${i}`).join(literal(params[i - 1]))
      return `${text.replace(/\s+/g, ' ').trim()};`
    })
    .join('\n')
}

/** A statement that counts a list's rows (`select count(*) from …`), not one that merely counts its own page (the JSON page's `count(*)`). */
const isCount = (s: Statement) => /^\s*select count\(/i.test(s.sql)

/** A request's statements without its counting: the cheapest SQL that still answers the page. */
export const withoutCounts = (statements: readonly Statement[]) => statements.filter((s) => !isCount(s))

/** How a list counted its rows, read from its statements: not at all, up to a cap, or exactly. */
export function countStrategy(statements: readonly Statement[]): 'page proves it' | 'capped' | 'exact' {
  const counts = statements.filter(isCount)
  if (!counts.length) return 'page proves it'
  return counts.some((s) => /\blimit\b/i.test(s.sql)) ? 'capped' : 'exact'
}

/**
 * Runs scripts (each one request's statements; pgbench picks one at random per transaction) with
 * the same clients as the HTTP measurement, against the loaded database: the rate the database
 * alone answers that SQL at, which the endpoint is a share of.
 */
export function replay(
  database: URL,
  scripts: readonly string[],
  opts: { connections: number; duration: number },
): { tps: number } | { error: string } {
  if (spawnSync('pgbench', ['--version']).status !== 0) return { error: 'pgbench not installed' }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-replay-'))
  try {
    const files = scripts.map((text, i) => {
      const file = path.join(dir, `request-${i}.sql`)
      fs.writeFileSync(file, text + '\n')
      return file
    })
    const conn = [
      '-h',
      database.hostname,
      '-p',
      database.port || '5432',
      ...(database.username ? ['-U', decodeURIComponent(database.username)] : []),
    ]
    const env = { ...process.env, ...(database.password ? { PGPASSWORD: decodeURIComponent(database.password) } : {}) }
    // Extended protocol, each execution planned for its values: as the server's list statements
    // are (their values decide the plan: a rare owner reads its index, a common one the order's).
    const args = [
      '-n',
      '-M',
      'extended',
      '-c',
      String(opts.connections),
      '-j',
      '2',
      '-T',
      String(Math.max(1, Math.round(opts.duration))),
      ...files.flatMap((f) => ['-f', f]),
      ...conn,
      database.pathname.slice(1),
    ]
    const run = spawnSync('pgbench', args, { encoding: 'utf8', env })
    const m = /tps = ([\d.]+) \(without initial connection time\)/.exec(run.stdout)
    if (run.status !== 0 || !m) return { error: `pgbench failed: ${(run.stderr || run.stdout).trim().split('\n').pop()}` }
    return { tps: Math.round(Number(m[1])) }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
