// The embedded database on a thread of its own (db/pglite-thread.ts is the other end): PostgreSQL
// compiled to WebAssembly runs for as long as a query takes, and here it no longer holds up the
// HTTP, JSON and compression work of the main thread. Plain JavaScript, so the server runs it the
// same way from its sources and from its bundle.
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'

const ERROR_FIELDS = [
  'name',
  'code',
  'detail',
  'hint',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'position',
  'where',
  'dataType',
  'routine',
]
const identity = (v) => v

/** Query options across the thread boundary: parsers cannot cross, so the other end names the types it wants unparsed. */
const options = (o) =>
  o && {
    rowMode: o.rowMode,
    blob: o.blob,
    parsers: o.unparsed ? Object.fromEntries(o.unparsed.map((oid) => [oid, identity])) : undefined,
  }

function serialise(e) {
  const out = { message: String(e?.message ?? e) }
  for (const k of ERROR_FIELDS) if (e?.[k] !== undefined) out[k] = e[k]
  return out
}

const db = await PGlite.create({ dataDir: workerData.dataDir, loadDataDir: workerData.loadDataDir, extensions: { pg_trgm } })
/** Open transactions by the id of the message that began them. */
const open = new Map()
const on = (tx) => (tx ? open.get(tx).tx : db)

const ops = {
  query: (m) => on(m.tx).query(m.sql, m.params, options(m.options)),
  exec: (m) => on(m.tx).exec(m.sql, options(m.options)),
  listen: (m) => db.listen(m.channel, (payload) => parentPort.postMessage({ notify: m.channel, payload })).then(() => null),
  dump: async (m) => {
    const file = await db.dumpDataDir(m.compression)
    return { name: file.name, type: file.type, bytes: await file.arrayBuffer() }
  },
  close: () => db.close().then(() => null),
  // BEGIN answers once the transaction holds the database; `end` commits or rolls it back.
  begin: (m) =>
    new Promise((begun, failed) => {
      const entry = {}
      db.transaction(
        (tx) =>
          new Promise((commit, rollback) => {
            Object.assign(entry, { tx, commit, rollback })
            open.set(m.id, entry)
            begun(null)
          }),
      )
        .then(
          () => entry.ended?.(null),
          (e) => (entry.rolledBack ? entry.ended?.(null) : entry.failed ? entry.failed(e) : failed(e)),
        )
        .finally(() => open.delete(m.id))
    }),
  end: (m) =>
    new Promise((ended, failed) => {
      const entry = open.get(m.tx)
      Object.assign(entry, { ended, failed, rolledBack: !m.commit })
      if (m.commit) entry.commit()
      else entry.rollback(new Error('rolled back'))
    }),
}

parentPort.on('message', (m) => {
  ops[m.op](m).then(
    (value) => parentPort.postMessage({ id: m.id, value }, value?.bytes ? [value.bytes] : []),
    (e) => parentPort.postMessage({ id: m.id, error: serialise(e) }),
  )
})
parentPort.postMessage({ ready: true })
