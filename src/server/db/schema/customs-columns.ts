import { integer, text } from 'drizzle-orm/pg-core'
import { kg, nowSeconds, recordColumns, unixTime } from '../../../kernel/server/db/schema/columns.ts'

/** A goods line of a customs document (shared/resources/customs.ts customsGoodSchema). */
export const customsGoodColumns = () => ({
  ProductId: integer().notNull().default(0),
  Title: text().notNull(),
  Spec: text().notNull().default(''),
  BarCode: text().notNull().default(''),
  HsCode: text().notNull().default(''),
  Unit: text().notNull().default(''),
  Unit1: text().notNull().default(''),
  Num1: kg(),
  Unit2: text().notNull().default(''),
  Num2: kg(),
  Country: text().notNull().default(''),
  Num: integer().notNull(),
  Price: integer().notNull(),
  Weight: kg(),
})

/**
 * What every message document sent to the customs gateway keeps besides its own fields: its owner,
 * its lifecycle State, and the gateway's progress. PushStatus: 0 not posted, 1 posted, 2 refused.
 */
export const customsMessageColumns = () => ({
  ...recordColumns(),
  AgentId: integer().notNull().default(0),
  DepartmentId: integer().notNull().default(0),
  State: text().notNull().default('Draft'),
  /** When the record entered its State. */
  StateTime: unixTime().notNull().default(nowSeconds),
  PushStatus: integer().notNull().default(0),
  PushMessage: text().notNull().default(''),
  PostTime: unixTime().notNull().default(0),
  /** The newest receipt's code and time, and the number customs filed the message under. */
  LastCode: integer().notNull().default(0),
  ReceiptTime: unixTime().notNull().default(0),
  CustomsNo: text().notNull().default(''),
  Remark: text().notNull().default(''),
})
