import { Worker } from 'node:worker_threads'
import path from 'node:path'
import type { Results, QueryOptions } from '@electric-sql/pglite'
import { ROOT } from '../paths.ts'

/** The worker that holds the embedded database (plain JavaScript: the same file from the sources and the bundle). */
const WORKER_FILE = path.join(ROOT, 'src/kernel/server/db/pglite-worker.mjs')

type Options = QueryOptions & { parsers?: Record<number, unknown> }
type Reply = { id: number; value?: unknown; error?: Record<string, unknown> & { message: string } }

/** What a query may run on: the database, or one transaction of it. */
interface Queryable {
  query<T>(sql: string, params?: unknown[], options?: Options): Promise<Results<T>>
  exec(sql: string, options?: Options): Promise<Results[]>
}

/**
 * The embedded database (PGlite) on its own thread, with the part of PGlite's interface the code
 * uses (query, exec, transaction, listen, dumpDataDir, close): the WebAssembly database runs
 * beside the HTTP work instead of taking turns with it on one thread. Queries of the whole
 * database wait while a transaction holds it, as in PGlite itself.
 */
export class PGliteThread implements Queryable {
  private next = 1
  private readonly pending = new Map<number, { resolve(v: unknown): void; reject(e: unknown): void }>()
  private readonly listeners = new Map<string, Set<(payload: string) => void>>()

  private constructor(private readonly worker: Worker) {
    worker.on('message', (m: Reply & { notify?: string; payload?: string }) => {
      if (m.notify !== undefined) {
        for (const fn of this.listeners.get(m.notify) ?? []) fn(m.payload ?? '')
        return
      }
      const p = this.pending.get(m.id)
      if (!p) return
      this.pending.delete(m.id)
      if (!this.pending.size) this.worker.unref()
      if (m.error) p.reject(Object.assign(new Error(m.error.message), m.error))
      else p.resolve(m.value)
    })
    worker.on('error', (e) => this.failAll(e))
    worker.on('exit', (code) => this.failAll(new Error(`the embedded database's thread ended (${code})`)))
  }

  static async open(opts: { dataDir?: string; loadDataDir?: Blob }): Promise<PGliteThread> {
    const worker = new Worker(WORKER_FILE, { workerData: opts })
    await new Promise<void>((resolve, reject) => {
      const fail = (e: unknown) => reject(e instanceof Error ? e : new Error(`the embedded database did not start (${String(e)})`))
      worker.once('message', () => (worker.off('error', fail).off('exit', fail), resolve()))
      worker.once('error', fail).once('exit', fail)
    })
    return new PGliteThread(worker)
  }

  private failAll(e: unknown) {
    for (const p of this.pending.values()) p.reject(e)
    this.pending.clear()
  }

  /** One request to the thread; the process stays alive while an answer is awaited, and no longer. */
  private send<T>(message: Record<string, unknown>, id = this.next++): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (!this.pending.size) this.worker.ref()
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject })
      this.worker.postMessage({ ...message, id })
    })
  }

  query<T>(sql: string, params?: unknown[], options?: Options, tx?: number): Promise<Results<T>> {
    return this.send({ op: 'query', sql, params, options: crossable(options), tx })
  }

  exec(sql: string, options?: Options, tx?: number): Promise<Results[]> {
    return this.send({ op: 'exec', sql, options: crossable(options), tx })
  }

  /** Runs `fn` in one transaction: committed when it resolves, rolled back (and its error rethrown) when it throws. */
  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const id = this.next++
    await this.send({ op: 'begin' }, id)
    const tx: Queryable = {
      query: (sql, params, options) => this.query(sql, params, options, id),
      exec: (sql, options) => this.exec(sql, options, id),
    }
    let result: T
    try {
      result = await fn(tx)
    } catch (e) {
      await this.send({ op: 'end', tx: id, commit: false })
      throw e
    }
    await this.send({ op: 'end', tx: id, commit: true })
    return result
  }

  async listen(channel: string, fn: (payload: string) => void): Promise<void> {
    let set = this.listeners.get(channel)
    if (!set) {
      this.listeners.set(channel, (set = new Set()))
      await this.send({ op: 'listen', channel })
    }
    set.add(fn)
  }

  /** The whole data directory as one file (what PGlite's `loadDataDir` takes). */
  async dumpDataDir(compression: 'none' | 'gzip' | 'auto' = 'none'): Promise<File> {
    const { name, type, bytes } = await this.send<{ name: string; type: string; bytes: ArrayBuffer }>({ op: 'dump', compression })
    return new File([bytes], name, { type })
  }

  async close(): Promise<void> {
    await this.send({ op: 'close' })
    await this.worker.terminate()
  }
}

/** Parsers are functions and cannot cross to the thread: drizzle's leave their types unparsed (the identity), which the thread repeats. */
function crossable(options?: Options) {
  if (!options) return undefined
  const { parsers, ...rest } = options
  for (const parse of Object.values(parsers ?? {})) {
    const parsed: unknown = parse('1')
    if (parsed !== '1') throw new Error('the embedded database thread takes no parser but the identity')
  }
  return { ...rest, unparsed: parsers ? Object.keys(parsers).map(Number) : undefined }
}
