import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * wrk, when it is installed: a load generator in C, as lean per request as pgbench is per
 * transaction, so an endpoint measured beside its SQL is not charged for a heavier client. (The
 * JavaScript generator parses every answer on the same two cores: 0.55–0.75 ms of CPU for each
 * 200-row page, against wrk's 0.04.) Requests that need code between answers keep the JavaScript one.
 */
export const wrkInstalled = (() => {
  let known: boolean | undefined
  return () => (known ??= spawnSync('wrk', ['--version'], { encoding: 'utf8' }).error === undefined)
})()

export interface WrkRun {
  url: string
  connections: number
  seconds: number
  headers: Record<string, string>
  /** Cycled through by each connection's thread in order. */
  paths: string[]
  /** A script of its own instead (its `request` and `response`; the figures' `done` is added). */
  script?: string
}

export interface WrkOutcome {
  requests: number
  /** Answers that were not 2xx or 3xx. */
  non2xx: number
  /** Connections refused, reads and writes that failed, answers that timed out. */
  errors: number
  /** Requests a script sent that are not the work measured (among `requests`). */
  fillers: number
  seconds: number
  /** Latency percentiles in ms over every answer (wrk's own histogram). */
  p50: number
  p95: number
  p99: number
}

const lua = (s: string) => JSON.stringify(s) // a JSON string is a valid Lua string literal for these characters

// `fillers`: requests a script's threads sent that are not the work measured (counted by the threads
// a script's `setup` keeps in `threads`, in their global `fillers`).
const DONE = [
  'done = function(summary, latency, requests)',
  '  local e = summary.errors',
  '  local fillers = 0',
  '  for _, t in ipairs(threads or {}) do fillers = fillers + (t:get("fillers") or 0) end',
  '  io.write(string.format(\'WRK {"requests":%d,"us":%d,"status":%d,"errors":%d,"p50":%d,"p95":%d,"p99":%d,"fillers":%d}\\n\',',
  '    summary.requests, summary.duration, e.status, e.connect + e.read + e.write + e.timeout,',
  '    latency:percentile(50), latency:percentile(95), latency:percentile(99), fillers))',
  'end',
  '',
].join('\n')

/** The script: the headers, a rotation of paths per thread, and a JSON line of figures at the end. */
export function wrkScript(run: Pick<WrkRun, 'headers' | 'paths' | 'script'>): string {
  if (run.script) return `${run.script}\n${DONE}`
  if (run.paths.some((p) => /[\u0000-\u001f"\\]/.test(p)) || Object.entries(run.headers).some(([k, v]) => /[\u0000-\u001f"\\]/.test(k + v)))
    throw new Error('wrk: a path or header the script cannot hold')
  return [
    ...Object.entries(run.headers).map(([k, v]) => `wrk.headers[${lua(k)}] = ${lua(v)}`),
    `local paths = { ${run.paths.map(lua).join(', ')} }`,
    'local i = 0',
    'request = function()',
    '  i = i % #paths + 1',
    '  return wrk.format("GET", paths[i])',
    'end',
    DONE,
  ].join('\n')
}

/** Reads the figures the script's `done` wrote. */
export function parseWrk(stdout: string): WrkOutcome {
  const line = /^WRK (\{.*\})$/m.exec(stdout)
  if (!line) throw new Error(`wrk wrote no figures: ${stdout.trim().split('\n').slice(-3).join(' / ')}`)
  const f = JSON.parse(line[1]!) as {
    requests: number
    us: number
    status: number
    errors: number
    p50: number
    p95: number
    p99: number
    fillers?: number
  }
  return {
    requests: f.requests,
    non2xx: f.status,
    errors: f.errors,
    fillers: f.fillers ?? 0,
    seconds: f.us / 1e6,
    p50: f.p50 / 1000,
    p95: f.p95 / 1000,
    p99: f.p99 / 1000,
  }
}

/** One wrk run (two threads, as pgbench's replay has two jobs). */
export async function runWrk(run: WrkRun): Promise<WrkOutcome> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-wrk-'))
  try {
    const script = path.join(dir, 'load.lua')
    fs.writeFileSync(script, wrkScript(run))
    const threads = Math.min(2, run.connections)
    const args = [
      '-t',
      String(threads),
      '-c',
      String(run.connections),
      '-d',
      `${Math.max(1, Math.round(run.seconds))}s`,
      '--timeout',
      '10s',
      '-s',
      script,
      run.url,
    ]
    const stdout = await new Promise<string>((resolve, reject) => {
      const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] })
      let out = ''
      let err = ''
      child.stdout.on('data', (d: Buffer) => (out += d.toString()))
      child.stderr.on('data', (d: Buffer) => (err += d.toString()))
      child.on('error', reject)
      child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`wrk exited ${code}: ${err.trim() || out.trim()}`))))
    })
    return parseWrk(stdout)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
