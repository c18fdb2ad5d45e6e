import type { SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { DocContext, DocEvent, Lifecycle, Actor } from '../../../machines/define.ts'
import type { QueueSource } from '../../../machines/queues.ts'
import type { QueueDef } from '../shared/lifecycle/queues.ts'
import type { PermissionKey } from '../shared/permissions.ts'
import type { MessageDescriptor } from '../shared/messages.ts'
import type { ResourceDef } from '../shared/resources/define.ts'
import type { Reminder } from '../shared/schemas/reminders.ts'
import type { AuthContext, Deps, WriteContext } from './env.ts'
import type { Db, Tx } from './db/client.ts'
import type { ChangeTopic } from './db/changes.ts'

/*
 * The types the parts are written against: a lifecycle document's server side, a scheduled job,
 * and the registry the app builds of them from its modules. Deps names the registry (env.ts):
 * the two files know each other's types and nothing else.
 */

/** A lifecycle document's table: the record columns, its machine's State and an optimistic Version. */
export type DocTable = PgTable & { Id: PgColumn; State: PgColumn; Version: PgColumn; Status: PgColumn }

export type Row = Record<string, unknown> & { Id: number; State: string; Version: number }

export interface EffectContext {
  tx: Tx
  deps: Deps
  row: Row
  context: DocContext
  event: DocEvent
  from: string
  to: string
  /** The agent sending the event; null for the scheduler. */
  auth: AuthContext | null
  now: number
}

/**
 * An effect named by the machine, run in the transition's transaction. It may answer changes to
 * the record's own columns, and refuse by throwing an ApiError (the whole transition rolls back).
 */
export type Effect = (ctx: EffectContext) => Promise<Record<string, unknown> | void> | Record<string, unknown> | void

/** What the server adds to a machine to run it over the database. */
export interface LifecycleServer {
  lifecycle: Lifecycle
  table: DocTable
  /** The document's resource definition: its state labels, its date field. */
  def: ResourceDef
  /** Why each guard of the machine refuses, by guard name (the 409's message, the disabled button's tooltip). */
  reasons: Readonly<Record<string, MessageDescriptor>>
  /**
   * The lines and facts the guards read, looked up in the transition's transaction; `db` is for
   * what the process remembers across transactions (rule settings).
   */
  load?(tx: Tx | Db, row: Row, actor: Actor, db: Db): Promise<{ lines?: Record<string, unknown>[]; facts?: Record<string, unknown> }>
  effects?: Record<string, Effect>
  /**
   * Event data only the server may supply (a gateway's answer), looked up after the machine has
   * accepted the event without it and merged over the caller's data, so a caller cannot forge it;
   * the machine then checks the event again with it. Nothing outside is asked for a refused event.
   */
  enrich?(ctx: { tx: Tx; deps: Deps; row: Row; context: DocContext; event: DocEvent }): Promise<Record<string, unknown>>
  /**
   * What the timeline row says besides the event's data, known only to the server as the event is
   * applied (a transfer's previous owner): merged into its Data, never read from the caller.
   */
  note?(ctx: EffectContext): Promise<Record<string, unknown>> | Record<string, unknown>
  /** Runs in the transition's transaction after the new state is stored: may refuse (throw) and undo it all. */
  afterTransition?(ctx: EffectContext & { updated: Row }): Promise<void> | void
  /** Values a new record starts with besides the machine's initial state. */
  onCreate?(ctx: WriteContext & { id: number }): Promise<void> | void
}

/**
 * What an area does when another area's document takes an event, in that transition's transaction,
 * right after the document's own effects: the supply chain completes its sales orders when their
 * delivery ships. The document's area need not know who follows it.
 */
export interface Follower {
  doc: string
  event: string
  run(ctx: EffectContext): Promise<void>
}

/** How a lifecycle document is reached from outside its own routes (queues, reminders, boards): its scope and keys. */
export interface DocAccess {
  spec: LifecycleServer
  scoped(auth: AuthContext): SQL | undefined
  key(action: 'view' | 'create' | 'update' | 'delete' | 'export'): PermissionKey
  /** The keys any one of which reads its records (define.ts `viewKeys`). */
  view: readonly PermissionKey[]
  /** One record as Get answers it, without scope. */
  fetch(db: Db | Tx, id: number): Promise<Record<string, unknown> | undefined>
}

/**
 * A queue may hold only part of a tagged state's documents: `about-to-lose` holds the private
 * customers whose fall to the high seas is near, not all of them. A narrowing names the extra
 * condition for one document type (given the time now); without one, the whole state is queued.
 */
export type Narrowing = (deps: Deps, t: number) => Promise<SQL | NarrowedQueue | undefined>

/**
 * A narrowing that also says when each item entered the queue (`enter`: its age is counted from
 * there, not from its state's start), when it falls due and by which rule.
 */
export interface NarrowedQueue {
  where: SQL
  enter?: SQL
  due?: SQL
  rule?: SQL
}

/** A work queue as the app runs it: the area's declaration and the documents and states that feed it. */
export interface AppQueue {
  def: QueueDef
  sources: readonly QueueSource[]
}

/** What the app's parts look each other up in, built once by createApp from the modules. */
export interface AppRegistry {
  /** The lifecycle documents, by document name. */
  docs: ReadonlyMap<string, DocAccess>
  /** The work queues by name, in the order the modules list them. */
  queues: ReadonlyMap<string, AppQueue>
  /** Queue narrowings, by `<queue>/<doc>`. */
  narrowings: ReadonlyMap<string, Narrowing>
  /** The scheduled jobs, the kernel's and the modules', in the order they are listed. */
  jobs: readonly Job[]
  /** What follows a document's event, by `<doc>.<event>`, in the order the modules are listed. */
  followers: ReadonlyMap<string, readonly Follower[]>
  /** The areas' own reminders, in the order the modules list them. */
  reminders: readonly ReminderSource[]
  /** Every resource's definition, by its cache name (a family member as `<name>/<suffix>`). */
  resources: ReadonlyMap<string, ResourceDef>
}

/**
 * Reminders an area derives from its own data for one agent, as they stand now (stock below its
 * minimum, lots about to expire): nothing is written when the data changes; the reminder centre
 * stores only what the agent has read, by each reminder's stable key.
 */
export interface ReminderSource {
  name: string
  list(deps: Deps, auth: AuthContext): Promise<Omit<Reminder, 'Read'>[]>
}

/**
 * News the live stream (`/Api/Live/Stream`, routes/live.ts) passes on: a change-feed topic, heard
 * in the browser as the event of that name. A topic naming one thing (`chat:12`, `reminder:3`)
 * says through `concerns` whether it concerns the agent; one naming nothing reaches everyone who
 * may hear it.
 */
export interface LiveSource {
  topic: ChangeTopic
  /** Who may hear it; absent: every signed-in agent. */
  permission?: PermissionKey
  concerns?(deps: Deps, auth: AuthContext, arg: string): Promise<boolean>
  /** The event's data for a topic naming one thing; by default `{ Id }` of the number it names. */
  data?(arg: string): Record<string, unknown>
}

/** What a scheduled job is given for one run. */
export interface JobContext {
  deps: Deps
  /** The run's clock (Unix seconds); jobs decide "due" against it, so a test can move time. */
  now: number
  /** Who asked: 0 for the scheduler, else the administrator who ran it on demand. */
  agentId: number
}

/** What a run did: how many documents it moved (or rows it cleared), and a short note for the log. */
export interface JobResult {
  moved: number
  message?: string
}

/**
 * A scheduled job. `run` must be idempotent: running it twice, or in two processes at once, moves
 * each document at most once (each move is a lifecycle transition the machine re-checks under a
 * row lock, so the second attempt is refused and not counted).
 */
export interface Job {
  name: string
  /** How often the scheduler runs it unless Setting `Job.<name>.Minutes` says otherwise (0: never). */
  defaultMinutes: number
  run(ctx: JobContext): Promise<JobResult>
}
