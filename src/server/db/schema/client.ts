import { sql, type AnyColumn, type SQL } from 'drizzle-orm'
import { bigint, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { nowSeconds, queueIndexes, recordColumns, keywordIndexes, unixTime } from '../../../kernel/server/db/schema/columns.ts'

/** Separators a name or number is written with, ASCII (after NFKC) and CJK. */
const SEPARATORS = '[[:space:][:punct:]。、·・「」【】《》]+'
/** Legal forms that end a company's name: written or left out, the company is the same. */
const LEGAL_FORM =
  '([[:space:][:punct:]]+(co[[:space:][:punct:]]*ltd|ltd|limited|inc|corp|corporation|pte[[:space:][:punct:]]*ltd|sdn[[:space:][:punct:]]*bhd|bhd|tbk|llc|gmbh|co)|[[:punct:]]*(股份有限公司|有限责任公司|有限公司|公司))[[:punct:]]*$'

/**
 * A name as duplicates are found by: full-width folded (NFKC), lower case, without its legal form,
 * spaces and punctuation ("ＢＡＮＧＫＯＫ Beauty Supply Co., Ltd." → "bangkokbeautysupply").
 * One expression for the index and the query, so the planner matches them.
 */
export const nameKey = (name: AnyColumn | SQL): SQL =>
  sql`regexp_replace(regexp_replace(lower(normalize(${name}, NFKC)), ${sql.raw(`'${LEGAL_FORM}'`)}, ''), ${sql.raw(`'${SEPARATORS}'`)}, '', 'g')`

/** A phone as duplicates are found by: its last nine digits, so "+60 12-333 4444" is "012 333 4444"; '' when too short to tell. */
export const phoneKey = (phone: AnyColumn | SQL): SQL =>
  sql`(case when length(regexp_replace(normalize(${phone}, NFKC), '[^0-9]', '', 'g')) >= 7 then right(regexp_replace(normalize(${phone}, NFKC), '[^0-9]', '', 'g'), 9) else '' end)`

/**
 * Customer (spec "Customer"): private to its owner AgentId, or public on the high seas (State).
 * Suppliers mirror customers (spec): they are the same record, Kind 2, with the same contacts and
 * follow-ups, and never fall to the high seas.
 */
export const Client = pgTable(
  'client',
  {
    ...recordColumns(),
    State: text().notNull().default('Private'),
    /** When the record entered its State (the transition that brought it there, or its creation). */
    StateTime: unixTime().notNull().default(nowSeconds),
    Type: integer().notNull().default(1),
    /** 1 a customer, 2 a supplier. */
    Kind: integer().notNull().default(1),
    ClientName: text().notNull(),
    Country: text().notNull().default(''),
    ClientCompany: text().notNull().default(''),
    CompanyNo: text().notNull().default(''),
    City: text().notNull().default(''),
    Source: text().notNull().default(''),
    Grade: integer().notNull().default(0),
    Level: integer().notNull().default(0),
    AreaText: text().notNull().default(''),
    ContactsName: text().notNull().default(''),
    ClientPhone: text().notNull().default(''),
    ClientEmail: text().notNull().default(''),
    Describe: text().notNull().default(''),
    Remark: text().notNull().default(''),
    AgentId: integer().notNull().default(0),
    DepartmentId: integer().notNull().default(0),
    CoAgentId: integer().notNull().default(0),
    FormerAgentId: integer().notNull().default(0),
    LoseTime: unixTime().notNull().default(0),
    /** How it last fell to the high seas: 1 released by hand (LoseReason says why), 2 no follow-up or deal in time. */
    LoseWay: integer().notNull().default(0),
    LoseReason: text().notNull().default(''),
    ClaimTime: unixTime().notNull().default(0),
    FollowTime: unixTime().notNull().default(0),
    NextFollowTime: unixTime().notNull().default(0),
    FollowNum: integer().notNull().default(0),
    DealTime: unixTime().notNull().default(0),
    /** An extension (`extend`): the customer does not fall to the high seas before this moment, whatever the rules say. */
    KeepUntil: unixTime().notNull().default(0),
    // The company profile (spec "Customer"): who the company is, as its registration and the salesperson know it.
    Group: text().notNull().default(''),
    /** Business scope (经营范围). */
    Range: text().notNull().default(''),
    CompanyRemark: text().notNull().default(''),
    /** Founded on (a day, Unix seconds). */
    CompanyDate: unixTime().notNull().default(0),
    /** Annual sales and registered capital, in whole units of money (a company's figures pass what an `integer` of hundredths holds). */
    CompanyAmount: bigint({ mode: 'number' }).notNull().default(0),
    CompanyCapital: bigint({ mode: 'number' }).notNull().default(0),
    /** Floor area, square metres. */
    CompanyArea: integer().notNull().default(0),
    CompanyEmploye: integer().notNull().default(0),
    CompanySite: text().notNull().default(''),
    CompanyAddr: text().notNull().default(''),
    CompanyIndustry: text().notNull().default(''),
    CompanyLegal: text().notNull().default(''),
    /** Milestones and news worth knowing before a call (大事记). */
    Event: text().notNull().default(''),
    /** Its documents (a business licence, a catalogue), as uploads. */
    File: text().array().notNull().default([]),
  },
  (t) => [
    ...keywordIndexes('client', t.ClientName, t.ClientCompany, t.ContactsName, t.ClientPhone),
    index().on(t.Score, t.Id),
    index().on(t.State, t.Status),
    index().on(t.AgentId, t.State),
    index().on(t.DepartmentId),
    index().on(t.CoAgentId),
    index().on(t.Type),
    index().on(t.Kind, t.State),
    index().on(t.Level),
    index().on(t.CreateTime),
    index().on(t.LoseTime),
    index().on(t.FollowTime),
    index().on(t.NextFollowTime),
    index().on(t.ClientName),
    // Duplicates (client-duplicates.ts): the same name, or credit code, among customers or suppliers.
    index('client_name_key').on(t.Kind, nameKey(t.ClientName)),
    index().on(t.Kind, t.CompanyNo),
  ],
)

/** A follow-up with a customer (spec "TradeFollow"): how, with whom, what was said, what comes next. Amount in hundredths. */
export const ClientFollow = pgTable(
  'client_follow',
  {
    Id: serial().primaryKey(),
    Status: integer().notNull().default(1),
    Score: integer().notNull().default(0),
    Version: integer().notNull().default(1),
    ClientId: integer().notNull(),
    /** The customer's type (1 investment, 2 purchasing), kept so the investment follow-ups list on an index. */
    ClientType: integer().notNull().default(2),
    AgentId: integer().notNull(),
    DepartmentId: integer().notNull().default(0),
    /** 1 call, 2 visit, 3 message, 4 email. */
    Method: integer().notNull().default(1),
    ContactName: text().notNull().default(''),
    Content: text().notNull(),
    /** When it took place. */
    FollowTime: unixTime().notNull().default(0),
    NextFollowTime: unixTime().notNull().default(0),
    /** The sales chance it moves: its stage and the amount expected. */
    Stage: integer().notNull().default(0),
    Amount: integer().notNull().default(0),
    /** What was left or shown (a quotation, a sample, a business card), as uploaded images. */
    Images: text().array().notNull().default([]),
    /** The sales opportunity it worked on (0: none). */
    OpportunityId: integer().notNull().default(0),
    CreateTime: unixTime().notNull().default(nowSeconds),
    UpdateTime: unixTime().notNull().default(nowSeconds),
    UpdateAgent: integer().notNull().default(0),
  },
  (t) => [
    index().on(t.ClientId, t.CreateTime),
    index().on(t.AgentId, t.CreateTime),
    index().on(t.DepartmentId, t.CreateTime),
    index().on(t.Score, t.Id),
    index().on(t.CreateTime),
    index().on(t.FollowTime),
    index().on(t.NextFollowTime),
    index().on(t.Method),
    index().on(t.Stage),
    index().on(t.ClientType, t.CreateTime),
    index().on(t.OpportunityId),
    ...keywordIndexes('client_follow', t.Content, t.ContactName),
  ],
)

/**
 * A sales opportunity (machines/opportunity.ts): a deal worked with a customer, its stage the
 * State, its amount and expected close date, lost with a reason. Owned like the customer.
 */
export const Opportunity = pgTable(
  'opportunity',
  {
    ...recordColumns(),
    State: text().notNull().default('Lead'),
    StateTime: unixTime().notNull().default(nowSeconds),
    AgentId: integer().notNull().default(0),
    DepartmentId: integer().notNull().default(0),
    Title: text().notNull(),
    ClientId: integer().notNull(),
    Amount: integer().notNull().default(0),
    ExpectCloseTime: unixTime().notNull().default(0),
    LostReason: text().notNull().default(''),
    Remark: text().notNull().default(''),
  },
  (t) => [
    ...queueIndexes(t),
    index().on(t.ClientId),
    index().on(t.Score, t.Id),
    index().on(t.CreateTime),
    index().on(t.ExpectCloseTime),
    index().on(t.StateTime),
    index().on(t.Amount),
    ...keywordIndexes('opportunity', t.Title),
  ],
)

/**
 * A customer's contact (spec "Contact"): many per customer, one of them primary. The primary's
 * name, phone and email are also the customer's own ContactsName, ClientPhone and ClientEmail,
 * which the customer list shows and searches.
 */
export const ClientContact = pgTable(
  'client_contact',
  {
    ...recordColumns(),
    ClientId: integer().notNull(),
    /** The contact's name (the spec's Contact.ClientName; ClientName here is the customer's, joined from ClientId). */
    Name: text().notNull(),
    ClientPhone: text().notNull().default(''),
    ClientAccount: text().notNull().default(''),
    ClientEmail: text().notNull().default(''),
    ClientWeixin: text().notNull().default(''),
    /** Unix seconds (a day). */
    ClientBirthday: unixTime().notNull().default(0),
    ClientTitle: text().notNull().default(''),
    ClientRemark: text().notNull().default(''),
    ClientIdCard: text().notNull().default(''),
    /** 1: the customer's primary contact (at most one live contact per customer). */
    IsPrimary: integer().notNull().default(0),
  },
  (t) => [
    index().on(t.ClientId, t.IsPrimary),
    // One live primary contact per customer, whatever two writers do at once.
    uniqueIndex('client_contact_primary_unique')
      .on(t.ClientId)
      .where(sql`${t.IsPrimary} = 1 and ${t.Status} <> -1`),
    index().on(t.Score, t.Id),
    index().on(t.CreateTime),
    ...keywordIndexes('client_contact', t.Name, t.ClientPhone),
    index('client_contact_phone_key').on(phoneKey(t.ClientPhone)),
  ],
)
