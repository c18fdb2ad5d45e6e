import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { nowSeconds, trigrams, unixTime } from './columns.ts'

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

/** Failed logins, counted per account and per address for throttling. */
export const LoginFailure = pgTable(
  'login_failure',
  {
    Id: serial().primaryKey(),
    Account: text().notNull(),
    Ip: text().notNull(),
    CreateTime: unixTime().notNull().default(nowSeconds),
  },
  (t) => [index().on(t.Account, t.CreateTime), index().on(t.Ip, t.CreateTime)],
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
  (t) => [...trigrams('error_log', t.Path, t.Message), uniqueIndex().on(t.ErrorId), index().on(t.CreateTime)],
)
