import { z } from 'zod'
import { CHAT_FILTERS, type ChatFilter } from './choices.ts'
import { id, int, refId, version } from '../kernel/shared/schemas/fields.ts'

/**
 * Chat consultations (spec "Chat consultations and visitor history"; "Chat: CreateTime, Content,
 * ShopName, FromUser, Status"): what the shop side posts, what the console lists and sends, and
 * the messages the server answers with. The server validates with these schemas; the console
 * types its calls with them.
 */

/** Longest message, either way. */
export const CHAT_CONTENT_MAX = 2000
/** What the list shows of a conversation's newest message. */
export const CHAT_PREVIEW_MAX = 120

/** How many posts a visitor of a shop, and an address, may make per window (Public/Chat/*). */
export const CHAT_LIMITS = {
  windowSeconds: 60,
  messagesPerVisitor: 20,
  messagesPerAddress: 120,
  visitsPerVisitor: 60,
  visitsPerAddress: 600,
} as const

/** An anonymous visitor's id as the shop's page keeps it (a cookie, say): 8 to 64 letters, digits, `-` or `_`. */
const visitorId = () =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)

/** `POST /Api/Public/Chat/Message`: a visitor of a shop writes to it; the first message opens the conversation. */
export const PublicMessageBody = z.object({
  ShopId: id(),
  VisitorId: visitorId(),
  Name: z.string().trim().min(1).max(50),
  /** A phone number or e-mail address the visitor leaves, if any. */
  Contact: z.string().trim().max(100).default(''),
  Content: z.string().trim().min(1).max(CHAT_CONTENT_MAX),
})
export type PublicMessageBody = z.infer<typeof PublicMessageBody>

/** `POST /Api/Public/Chat/Visit`: a visitor opened a page of a shop. */
export const PublicVisitBody = z.object({
  ShopId: id(),
  VisitorId: visitorId(),
  Name: z.string().trim().max(50).default(''),
  Path: z
    .string()
    .trim()
    .min(1)
    .max(500)
    .regex(/^\/[^\s]*$/),
  Title: z.string().trim().max(200).default(''),
  Referrer: z.union([z.url({ protocol: /^https?$/ }).max(500), z.literal('')]).default(''),
  Device: z.string().trim().max(100).default(''),
})
export type PublicVisitBody = z.infer<typeof PublicVisitBody>

export { CHAT_FILTERS, type ChatFilter }

export const ChatListQuery = z.object({
  Filter: z.enum(CHAT_FILTERS).default('all'),
  /** 1 open, 2 closed, else both. */
  State: z.coerce.number().int().min(0).max(2).default(0),
  Value: z.string().trim().max(100).optional(),
  Size: z.coerce.number().int().min(1).max(200).default(50),
})
export type ChatListQuery = z.infer<typeof ChatListQuery>

/** One row of the conversation list. */
export const ConversationSchema = z.object({
  Id: z.number().int(),
  ShopId: z.number().int(),
  ShopName: z.string(),
  UserId: z.number().int(),
  VisitorName: z.string(),
  Contact: z.string(),
  AgentId: z.number().int(),
  AgentName: z.string(),
  Closed: z.number().int(),
  Unread: z.number().int(),
  LastTime: z.number().int(),
  LastContent: z.string(),
  LastDirection: z.string(),
  Version: z.number().int(),
  CreateTime: z.number().int(),
})
export type Conversation = z.infer<typeof ConversationSchema>

/** One message (the spec's fields, with its direction and the agent who wrote a reply). */
export const ChatMessageSchema = z.object({
  Id: z.number().int(),
  ConversationId: z.number().int(),
  CreateTime: z.number().int(),
  Content: z.string(),
  ShopName: z.string(),
  FromUser: z.string(),
  /** 2 unread by staff, 1 read. */
  Status: z.number().int(),
  Direction: z.enum(['in', 'out']),
  AgentId: z.number().int(),
})
export type ChatMessageRow = z.infer<typeof ChatMessageSchema>

export const ChatMessagesQuery = z.object({
  Id: z.coerce.number().int().min(1).max(2_147_483_647),
  /** Messages with an Id below this one (older pages); 0: the newest. */
  Before: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
  Size: z.coerce.number().int().min(1).max(200).default(100),
})

export const ChatIdBody = z.object({ Id: id(), Version: version().optional() })
export const ChatReplyBody = z.object({ Id: id(), Content: z.string().trim().min(1).max(CHAT_CONTENT_MAX) })
/** AgentId 0 gives the conversation back (unassigned). */
export const ChatAssignBody = z.object({ Id: id(), AgentId: refId(), Version: version().optional() })

/** The unread figures the header's badge shows: conversations with unread messages, and the messages. */
export const ChatUnreadSchema = z.object({ Conversations: int(0), Messages: int(0) })

/** What the live stream (`GET /Api/Chat/Stream`) sends: a conversation changed, or `*` when the client should reload everything. */
export const ChatEventSchema = z.object({ Id: z.number().int() })

/** Messages the chat routes answer with (server side, translated by `lang`). */
export const CHAT_MESSAGES = {
  unknownShop: /*i18n*/ { id: 'chat.unknownShop', message: 'No such shop' },
  tooMany: /*i18n*/ { id: 'chat.tooMany', message: 'Too many messages. Try again in {seconds, plural, one {# second} other {# seconds}}' },
  sent: /*i18n*/ { id: 'chat.sent', message: 'Message sent' },
  visitRecorded: /*i18n*/ { id: 'chat.visitRecorded', message: 'Visit recorded' },
  closed: /*i18n*/ { id: 'chat.closed', message: 'This conversation is closed. Reopen it to reply' },
  assigned: /*i18n*/ { id: 'chat.assigned', message: 'Conversation assigned' },
  released: /*i18n*/ { id: 'chat.released', message: 'Conversation returned to the unassigned ones' },
  badAgent: /*i18n*/ { id: 'chat.badAgent', message: 'This member of staff cannot take consultations' },
  ownOnly: /*i18n*/ { id: 'chat.ownOnly', message: 'You may take a conversation only for yourself' },
  takenByOther: /*i18n*/ { id: 'chat.takenByOther', message: 'Another member of staff is handling this conversation' },
  closedDone: /*i18n*/ { id: 'chat.closedDone', message: 'Conversation closed' },
  reopened: /*i18n*/ { id: 'chat.reopened', message: 'Conversation reopened' },
} as const
