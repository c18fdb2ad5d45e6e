import { sql } from 'drizzle-orm'
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { nowSeconds, unixTime } from './columns.ts'

/**
 * Who holds a work item of a queue. One row per document at most (the unique index is what keeps
 * two workers from holding the same item); a claim idle longer than the queue setting lapses.
 */
export const QueueClaim = pgTable(
  'queue_claim',
  {
    Id: serial().primaryKey(),
    Doc: text().notNull(),
    DocId: integer().notNull(),
    AgentId: integer().notNull(),
    ClaimTime: unixTime().notNull().default(nowSeconds),
    LastTime: unixTime().notNull().default(nowSeconds),
  },
  (t) => [uniqueIndex().on(t.Doc, t.DocId), index().on(t.AgentId), index().on(t.LastTime)],
)

/**
 * A work item taken over from the colleague who held it: the former holder is told (a reminder),
 * and the record says who took what from whom, when.
 */
export const QueueTakeover = pgTable(
  'queue_takeover',
  {
    Id: serial().primaryKey(),
    Doc: text().notNull(),
    DocId: integer().notNull(),
    FromAgentId: integer().notNull(),
    ToAgentId: integer().notNull(),
    CreateTime: unixTime().notNull().default(nowSeconds),
  },
  (t) => [index().on(t.FromAgentId, t.CreateTime), index().on(t.Doc, t.DocId)],
)

/**
 * A reminder the agent has read (the reminder centre marks it; the bell counts the rest). Reminders
 * themselves are derived from the documents; only the read mark is stored, keyed by the reminder's
 * stable key (which names the document and its state, so a document back in a queue is news again).
 */
export const ReminderRead = pgTable(
  'reminder_read',
  {
    Id: serial().primaryKey(),
    AgentId: integer().notNull(),
    Key: text().notNull(),
    ReadTime: unixTime().notNull().default(nowSeconds),
  },
  (t) => [uniqueIndex().on(t.AgentId, t.Key), index().on(t.ReadTime)],
)

/**
 * One run of a scheduled job: when, by whom (0: the scheduler), how it ended and what it did.
 * A run in progress has Outcome 0; at most one per job (the partial unique index), which is how
 * several server processes agree that only one of them runs a job at a time.
 */
export const JobRun = pgTable(
  'job_run',
  {
    Id: serial().primaryKey(),
    Job: text().notNull(),
    AgentId: integer().notNull().default(0),
    StartTime: unixTime().notNull().default(nowSeconds),
    EndTime: unixTime().notNull().default(0),
    /** 0 running, 1 done, 2 failed, 3 skipped (another process was running it). */
    Outcome: integer().notNull().default(0),
    Moved: integer().notNull().default(0),
    Message: text().notNull().default(''),
    /** The process that ran it (host:pid): which of several app servers led. */
    Runner: text().notNull().default(''),
  },
  (t) => [
    index().on(t.Job, t.StartTime),
    index().on(t.StartTime),
    uniqueIndex('job_run_running')
      .on(t.Job)
      .where(sql`${t.Outcome} = 0`),
  ],
)
