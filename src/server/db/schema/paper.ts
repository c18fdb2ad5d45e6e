import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type { AttemptStatus } from '../../../shared/resources/paper.ts'
import { keywordIndexes, nowSeconds, recordColumns, unixTime } from '../../../kernel/server/db/schema/columns.ts'

/** A bank question (shared/resources/paper.ts): options and correct letters fit its type. */
export const PaperQuestion = pgTable(
  'paper_question',
  {
    ...recordColumns(),
    Type: integer().notNull(),
    Title: text().notNull(),
    Options: jsonb().$type<string[]>().notNull().default([]),
    Answer: jsonb().$type<string[]>().notNull().default([]),
    ModelAnswer: text().notNull().default(''),
    Points: integer().notNull().default(5),
    Category: text().notNull(),
    Enabled: integer().notNull().default(1),
  },
  (t) => [
    ...keywordIndexes('paper_question', t.Title, t.Category),
    index().on(t.Score, t.Id),
    index().on(t.Type),
    index().on(t.Category, t.Enabled),
    index().on(t.Enabled),
    index().on(t.Points),
    index().on(t.CreateTime),
  ],
)

/** A questionnaire or an exam. `Assigned` and `Done` are counts kept by the assign and submit endpoints. */
export const Paper = pgTable(
  'paper',
  {
    ...recordColumns(),
    Title: text().notNull(),
    Kind: integer().notNull(),
    Mode: integer().notNull().default(1),
    QuestionIds: integer().array().notNull().default([]),
    Categories: jsonb().$type<string[]>().notNull().default([]),
    DrawCount: integer().notNull().default(0),
    TimeLimit: integer().notNull().default(0),
    PassMark: integer().notNull().default(0),
    Attempts: integer().notNull().default(1),
    Assigned: integer().notNull().default(0),
    Done: integer().notNull().default(0),
    Remark: text().notNull().default(''),
  },
  (t) => [...keywordIndexes('paper', t.Title), index().on(t.Score, t.Id), index().on(t.Kind), index().on(t.CreateTime)],
)

/** A paper given to one member of staff, with a deadline (0: none); `DoneTime` once an attempt is handed in. */
export const PaperAssign = pgTable(
  'paper_assign',
  {
    Id: serial().primaryKey(),
    PaperId: integer().notNull(),
    AgentId: integer().notNull(),
    Deadline: unixTime().notNull().default(0),
    AssignedBy: integer().notNull().default(0),
    DoneTime: unixTime().notNull().default(0),
    CreateTime: unixTime().notNull().default(nowSeconds),
  },
  (t) => [uniqueIndex('paper_assign_unique').on(t.PaperId, t.AgentId), index().on(t.AgentId, t.DoneTime)],
)

/**
 * One attempt at a paper. Status (plain, changed only by the exam endpoints): Started, Submitted
 * (short answers wait for a scorer), Scored, Expired (handed in after the time limit: refused).
 * `No` counts the agent's attempts at the paper; (PaperId, AgentId, No) is unique, so two starts at
 * once can never both make attempt n. `Marks` holds each question's points, null while unscored.
 */
export const PaperAttempt = pgTable(
  'paper_attempt',
  {
    Id: serial().primaryKey(),
    PaperId: integer().notNull(),
    AgentId: integer().notNull(),
    No: integer().notNull(),
    Status: text().$type<AttemptStatus>().notNull().default('Started'),
    QuestionIds: integer().array().notNull().default([]),
    StartTime: unixTime().notNull().default(nowSeconds),
    EndTime: unixTime().notNull().default(0),
    SubmitTime: unixTime().notNull().default(0),
    Answers: jsonb().$type<Record<string, { Choice: string[]; Text: string }>>().notNull().default({}),
    Marks: jsonb().$type<Record<string, number | null>>().notNull().default({}),
    Total: integer().notNull().default(0),
    MaxTotal: integer().notNull().default(0),
    Pending: integer().notNull().default(0),
    Passed: integer().notNull().default(0),
    ScoredBy: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('paper_attempt_unique').on(t.PaperId, t.AgentId, t.No),
    index().on(t.AgentId, t.PaperId),
    index().on(t.Status, t.SubmitTime),
  ],
)
