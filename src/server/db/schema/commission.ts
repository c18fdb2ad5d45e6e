import { bigint, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { nowSeconds, unixTime } from '../../../kernel/server/db/schema/columns.ts'

/**
 * A closed commission period (a calendar month in the company's time zone): who closed it, when,
 * and the moments it spanned. Its figures and the credits behind them are frozen in the two
 * tables below; one row per month, so closing a month twice fails on the unique index.
 */
export const CommissionPeriod = pgTable(
  'commission_period',
  {
    Id: serial().primaryKey(),
    /** `2026-10`. */
    Month: text().notNull(),
    BeginTime: unixTime().notNull(),
    EndTime: unixTime().notNull(),
    TimeZone: text().notNull(),
    /** The assisting share in force when it closed (hundredths of a percent). */
    AssistShare: integer().notNull().default(0),
    ClosedBy: integer().notNull().default(0),
    ClosedTime: unixTime().notNull().default(nowSeconds),
  },
  (t) => [uniqueIndex().on(t.Month), index().on(t.EndTime)],
)

/** One agent's frozen figures of a closed period, with the percentages they were computed with. Money in hundredths. */
export const CommissionLine = pgTable(
  'commission_line',
  {
    Id: serial().primaryKey(),
    PeriodId: integer().notNull(),
    AgentId: integer().notNull(),
    AgentName: text().notNull().default(''),
    DepartmentId: integer().notNull().default(0),
    DepartmentName: text().notNull().default(''),
    RoleTitle: text().notNull().default(''),
    /** Whom the agent assisted for commission then (Agent.Assister at closing): the assisting drill-down reads it. */
    AssisterId: integer().notNull().default(0),
    Achievement: bigint({ mode: 'number' }).notNull().default(0),
    RolePercentage: integer().notNull().default(0),
    Own: bigint({ mode: 'number' }).notNull().default(0),
    /** The achievement of the agents this one assists. */
    Assisted: bigint({ mode: 'number' }).notNull().default(0),
    AssistShare: integer().notNull().default(0),
    Assisting: bigint({ mode: 'number' }).notNull().default(0),
    DepartmentPercentage: integer().notNull().default(0),
    DepartmentShare: bigint({ mode: 'number' }).notNull().default(0),
    Total: bigint({ mode: 'number' }).notNull().default(0),
    Documents: integer().notNull().default(0),
    Late: integer().notNull().default(0),
  },
  (t) => [uniqueIndex().on(t.PeriodId, t.AgentId), index().on(t.AgentId), index().on(t.DepartmentId), index().on(t.PeriodId, t.AssisterId)],
)

/**
 * The exact credits a closed period counted (document kind, id, agent credited, amount). A credit
 * is counted once: in the period it was frozen with; one that is not here and falls in a closed
 * period is late and counts in the first open period.
 */
export const CommissionCredit = pgTable(
  'commission_credit',
  {
    Id: serial().primaryKey(),
    PeriodId: integer().notNull(),
    Doc: text().notNull(),
    DocId: integer().notNull(),
    AgentId: integer().notNull(),
    DepartmentId: integer().notNull().default(0),
    Amount: bigint({ mode: 'number' }).notNull().default(0),
    Total: bigint({ mode: 'number' }).notNull().default(0),
    Shared: integer().notNull().default(0),
    No: text().notNull().default(''),
    Title: text().notNull().default(''),
    Module: text().notNull().default(''),
    Time: unixTime().notNull(),
    /** Counted here though its time falls in an earlier closed period. */
    Late: integer().notNull().default(0),
  },
  (t) => [uniqueIndex().on(t.Doc, t.DocId, t.AgentId), index().on(t.PeriodId, t.AgentId)],
)
