import type { ChildProcess } from 'node:child_process'
import path from 'node:path'
import { freePort, ROOT, serverEnv, spawnTs, stopChild, tail, waitHealthy } from './process.ts'

export interface BenchServer {
  url: string
  pid: number | undefined
  stop(): Promise<void>
}

/** Starts bench/measure/serve.ts on the loaded database and waits until it listens and answers. */
export async function startBenchServer(dbEnv: Record<string, string>, extra: Record<string, string> = {}): Promise<BenchServer> {
  const port = await freePort()
  const child: ChildProcess = spawnTs(path.join(ROOT, 'bench/measure/serve.ts'), serverEnv({ ...dbEnv, ...extra }, port))
  const output = tail(child)
  const ready = new Promise<void>((resolve, reject) => {
    let buf = ''
    child.stdout!.on('data', (c: Buffer) => {
      buf += c.toString()
      if (/BENCH_READY \d+/.test(buf)) resolve()
    })
    child.once('exit', (code) => reject(new Error(`the bench server exited (code ${code}):\n${output()}`)))
  })
  const url = `http://127.0.0.1:${port}`
  await ready
  await waitHealthy(url, child)
  return { url, pid: child.pid, stop: () => stopChild(child) }
}
