import fs from 'node:fs'
import autocannon from 'autocannon'
import { runWrk, wrkInstalled } from './wrk.ts'

/** One load run's outcome: latency percentiles over every answer, and successful answers per second. */
export interface LoadResult {
  p50: number
  p95: number
  p99: number
  /** 2xx answers per second over the run. */
  rps: number
  requests: number
  non2xx: number
  errors: number
  seconds: number
  /** CPU the server process spent per answer (ms), when its pid is known: steadier than latency on a busy machine. */
  cpuMsPerRequest: number | null
  /** What made the load: wrk when installed and the requests need no code, else autocannon. */
  generator: 'wrk' | 'autocannon'
}

export interface LoadRequest {
  method?: 'GET' | 'POST'
  path: string
  /** Builds the request from the previous one (returns the body to send); its state lives in `context` until onResponse. */
  setupRequest?: (req: autocannon.Request, context: Record<string, unknown>) => autocannon.Request
  onResponse?: (status: number, body: string, context: Record<string, unknown>) => void
}

export interface LoadOptions {
  url: string
  connections: number
  /** Seconds measured. */
  duration: number
  /** Seconds run first and thrown away (JIT, caches, pool connections). */
  warmup: number
  headers?: Record<string, string>
  /** Cycled through by each connection in order. */
  requests: LoadRequest[]
  /** The server's pid, to read its CPU time around the measured run. */
  serverPid?: number
  /**
   * With wrk installed, its Lua script for requests that read the answers (`request` and `response`;
   * made again for the measured run, after the warm-up moved the data on), instead of `requests`.
   */
  wrkScript?: () => Promise<string>
}

/** A process's user + system CPU time in ms (Linux /proc; null elsewhere). */
export function cpuMs(pid: number | undefined): number | null {
  if (!pid) return null
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS
  } catch {
    return null
  }
}
const CLOCK_TICKS = 100

/** What a browser sends with every request that changes the server's work: it takes compressed answers. */
export const BROWSER = { 'accept-encoding': 'gzip, deflate, br' }

/** autocannon reports p97.5, not p95: every response time is kept and the percentiles computed here. */
export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return NaN
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[i]!
}

function once(opts: LoadOptions, duration: number, times: number[] | undefined) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: opts.url,
        connections: opts.connections,
        duration,
        headers: opts.headers,
        // autocannon calls a setupRequest or onResponse key even when it holds undefined.
        requests: opts.requests.map((r) => ({
          method: r.method ?? 'GET',
          path: r.path,
          ...(r.setupRequest ? { setupRequest: r.setupRequest } : {}),
          ...(r.onResponse ? { onResponse: r.onResponse } : {}),
        })) as autocannon.Request[],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    )
    if (times) instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => void times.push(ms))
  })
}

const r2 = (x: number) => Math.round(x * 100) / 100
/** The server's CPU per answer between two readings of it (null without both, or without answers). */
const perRequest = (cpu0: number | null, cpu1: number | null, requests: number) =>
  cpu0 !== null && cpu1 !== null && requests ? r2((cpu1 - cpu0) / requests) : null

export async function runLoad(opts: LoadOptions): Promise<LoadResult> {
  const scripted = wrkInstalled() && opts.wrkScript
  if (scripted || (wrkInstalled() && opts.requests.every((r) => (r.method ?? 'GET') === 'GET' && !r.setupRequest && !r.onResponse))) {
    const run = { url: opts.url, connections: opts.connections, headers: opts.headers ?? {}, paths: opts.requests.map((r) => r.path) }
    if (opts.warmup > 0) await runWrk({ ...run, seconds: opts.warmup, script: scripted ? await scripted() : undefined })
    const script = scripted ? await scripted() : undefined
    const cpu0 = cpuMs(opts.serverPid)
    const result = await runWrk({ ...run, seconds: opts.duration, script })
    const cpu1 = cpuMs(opts.serverPid)
    return {
      p50: r2(result.p50),
      p95: r2(result.p95),
      p99: r2(result.p99),
      rps: Math.round((result.requests - result.fillers - result.non2xx) / result.seconds),
      requests: result.requests - result.fillers,
      non2xx: result.non2xx,
      errors: result.errors,
      seconds: r2(result.seconds),
      cpuMsPerRequest: perRequest(cpu0, cpu1, result.requests - result.fillers),
      generator: 'wrk',
    }
  }
  if (opts.warmup > 0) await once(opts, opts.warmup, undefined)
  const times: number[] = []
  const cpu0 = cpuMs(opts.serverPid)
  const result = await once(opts, opts.duration, times)
  const cpu1 = cpuMs(opts.serverPid)
  times.sort((a, b) => a - b)
  const ok = result['2xx']
  return {
    p50: r2(percentile(times, 50)),
    p95: r2(percentile(times, 95)),
    p99: r2(percentile(times, 99)),
    rps: Math.round(ok / result.duration),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    seconds: result.duration,
    cpuMsPerRequest: perRequest(cpu0, cpu1, result.requests.total),
    generator: 'autocannon',
  }
}
