import { sql } from 'drizzle-orm'
import { bigint, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { nowSeconds, recordColumns, keywordIndexes, unixTime } from './columns.ts'
import { DATA_SCOPES } from '../../../shared/permissions.ts'

/** Subject: the enterprise / company an agent belongs to. Amount in ten-thousand yuan. */
export const Subject = pgTable(
  'subject',
  {
    ...recordColumns(),
    SubjectCode: text().notNull().default(''),
    Name: text().notNull(),
    Address: text().notNull().default(''),
    LegalPerson: text().notNull().default(''),
    Amount: integer().notNull().default(0),
    Type: integer().notNull().default(0),
    ValidTime: unixTime().notNull().default(0),
    Range: text().notNull().default(''),
    AgentId: integer().notNull().default(0),
    BankName: text().notNull().default(''),
    BankNo: text().notNull().default(''),
    BankAmount: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [
    ...keywordIndexes('subject', t.Name, t.SubjectCode),
    index().on(t.Score, t.Id),
    index().on(t.Type),
    index().on(t.CreateTime),
    index().on(t.Name),
  ],
)

/** Department tree. Path is the materialised chain of ids ("/1/4/9/") so a subtree is one index range. */
export const Department = pgTable(
  'department',
  {
    ...recordColumns(),
    Name: text().notNull(),
    ParentId: integer().notNull().default(0),
    Path: text().notNull().default('/'),
    Level: integer().notNull().default(1),
    SubjectId: integer().notNull().default(0),
    AgentId: integer().notNull().default(0),
    Type: integer().notNull().default(0),
    IsRank: integer().notNull().default(0),
    Address: text().notNull().default(''),
    Phone: text().notNull().default(''),
    Percentage: integer().notNull().default(0),
  },
  (t) => [
    ...keywordIndexes('department', t.Name),
    index().on(t.ParentId),
    index().using('btree', t.Path.op('text_pattern_ops')),
    index().on(t.SubjectId, t.Status),
    index().on(t.Score, t.Id),
    index().on(t.Type),
    index().on(t.AgentId),
    index().on(t.CreateTime),
  ],
)

/** Role: permission keys, data scope, commission percentage and salary (hundredths). */
export const Role = pgTable(
  'role',
  {
    ...recordColumns(),
    Title: text().notNull(),
    Code: text().notNull().default(''),
    Permission: text().array().notNull().default([]),
    DataScope: text({ enum: DATA_SCOPES }).notNull().default('own'),
    Percentage: integer().notNull().default(0),
    Salary: bigint({ mode: 'number' }).notNull().default(0),
    Remark: text().notNull().default(''),
  },
  // Code names the seeded roles; roles made on the screen have none, so only set codes are unique.
  (t) => [
    ...keywordIndexes('role', t.Title),
    uniqueIndex()
      .on(t.Code)
      .where(sql`${t.Code} <> ''`),
    index().on(t.Score, t.Id),
    index().on(t.CreateTime),
    index().on(t.DataScope),
  ],
)

/** Agent: a member of staff (spec section 3 "Staff"). State is the staff lifecycle's state. */
export const Agent = pgTable(
  'agent',
  {
    ...recordColumns(),
    State: text().notNull().default('Active'),
    /** When the record entered its State (the transition that brought it there, or its creation). */
    StateTime: unixTime().notNull().default(nowSeconds),
    CardImg: text().notNull().default(''),
    SubjectId: integer().notNull().default(0),
    Manager: integer().notNull().default(0),
    DepartmentId: integer().notNull().default(0),
    Assister: integer().notNull().default(0),
    Name: text().notNull(),
    Mobile: text().notNull(),
    IdCard: text().notNull().default(''),
    RoleId: integer().notNull().default(0),
    Address: text().notNull().default(''),
    Email: text().notNull().default(''),
    JoinTime: unixTime().notNull().default(0),
    LeaveTime: unixTime().notNull().default(0),
    Sex: integer().notNull().default(0),
    IsRank: integer().notNull().default(0),
    EstateId: integer().notNull().default(0),
    /** The warehouses the agent works in: a warehouse role's data scope (their documents, whoever made them). */
    WarehouseIds: integer().array().notNull().default([]),
    UserId: integer().notNull().default(0),
    Permission: text().array().notNull().default([]),
    Resume: text().notNull().default(''),
    LoginTime: unixTime().notNull().default(0),
    Pwd: text().notNull().default(''),
    WeWork: text().notNull().default(''),
    DingTalk: text().notNull().default(''),
  },
  (t) => [
    ...keywordIndexes('agent', t.Name, t.Mobile),
    uniqueIndex().on(t.Mobile),
    index().on(t.State),
    index().on(t.DepartmentId),
    index().on(t.RoleId),
    index().on(t.Score, t.Id),
    index().on(t.SubjectId),
    index().on(t.IsRank),
    index().on(t.Sex),
    index().on(t.CreateTime),
    index().on(t.JoinTime),
    index().on(t.Name),
    index().on(t.Assister),
  ],
)

/** Setting: lookups and system parameters (Name groups rows, e.g. AgentStatus, Role). */
export const Setting = pgTable(
  'setting',
  {
    ...recordColumns(),
    Use: text().notNull().default(''),
    Name: text().notNull(),
    Text: text().notNull().default(''),
    Value: text().notNull().default(''),
    Remark: text().notNull().default(''),
    Attr: text().notNull().default(''),
    Check: integer().notNull().default(0),
  },
  (t) => [
    ...keywordIndexes('setting', t.Name, t.Text, t.Value),
    index().on(t.Name, t.Status),
    index().on(t.Score, t.Id),
    index().on(t.CreateTime),
    index().on(t.Use),
  ],
)

/** Shop (store) of a subject: what `Store/Select` lists. */
export const Shop = pgTable(
  'shop',
  {
    ...recordColumns(),
    ShopName: text().notNull(),
    SubjectId: integer().notNull().default(0),
    /** The marketplace it sells on (a platform provider) and its country site (ISO 3166 code). */
    PlatformId: integer().notNull().default(0),
    SiteId: text().notNull().default(''),
    AdminName: text().notNull().default(''),
    AdminPhone: text().notNull().default(''),
    AdminPosition: text().notNull().default(''),
    AdminRemark: text().notNull().default(''),
    Email: text().notNull().default(''),
    /** The platform's commission and the shares of recommendation and score, in hundredths of a percent. */
    Commission: integer().notNull().default(0),
    RecommendPercent: integer().notNull().default(0),
    ScorePercent: integer().notNull().default(0),
    /** Until when the store's contract with the platform runs (0: open-ended). */
    ValidTime: unixTime().notNull().default(0),
    AgentId: integer().notNull().default(0),
  },
  (t) => [
    ...keywordIndexes('shop', t.ShopName, t.AdminName),
    index().on(t.SubjectId, t.Status),
    index().on(t.Score, t.Id),
    index().on(t.CreateTime),
    index().on(t.AgentId),
    index().on(t.PlatformId),
  ],
)

/** End user: a customer-side account (spec section 3 "End user"); AgentId is the staff member who owns it. */
export const EndUser = pgTable(
  'end_user',
  {
    ...recordColumns(),
    HeadImg: text().notNull().default(''),
    Name: text().notNull(),
    Tag: text().notNull().default(''),
    Cellphone: text().notNull().default(''),
    Email: text().notNull().default(''),
    Birthday: unixTime().notNull().default(0),
    FromCode: text().notNull().default(''),
    Country: text().notNull().default(''),
    Type: integer().notNull().default(1),
    Mode: integer().notNull().default(0),
    FromType: integer().notNull().default(0),
    AgentId: integer().notNull().default(0),
    DepartmentId: integer().notNull().default(0),
    LastTime: unixTime().notNull().default(0),
    Pwd: text().notNull().default(''),
  },
  (t) => [
    ...keywordIndexes('end_user', t.Name, t.Cellphone),
    index().on(t.Score, t.Id),
    index().on(t.Status, t.CreateTime),
    index().on(t.CreateTime),
    index().on(t.Type),
    index().on(t.Mode),
    index().on(t.FromType),
    index().on(t.AgentId),
    index().on(t.DepartmentId),
    index().on(t.LastTime),
    index().on(t.Cellphone),
    index().on(t.Name),
  ],
)

/** A message from one agent to another (Agent/PostMessage, Message/Post), shown in the receiver's reminders. */
export const AgentMessage = pgTable(
  'agent_message',
  {
    Id: serial().primaryKey(),
    AgentId: integer().notNull(),
    FromAgentId: integer().notNull(),
    Content: text().notNull(),
    CreateTime: unixTime().notNull().default(nowSeconds),
    ReadTime: unixTime().notNull().default(0),
  },
  (t) => [index().on(t.AgentId, t.ReadTime)],
)
