import { getTableName, sql, type Table } from 'drizzle-orm'
import type { Db } from './client.ts'

/**
 * What the app servers on one database tell each other: the database announces (triggers, then
 * NOTIFY at commit, migration 0008) when sessions, staff, roles, departments, settings or the API
 * registry change, and each process drops what it remembers of them. So a logout, a password
 * change or a departure reaches every process at once, though each keeps sessions in memory.
 */
export const CHANGES_CHANNEL = 'cbc_changes'
/**
 * `chat`: a consultation changed (a message in or out, read, assigned, closed); its payload
 * carries the conversation's id (`chat:12`), sent in the writing transaction (`notifyChat`) so it
 * arrives at commit, in every process, the writer's own included.
 */
/** `visit`: a shop page recorded a visitor's visit (the visitor records list, live like the chat). */
/** `reminder`: something came due for one agent (`reminder:<agentId>`): their bell counts again. */
export type ChangeTopic = 'auth' | 'settings' | 'api' | 'marker' | 'chat' | 'visit' | 'reminder'

/** Called with the payload's argument (`12` of `chat:12`), or undefined when anything may have changed. */
type Listener = (arg?: string) => void
const listeners = new WeakMap<Db, Map<string, Set<Listener>>>()

/** Runs `fn` whenever the database says `topic` changed (or when the feed was interrupted and anything may have). */
export function onChange(db: Db, topic: ChangeTopic, fn: Listener): () => void {
  let byTopic = listeners.get(db)
  if (!byTopic) listeners.set(db, (byTopic = new Map()))
  let set = byTopic.get(topic)
  if (!set) byTopic.set(topic, (set = new Set()))
  set.add(fn)
  return () => set.delete(fn)
}

/** What the feed heard: one topic (`topic` or `topic:argument`), or `*` when notifications may have been missed. */
export function announce(db: Db, payload: string) {
  const byTopic = listeners.get(db)
  if (!byTopic) return
  const colon = payload.indexOf(':')
  const heard = colon < 0 ? payload : payload.slice(0, colon)
  const arg = colon < 0 ? undefined : payload.slice(colon + 1)
  for (const [topic, set] of byTopic) if (payload === '*' || heard === topic) for (const fn of set) fn(arg)
}

/**
 * Announces, at the commit of the transaction `tx` belongs to, that a conversation changed: every
 * process's `onChange(db, 'chat', …)` hears its id (the live chat stream, routes/chat.ts).
 */
export async function notifyChat(tx: Pick<Db, 'execute'>, conversationId: number) {
  await notify(tx, 'chat', String(conversationId))
}

/** Announces `topic` (with its argument) to every process at the commit of the transaction `tx` belongs to. */
export async function notify(tx: Pick<Db, 'execute'>, topic: ChangeTopic, arg?: string) {
  await tx.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${arg === undefined ? topic : `${topic}:${arg}`})`)
}

/** Whether this database's feed is listening now: a cache remembers nothing while it is not. */
const fed = new WeakSet<Db>()
export const hasFeed = (db: Db) => fed.has(db)
export function markFed(db: Db, listening = true) {
  if (listening) fed.add(db)
  else fed.delete(db)
}

/**
 * Resolves once this process has heard every change committed before the call: it sends itself a
 * marker, and notifications arrive in commit order. For writes made past the app (scripts, tests).
 */
export async function heardAll(db: Db, timeoutMs = 5000): Promise<void> {
  if (!hasFeed(db)) return
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => (off(), reject(new Error('the change feed did not answer'))), timeoutMs)
    const off = onChange(db, 'marker', () => (clearTimeout(timer), off(), resolve()))
    db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, 'marker')`).catch((e: unknown) => (clearTimeout(timer), off(), reject(e)))
  })
}

/** The tables whose changes the database announces (migration 0008's triggers), by topic. */
const TOPIC_OF_TABLE: Readonly<Record<string, ChangeTopic>> = {
  session: 'auth',
  agent: 'auth',
  role: 'auth',
  department: 'auth',
  setting: 'settings',
  api_route: 'api',
}

/**
 * After this process committed a write to `table`: it forgets at once what the write may have
 * changed, rather than on the feed's echo a moment later (its next request may come first).
 */
export function wrote(db: Db, table: Table) {
  const topic = TOPIC_OF_TABLE[getTableName(table)]
  if (topic) announce(db, topic)
}
