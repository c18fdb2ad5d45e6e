import { sql } from 'drizzle-orm'
import { bigint, date, integer, pgTable, primaryKey, smallint, text, index } from 'drizzle-orm/pg-core'
import { unixTime } from '../../../kernel/server/db/schema/columns.ts'

/**
 * The achievement credits, one row per deal and agent credited (finance/achieve.ts `credits` says
 * who is credited what), and their sums per company day below. Neither is written by the product's
 * code: database triggers keep both in the transaction that changes an order, a sales order, a
 * customer's cooperating agent, that agent's department or the sharing rule (migration
 * 0022_achieve_rollup_triggers.sql; `npm run rollups:rebuild` makes them again from the documents).
 */
export const AchieveCredit = pgTable(
  'achieve_credit',
  {
    Doc: text().notNull(),
    DocId: integer().notNull(),
    /** 1 for the cooperating agent's share of a shared customer's deal, 0 for the owner's credit. */
    Shared: smallint().notNull(),
    AgentId: integer().notNull(),
    DepartmentId: integer().notNull(),
    /** The deal's owner and department (for a shared credit, whose deal it shares). */
    OwnerId: integer().notNull(),
    OwnerDepartmentId: integer().notNull(),
    /** The moment the deal counts from (paid, confirmed), and its company day. */
    T: unixTime().notNull(),
    Day: date({ mode: 'string' }).notNull(),
    Amount: bigint({ mode: 'number' }).notNull(),
    Total: bigint({ mode: 'number' }).notNull(),
    /**
     * 1 once a closed commission period counted this deal for this agent (a commission_credit row
     * names it; kept by triggers on both tables): an open month counts only the rest, read on the
     * partial index below (an index-only scan) instead of an anti-join over every closed month.
     */
    Frozen: smallint().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.Doc, t.DocId, t.Shared] }),
    index().on(t.T),
    index().on(t.AgentId, t.Shared),
    // With the figures' columns, so a read of the late credits never visits the table.
    index('achieve_credit_unfrozen_index')
      .on(t.T, t.AgentId, t.Amount)
      .where(sql`${t.Frozen} = 0`),
  ],
)

/** The credits summed per company day, agent, department, owner and kind: what the achievement report and chart read. */
export const AchieveDay = pgTable(
  'achieve_day',
  {
    Day: date({ mode: 'string' }).notNull(),
    AgentId: integer().notNull(),
    DepartmentId: integer().notNull(),
    OwnerId: integer().notNull(),
    OwnerDepartmentId: integer().notNull(),
    Shared: smallint().notNull(),
    Amount: bigint({ mode: 'number' }).notNull(),
    Docs: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.Day, t.AgentId, t.DepartmentId, t.OwnerId, t.OwnerDepartmentId, t.Shared] })],
)

/**
 * The credits summed per company month (its first day), agent, department, owner, kind and
 * frozenness: a month's report or an open commission month reads a few hundred rows, not its days.
 */
export const AchieveMonth = pgTable(
  'achieve_month',
  {
    Month: date({ mode: 'string' }).notNull(),
    AgentId: integer().notNull(),
    DepartmentId: integer().notNull(),
    OwnerId: integer().notNull(),
    OwnerDepartmentId: integer().notNull(),
    Shared: smallint().notNull(),
    Frozen: smallint().notNull(),
    Amount: bigint({ mode: 'number' }).notNull(),
    Docs: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.Month, t.AgentId, t.DepartmentId, t.OwnerId, t.OwnerDepartmentId, t.Shared, t.Frozen] })],
)
