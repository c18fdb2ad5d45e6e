import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'

export { ROOT } from '../../src/kernel/server/paths.ts'
import { ROOT } from '../../src/kernel/server/paths.ts'

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer()
    s.once('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port
      s.close(() => resolve(port))
    })
  })
}

/** The environment every server the bench starts runs with: API only, no demo seeding, no jobs, quiet. */
export function serverEnv(extra: Record<string, string>, port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DEMO: '0',
    SCHEDULER: 'off',
    STATIC_DIR: '',
    LOG_LEVEL: 'warn',
    ...extra,
  }
  // One of DATA_DIR or DATABASE_URL decides the database: never both from the caller's shell.
  if (!extra.DATABASE_URL) delete env.DATABASE_URL
  return env
}

// Servers still running when the bench ends (an error, Ctrl-C) are ended with it.
const running = new Set<ChildProcess>()
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL')
})

/** Runs a TypeScript entry in a new Node process (tsx as the loader, as `npm start` does). */
export function spawnTs(entry: string, env: NodeJS.ProcessEnv): ChildProcess {
  // BENCH_CPU_PROF=<dir>: the process writes a V8 CPU profile there when it ends (node --cpu-prof).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []
  return track(spawn(process.execPath, [...profile, '--import', 'tsx', entry], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] }))
}

/** A server process this run started: ended with the run if it is still up. */
export function track(child: ChildProcess): ChildProcess {
  running.add(child)
  child.once('exit', () => running.delete(child))
  return child
}

/** Polls GET /Api/Health until it answers 200. */
export async function waitHealthy(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = performance.now() + timeoutMs
  let exited: number | null = null
  child.once('exit', (code) => (exited = code ?? -1))
  for (;;) {
    if (exited !== null) throw new Error(`the server exited (code ${exited}) before it was healthy`)
    try {
      const res = await fetch(`${url}/Api/Health`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    if (performance.now() > deadline) throw new Error(`the server was not healthy after ${timeoutMs / 1000} s`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

/** Ends a child politely, then firmly. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
  await exited
  clearTimeout(timer)
}

/** Keeps the last lines a child printed, for the error when it fails. */
export function tail(child: ChildProcess, lines = 40): () => string {
  const kept: string[] = []
  const take = (chunk: Buffer) => {
    kept.push(...chunk.toString().split('\n').filter(Boolean))
    if (kept.length > lines) kept.splice(0, kept.length - lines)
  }
  child.stdout?.on('data', take)
  child.stderr?.on('data', take)
  return () => kept.join('\n')
}
