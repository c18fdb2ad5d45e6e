import { spawnSync } from 'node:child_process'
import { adminQuery } from '../load/target.ts'

/**
 * pgbench's simple-update transactions (-N) at the same concurrency against the same PostgreSQL
 * server, in a scratch database made and dropped here: the ceiling for a transaction over the wire.
 */
export async function measurePgbench(
  admin: URL,
  opts: { connections: number; duration: number; name: string },
): Promise<{ tps: number } | { error: string }> {
  const which = spawnSync('pgbench', ['--version'], { encoding: 'utf8' })
  if (which.status !== 0) return { error: 'pgbench not installed' }
  await adminQuery(admin, `create database "${opts.name}"`)
  try {
    const conn = ['-h', admin.hostname, '-p', admin.port || '5432', ...(admin.username ? ['-U', decodeURIComponent(admin.username)] : [])]
    const env = { ...process.env, ...(admin.password ? { PGPASSWORD: decodeURIComponent(admin.password) } : {}) }
    const init = spawnSync('pgbench', ['-i', '-q', ...conn, opts.name], { encoding: 'utf8', env })
    if (init.status !== 0) return { error: `pgbench -i failed: ${init.stderr.trim().split('\n').pop()}` }
    const run = spawnSync(
      'pgbench',
      ['-N', '-c', String(opts.connections), '-j', '2', '-T', String(Math.max(1, Math.round(opts.duration))), ...conn, opts.name],
      { encoding: 'utf8', env },
    )
    const m = /tps = ([\d.]+) \(without initial connection time\)/.exec(run.stdout)
    if (run.status !== 0 || !m) return { error: `pgbench failed: ${(run.stderr || run.stdout).trim().split('\n').pop()}` }
    return { tps: Math.round(Number(m[1])) }
  } finally {
    await adminQuery(admin, `drop database if exists "${opts.name}" with (force)`)
  }
}
