import { index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { nowSeconds, keywordIndexes, unixTime } from './columns.ts'

/** A login session. Only the token's SHA-256 is stored; the token itself never is. */
export const Session = pgTable(
  'session',
  {
    Id: serial().primaryKey(),
    TokenHash: text().notNull(),
    AgentId: integer().notNull(),
    Day: integer().notNull().default(0),
    CreateTime: unixTime().notNull().default(nowSeconds),
    LastTime: unixTime().notNull().default(nowSeconds),
    ExpireTime: unixTime().notNull(),
    RevokeTime: unixTime().notNull().default(0),
    Ip: text().notNull().default(''),
    UserAgent: text().notNull().default(''),
  },
  (t) => [uniqueIndex().on(t.TokenHash), index().on(t.AgentId)],
)

/**
 * Login throttling (services/login-throttle.ts): one row per key — an account from one address
 * (`a:<account>|<ip>`) or an address across accounts (`i:<ip>`) — counting attempts in the current
 * window, blocked until `BlockedUntil` once over its limit, for longer each time (`Level`).
 */
export const LoginThrottle = pgTable(
  'login_throttle',
  {
    Key: text().primaryKey(),
    Kind: text().notNull(),
    Account: text().notNull().default(''),
    Ip: text().notNull(),
    Attempts: integer().notNull().default(0),
    WindowStart: unixTime().notNull(),
    Level: integer().notNull().default(0),
    BlockedUntil: unixTime().notNull().default(0),
    LastTime: unixTime().notNull(),
  },
  (t) => [index().on(t.BlockedUntil)],
)

/** Every block a key earned: who was throttled, from where, until when, and who lifted it. */
export const LoginLockout = pgTable(
  'login_lockout',
  {
    Id: serial().primaryKey(),
    Key: text().notNull(),
    Kind: text().notNull(),
    Account: text().notNull().default(''),
    Ip: text().notNull(),
    Attempts: integer().notNull(),
    Level: integer().notNull(),
    BlockedUntil: unixTime().notNull(),
    CreateTime: unixTime().notNull().default(nowSeconds),
    LiftTime: unixTime().notNull().default(0),
    LiftAgent: integer().notNull().default(0),
  },
  (t) => [
    index().on(t.CreateTime),
    index().on(t.BlockedUntil),
    index().on(t.Kind, t.CreateTime),
    index().on(t.Key),
    ...keywordIndexes('login_lockout', t.Account, t.Ip),
  ],
)

/** Server errors by error id: the id in a 500 answer finds its row here and its log line. */
export const ErrorLog = pgTable(
  'error_log',
  {
    Id: serial().primaryKey(),
    ErrorId: text().notNull(),
    Method: text().notNull(),
    Path: text().notNull(),
    AgentId: integer().notNull().default(0),
    Message: text().notNull(),
    Stack: text().notNull().default(''),
    CreateTime: unixTime().notNull().default(nowSeconds),
  },
  (t) => [...keywordIndexes('error_log', t.Path, t.Message), uniqueIndex().on(t.ErrorId), index().on(t.CreateTime)],
)

/**
 * A POST sent with an `Idempotency-Key` (lib/idempotency.ts), per agent: the first request's
 * path and body hash, and once it has answered, its status, headers and body, which a repeat of
 * the key gets instead of a second write. `Status` 0 while the first is still running.
 */
export const IdempotencyKey = pgTable(
  'idempotency_key',
  {
    AgentId: integer().notNull(),
    Key: text().notNull(),
    Hash: text().notNull(),
    Status: integer().notNull().default(0),
    Headers: text().notNull().default('{}'),
    Body: text().notNull().default(''),
    CreateTime: unixTime().notNull().default(nowSeconds),
  },
  (t) => [primaryKey({ columns: [t.AgentId, t.Key] }), index().on(t.AgentId, t.CreateTime)],
)

/**
 * The last number given to each kind of document (resources/doc-numbers.ts): taken in the
 * document's own transaction under this row's lock, so numbers come in order and a rolled-back
 * create leaves no gap.
 */
export const DocSequence = pgTable('doc_sequence', {
  Doc: text().primaryKey(),
  Last: integer().notNull().default(0),
})

/**
 * Fixed-window counters of the public endpoints (Public/Chat/*): one row per key (a visitor of a
 * shop, or an address) and window. Counted in one upsert, so concurrent posts past the limit are
 * refused whatever process serves them.
 */
export const PublicThrottle = pgTable(
  'public_throttle',
  {
    Key: text().primaryKey(),
    WindowStart: unixTime().notNull(),
    Hits: integer().notNull().default(0),
  },
  (t) => [index().on(t.WindowStart)],
)
