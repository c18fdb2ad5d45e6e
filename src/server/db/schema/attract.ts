import { index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { keywordIndexes, nowSeconds, queueIndexes, recordColumns, unixTime } from '../../../kernel/server/db/schema/columns.ts'

/**
 * A workstation of the incubator (spec /attract/station): its code, where it is, its size and
 * monthly price. Its State follows the contracts naming it: Occupied while an active one holds it,
 * Reserved while only a draft names it, else Free; no one sets it by hand.
 */
export const Workstation = pgTable(
  'workstation',
  {
    ...recordColumns(),
    Code: text().notNull(),
    Title: text().notNull().default(''),
    Location: text().notNull().default(''),
    /** Square metres. */
    Area: numeric({ precision: 8, scale: 2, mode: 'number' }).notNull().default(0),
    /** What one is counted as (the setting Attract.StationUnit: 工位 / desk, office …). */
    Unit: text().notNull().default(''),
    /** A month's rent, in hundredths. */
    Price: integer().notNull().default(0),
    State: text().notNull().default('Free'),
    Remark: text().notNull().default(''),
  },
  (t) => [
    uniqueIndex('workstation_code_unique').on(t.Code),
    ...keywordIndexes('workstation', t.Code, t.Title),
    index().on(t.Score, t.Id),
    index().on(t.State),
    index().on(t.CreateTime),
  ],
)

/** A company's contract for workstations over a term (spec /attract/contract). Money in hundredths. */
export const StationContract = pgTable(
  'station_contract',
  {
    ...recordColumns(),
    AgentId: integer().notNull().default(0),
    DepartmentId: integer().notNull().default(0),
    State: text().notNull().default('Draft'),
    StateTime: unixTime().notNull().default(nowSeconds),
    ContractNo: text().notNull(),
    /** The company (a customer of type 1, investment). */
    ClientId: integer().notNull(),
    StationIds: integer().array().notNull().default([]),
    BeginTime: unixTime().notNull().default(0),
    EndTime: unixTime().notNull().default(0),
    /** A month's rent for all its workstations. */
    Rent: integer().notNull().default(0),
    Deposit: integer().notNull().default(0),
    EndReason: text().notNull().default(''),
    Remark: text().notNull().default(''),
  },
  (t) => [
    uniqueIndex('station_contract_no_unique').on(t.ContractNo),
    ...keywordIndexes('station_contract', t.ContractNo),
    index().on(t.Score, t.Id),
    ...queueIndexes(t),
    index().on(t.ClientId),
    index('station_contract_stations_index').using('gin', t.StationIds),
    index().on(t.BeginTime),
    index().on(t.EndTime),
    index().on(t.CreateTime),
  ],
)
