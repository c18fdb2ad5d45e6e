import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { authHeader, login } from './api.ts'
import { BROWSER, cpuMs, runLoad } from './http.ts'
import type { ListCase } from './lists.ts'
import { startNginx } from './nginx.ts'
import { startBenchServer, type BenchServer } from './server.ts'
import { ACCOUNTS } from '../load/org.ts'

export interface DeploymentFigure {
  list: ListCase['id']
  label: string
  processes: number
  rps: number
  p95: number
  /** CPU per answer (ms) of each app process, of nginx, and of the PostgreSQL server's processes. */
  cpu: { app: (number | null)[]; nginx: number | null; postgres: number | null }
}

/** The CPU (ms) of every process named `postgres` on this machine: the database server, when it runs here. */
function postgresCpuMs(): number | null {
  let total = 0
  let seen = false
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue
      const ms = cpuMs(Number(pid))
      if (ms !== null) {
        total += ms
        seen = true
      }
    } catch {
      // gone meanwhile
    }
  }
  return seen ? total : null
}

/** nginx's processes (master and workers) under the prefix directory it was started with. */
function nginxPids(master: number): number[] {
  const out = spawnSync('pgrep', ['-P', String(master)], { encoding: 'utf8' }).stdout ?? ''
  return [master, ...out.split('\n').filter(Boolean).map(Number)]
}

/**
 * The deployment (README "Several app servers behind nginx"): nginx in front with the site's own
 * proxy snippet, one and then two app processes behind it, the lists loaded through nginx. Beside
 * each figure, the CPU each app process, nginx and PostgreSQL spent per answer: what the step to
 * more app processes or a bigger database server buys can be read off.
 */
export async function measureDeployment(
  dbEnv: Record<string, string>,
  cases: ListCase[],
  load: { connections: number; duration: number; warmup: number },
): Promise<DeploymentFigure[]> {
  const servers: BenchServer[] = []
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'))
  const out: DeploymentFigure[] = []
  try {
    for (let i = 0; i < 2; i++) servers.push(await startBenchServer({ ...dbEnv, TRUST_PROXY: '1' }))
    for (const n of [1, 2]) {
      const front = await startNginx(
        path.join(dir, String(n)),
        servers.slice(0, n).map((s) => Number(new URL(s.url).port)),
      )
      try {
        const tokens: Record<ListCase['who'], string> = {
          admin: await login(front.url, ACCOUNTS.admin),
          sales: await login(front.url, ACCOUNTS.sales),
          warehouse: await login(front.url, ACCOUNTS.warehouse),
        }
        for (const c of cases) {
          const pids = servers.slice(0, n).map((s) => s.pid)
          const headers = { ...BROWSER, ...authHeader(tokens[c.who]) }
          const requests = c.paths.map((p) => ({ path: p }))
          if (load.warmup > 0)
            await runLoad({ url: front.url, connections: load.connections, duration: load.warmup, warmup: 0, headers, requests })
          const nginx = nginxPids(front.child.pid!)
          const read = () => ({
            app: pids.map((p) => cpuMs(p)),
            nginx: nginx.map((p) => cpuMs(p) ?? 0).reduce((a, b) => a + b, 0),
            postgres: postgresCpuMs(),
          })
          const before = read()
          const r = await runLoad({ url: front.url, connections: load.connections, duration: load.duration, warmup: 0, headers, requests })
          const after = read()
          const per = (a: number | null, b: number | null) =>
            a === null || b === null || !r.requests ? null : Math.round(((b - a) / r.requests) * 100) / 100
          out.push({
            list: c.id,
            label: c.label,
            processes: n,
            rps: r.rps,
            p95: r.p95,
            cpu: {
              app: before.app.map((a, i) => per(a, after.app[i]!)),
              nginx: per(before.nginx, after.nginx),
              postgres: per(before.postgres, after.postgres),
            },
          })
        }
      } finally {
        await front.stop()
      }
    }
  } finally {
    await Promise.all(servers.map((s) => s.stop()))
    fs.rmSync(dir, { recursive: true, force: true })
  }
  return out
}
