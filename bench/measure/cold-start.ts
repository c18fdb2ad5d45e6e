import path from 'node:path'
import { freePort, ROOT, serverEnv, spawnTs, stopChild, tail, waitHealthy } from './process.ts'

/**
 * Cold start: from spawning the product's own entry (src/server/main.ts, what `npm start` runs
 * once the client is built) on the loaded data until GET /Api/Health answers 200. Each start is
 * a new process; the median of `starts` is the figure.
 */
export async function coldStarts(dbEnv: Record<string, string>, starts: number): Promise<{ median: number; runs: number[] }> {
  const runs: number[] = []
  for (let i = 0; i < starts; i++) {
    const port = await freePort()
    const began = performance.now()
    const child = spawnTs(path.join(ROOT, 'src/server/main.ts'), serverEnv(dbEnv, port))
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
