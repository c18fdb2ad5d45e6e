import type { Locale } from '../shared/locales.ts'
import type { DataScope, PermissionKey } from '../shared/permissions.ts'
import type { Config } from './config.ts'
import type { Db, Tx } from './db/client.ts'
import type { Logger } from './lib/logger.ts'
import type { SmsSender } from './services/sms.ts'
import type { AppRegistry } from './contracts.ts'

/**
 * What every request handler can reach: built once at start, passed to createApp. An area that
 * brings a dependency of its own adds it here by declaration merging (the customs gateway).
 */
export interface Deps {
  db: Db
  dbKind: 'pglite' | 'postgres'
  config: Config
  log: Logger
  /** Where SMS texts go; by default chosen from the config (gateway or development outbox). */
  sms?: SmsSender
  /** The documents and queue narrowings the parts look up (built by createApp). */
  registry?: AppRegistry
  /** Whether this process runs the scheduled jobs now (db/client.ts `Database.leads`); absent: it does. */
  leads?: () => Promise<boolean>
}

/** The signed-in agent as the guards and the data-scope helper need it. */
export interface AuthContext {
  sessionId: number
  agentId: number
  agentName: string
  avatar: string
  departmentId: number
  /** Materialised path of the agent's department ("/1/4/"), for subtree scope. */
  departmentPath: string
  departmentName: string
  roleId: number
  roleTitle: string
  access: PermissionKey[]
  scope: DataScope
  /** The warehouses the agent works in (the `warehouse` scope's documents). */
  warehouseIds: readonly number[]
}

export interface AppEnv {
  Variables: {
    requestId: string
    lang: Locale
    /** undefined: not looked up yet; null: no valid session. */
    auth: AuthContext | null | undefined
    errorId: string | undefined
  }
}

/** What a resource's write hooks are given (resources/crud.ts) and a new document's onCreate. */
export interface WriteContext {
  tx: Tx
  auth: AuthContext
  /** The validated body (create: every field; update: the changed ones). */
  values: Record<string, unknown>
  /** The body as validated, before beforeWrite took anything out of it (a document's lines). */
  input: Record<string, unknown>
  /** The stored record, on update. */
  current?: Record<string, unknown>
  /** The caller has seen the likely duplicate and saves anyway (`ConfirmDuplicate`, define.ts `duplicates`). */
  confirmDuplicate?: boolean
}
