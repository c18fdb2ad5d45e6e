import { spawn } from 'node:child_process'
import { buildServer, SERVER_BUNDLE, serverStale } from '../../scripts/build.ts'
import { freePort, ROOT, serverEnv, stopChild, tail, track, waitHealthy } from './process.ts'

/**
 * Cold start: from spawning what `npm start` runs once the build is done (`node
 * dist/server/main.mjs`, built here when stale) on the loaded data until GET /Api/Health answers
 * 200. Each start is a new process; the median of `starts` is the figure.
 */
export async function coldStarts(dbEnv: Record<string, string>, starts: number): Promise<{ median: number; runs: number[] }> {
  if (serverStale()) await buildServer()
  const runs: number[] = []
  for (let i = 0; i < starts; i++) {
    const port = await freePort()
    const began = performance.now()
    const child = track(
      spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
        cwd: ROOT,
        env: serverEnv(dbEnv, port),
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    )
    const output = tail(child)
    try {
      await waitHealthy(`http://127.0.0.1:${port}`, child)
    } catch (err) {
      throw new Error(`${(err as Error).message}\n${output()}`)
    } finally {
      if (runs.length === i) runs.push(Math.round(performance.now() - began) / 1000)
      await stopChild(child)
    }
  }
  const sorted = [...runs].sort((a, b) => a - b)
  return { median: sorted[Math.floor(sorted.length / 2)]!, runs }
}
