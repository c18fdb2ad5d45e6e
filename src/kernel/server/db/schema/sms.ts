import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { keywordIndexes, nowSeconds, unixTime } from './columns.ts'

/**
 * SMS verification codes (spec sections 5 and 7). Only a salted hash of the code is kept.
 * A code belongs to the phone it was sent to, the purpose (Type) and the agent who asked for it;
 * it dies when used, when it expires, or after too many wrong tries.
 */
export const SmsCode = pgTable(
  'sms_code',
  {
    Id: serial().primaryKey(),
    Phone: text().notNull(),
    Type: integer().notNull(),
    AgentId: integer().notNull().default(0),
    CodeHash: text().notNull(),
    ExpireTime: unixTime().notNull(),
    Attempts: integer().notNull().default(0),
    UsedTime: unixTime().notNull().default(0),
    CreateTime: unixTime().notNull().default(nowSeconds),
  },
  (t) => [index().on(t.Phone, t.Type, t.CreateTime), index().on(t.AgentId, t.CreateTime)],
)

/** Texts the development sender "sent": read by administrators on /system/sms_outbox (shared/resources/sms-outbox.ts). */
export const SmsOutbox = pgTable(
  'sms_outbox',
  {
    Id: serial().primaryKey(),
    Phone: text().notNull(),
    Type: integer().notNull().default(0),
    Text: text().notNull(),
    CreateTime: unixTime().notNull().default(nowSeconds),
  },
  (t) => [index().on(t.CreateTime), index().on(t.Phone), index().on(t.Type, t.CreateTime), ...keywordIndexes('sms_outbox', t.Phone)],
)
