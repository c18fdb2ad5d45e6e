import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { keywordIndexes, nowSeconds, unixTime } from '../../../kernel/server/db/schema/columns.ts'

/**
 * A consultation (shared/chat.ts): one end user (or anonymous visitor) talking to one shop. The
 * shop side opens it with its first message (Public/Chat/Message); staff read and answer it on
 * /chat/chat_list. `VisitorKey` names the person within the shop (`u:<end user id>` or
 * `v:<visitor id>`), so the same person's next message lands in the same conversation.
 * AgentId: the agent it is assigned to (0: unassigned), DepartmentId theirs (data scope).
 * Unread: messages from the end user no member of staff has read yet. Closed: 0 open, 1 closed; a
 * new message from the end user opens it again. Last*: the newest message, for the list.
 */
export const ChatConversation = pgTable(
  'chat_conversation',
  {
    Id: serial().primaryKey(),
    ShopId: integer().notNull(),
    UserId: integer().notNull().default(0),
    VisitorKey: text().notNull(),
    VisitorName: text().notNull().default(''),
    Contact: text().notNull().default(''),
    AgentId: integer().notNull().default(0),
    DepartmentId: integer().notNull().default(0),
    Closed: integer().notNull().default(0),
    Unread: integer().notNull().default(0),
    LastTime: unixTime().notNull().default(nowSeconds),
    LastContent: text().notNull().default(''),
    LastDirection: text().notNull().default('in'),
    Version: integer().notNull().default(1),
    CreateTime: unixTime().notNull().default(nowSeconds),
    UpdateTime: unixTime().notNull().default(nowSeconds),
  },
  (t) => [
    uniqueIndex().on(t.ShopId, t.VisitorKey),
    index().on(t.LastTime),
    index().on(t.AgentId, t.LastTime),
    index().on(t.DepartmentId, t.LastTime),
    // The list's order: unread first, then the latest.
    index('chat_conversation_unread_first_index').on(sql`(${t.Unread} > 0)`, t.LastTime, t.Id),
    index().on(t.UserId),
    ...keywordIndexes('chat_conversation', t.VisitorName, t.Contact, t.LastContent),
    check('chat_conversation_closed_flag', sql`${t.Closed} in (0, 1)`),
    check('chat_conversation_unread', sql`${t.Unread} >= 0`),
  ],
)

/**
 * One message of a consultation (spec "Chat: CreateTime, Content, ShopName, FromUser, Status").
 * Direction `in` from the end user, `out` a staff reply (AgentId who wrote it). FromUser: the
 * sender's name as it was shown. Status 2 unread by staff, 1 read (the reminders' convention).
 */
export const ChatMessage = pgTable(
  'chat_message',
  {
    Id: serial().primaryKey(),
    ConversationId: integer().notNull(),
    ShopId: integer().notNull(),
    Direction: text().notNull(),
    FromUser: text().notNull().default(''),
    Content: text().notNull(),
    Status: integer().notNull().default(2),
    AgentId: integer().notNull().default(0),
    CreateTime: unixTime().notNull().default(nowSeconds),
  },
  (t) => [
    index().on(t.ConversationId, t.Id),
    check('chat_message_direction', sql`${t.Direction} in ('in', 'out')`),
    check('chat_message_status', sql`${t.Status} in (1, 2)`),
  ],
)

/**
 * Visitor history: who (an end user, or an anonymous visitor id) opened which page of which shop,
 * when, from where and on what device. Written by Public/Chat/Visit; read on /chat/history_list.
 */
export const ChatVisit = pgTable(
  'chat_visit',
  {
    Id: serial().primaryKey(),
    ShopId: integer().notNull(),
    UserId: integer().notNull().default(0),
    VisitorId: text().notNull(),
    VisitorName: text().notNull().default(''),
    Path: text().notNull(),
    Title: text().notNull().default(''),
    Referrer: text().notNull().default(''),
    Device: text().notNull().default(''),
    CreateTime: unixTime().notNull().default(nowSeconds),
  },
  (t) => [
    index().on(t.CreateTime),
    index().on(t.ShopId, t.CreateTime),
    index().on(t.UserId, t.CreateTime),
    index().on(t.VisitorId, t.CreateTime),
    ...keywordIndexes('chat_visit', t.VisitorId, t.VisitorName, t.Title, t.Path),
  ],
)
