import type { ChildProcess } from 'node:child_process'
import path from 'node:path'
import { freePort, ROOT, serverEnv, spawnTs, stopChild, tail, waitHealthy } from './process.ts'

export interface BenchServer {
  url: string
  /** Whether the stock ledger list is the product's route or the bench's stand-in (serve.ts). */
  ledgerRoute: 'product' | 'bench'
  pid: number | undefined
  stop(): Promise<void>
}

/** Starts bench/measure/serve.ts on the loaded database and waits until it listens and answers. */
export async function startBenchServer(dbEnv: Record<string, string>, extra: Record<string, string> = {}): Promise<BenchServer> {
  const port = await freePort()
  const child: ChildProcess = spawnTs(path.join(ROOT, 'bench/measure/serve.ts'), serverEnv({ ...dbEnv, ...extra }, port))
  const output = tail(child)
  const ready = new Promise<string>((resolve, reject) => {
    let buf = ''
    child.stdout!.on('data', (c: Buffer) => {
      buf += c.toString()
      const m = /BENCH_READY (\d+) (\S+)/.exec(buf)
      if (m) resolve(m[2]!)
    })
    child.once('exit', (code) => reject(new Error(`the bench server exited (code ${code}):\n${output()}`)))
  })
  const url = `http://127.0.0.1:${port}`
  const ledger = await ready
  await waitHealthy(url, child)
  return { url, ledgerRoute: ledger === 'product-ledger' ? 'product' : 'bench', pid: child.pid, stop: () => stopChild(child) }
}
