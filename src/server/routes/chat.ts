import { z } from '@hono/zod-openapi'
import type { Deps } from '../../kernel/server/env.ts'
import { clientIp } from '../../kernel/server/lib/client-ip.ts'
import { translate } from '../../kernel/server/lib/i18n.ts'
import {
  assign,
  assignableAgents,
  getConversation,
  listConversations,
  listMessages,
  markRead,
  postPublicMessage,
  recordVisit,
  reply,
  setClosed,
  throttlePublic,
  unreadCount,
} from '../services/chat.ts'
import {
  CHAT_MESSAGES,
  ChatAssignBody,
  ChatIdBody,
  ChatListQuery,
  ChatMessageSchema,
  ChatMessagesQuery,
  ChatReplyBody,
  ChatUnreadSchema,
  ConversationSchema,
  PublicMessageBody,
  PublicVisitBody,
} from '../../shared/chat.ts'
import { defineRoute, envelope, errorResponse, json, requireAuth, type Router } from '../../kernel/server/routes/define.ts'

const body = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } })
/** A shared (plain zod) object schema, named in the description. */
const named = <S extends z.ZodRawShape>(schema: { shape: S }, name: string) => z.object(schema.shape).openapi(name)
const Conversation = z.object(ConversationSchema.shape).openapi('ChatConversation')
const Message = z.object(ChatMessageSchema.shape).openapi('ChatMessage')

/**
 * Chat consultations (spec "Chat consultations and visitor history"): the console's conversation
 * list, messages, replies, assignment and closing, the header badge's unread count, and the shop
 * side's public endpoints (a visitor's message, a page visit). Its news goes out on the live stream
 * (modules/chat.ts).
 */
export function registerChat(app: Router, deps: Deps) {
  const { db } = deps

  app.openapi(
    defineRoute(deps, 'chat:view', {
      method: 'get',
      path: '/Api/Chat/Index',
      tags: ['Chat'],
      summary:
        'Conversations within the caller’s scope (their own, the unassigned ones, and for supervisors their team’s): unread first, then the latest',
      request: { query: ChatListQuery },
      responses: { 200: json(envelope(z.array(Conversation))) },
    }),
    async (c) => {
      const rows = await listConversations(db, requireAuth(c), c.req.valid('query'))
      return c.json({ Result: true, Data: rows, Count: rows.length }, 200)
    },
  )

  app.openapi(
    defineRoute(deps, 'chat:view', {
      method: 'get',
      path: '/Api/Chat/Get',
      tags: ['Chat'],
      summary: 'One conversation',
      request: { query: z.object({ Id: ChatMessagesQuery.shape.Id }) },
      responses: { 200: json(envelope(Conversation)) },
    }),
    async (c) => c.json({ Result: true, Data: await getConversation(db, requireAuth(c), c.req.valid('query').Id) }, 200),
  )

  app.openapi(
    defineRoute(deps, 'chat:view', {
      method: 'get',
      path: '/Api/Chat/Messages',
      tags: ['Chat'],
      summary: 'A conversation’s messages, oldest first: the newest Size, or those before the message Before',
      request: { query: ChatMessagesQuery },
      responses: { 200: json(envelope(z.array(Message))) },
    }),
    async (c) => c.json({ Result: true, Data: await listMessages(db, requireAuth(c), c.req.valid('query')) }, 200),
  )

  app.openapi(
    defineRoute(deps, 'chat:view', {
      method: 'get',
      path: '/Api/Chat/Unread',
      tags: ['Chat'],
      summary: 'The header badge: conversations within scope with unread messages, and how many messages',
      responses: { 200: json(envelope(ChatUnreadSchema)) },
    }),
    async (c) => c.json({ Result: true, Data: await unreadCount(db, requireAuth(c)) }, 200),
  )

  app.openapi(
    defineRoute(deps, 'chat:view', {
      method: 'get',
      path: '/Api/Chat/Agents',
      tags: ['Chat'],
      summary: 'The agents the caller may give a conversation to: a supervisor, their team holding chat; anyone else, themselves',
      responses: { 200: json(envelope(z.array(z.object({ Id: z.number().int(), Name: z.string() })))) },
    }),
    async (c) => c.json({ Result: true, Data: await assignableAgents(db, requireAuth(c)) }, 200),
  )

  app.openapi(
    defineRoute(deps, 'chat:view', {
      method: 'post',
      path: '/Api/Chat/Read',
      tags: ['Chat'],
      summary: 'Opening a conversation reads it: its messages are read and its unread count returns to 0; answers how many were unread',
      request: body(z.object({ Id: ChatIdBody.shape.Id }).openapi('ChatRead')),
      responses: { 200: json(envelope(z.number().int())) },
    }),
    async (c) => c.json({ Result: true, Data: await markRead(db, requireAuth(c), c.req.valid('json').Id) }, 200),
  )

  app.openapi(
    defineRoute(deps, 'chat:update', {
      method: 'post',
      path: '/Api/Chat/Reply',
      tags: ['Chat'],
      summary: 'Answer a conversation; an unassigned one becomes the caller’s. A closed one answers 409',
      request: body(named(ChatReplyBody, 'ChatReply')),
      responses: { 200: json(envelope(Message)) },
    }),
    async (c) => {
      const { Id, Content } = c.req.valid('json')
      return c.json(
        { Result: true, Data: await reply(db, requireAuth(c), Id, Content), Message: translate(c.var.lang, CHAT_MESSAGES.sent) },
        200,
      )
    },
  )

  app.openapi(
    defineRoute(deps, 'chat:update', {
      method: 'post',
      path: '/Api/Chat/Assign',
      tags: ['Chat'],
      summary:
        'Give a conversation to an agent (AgentId 0: back to the unassigned). A supervisor gives to their team; others only take for themselves',
      request: body(named(ChatAssignBody, 'ChatAssign')),
      responses: { 200: json(envelope(Conversation)) },
    }),
    async (c) => {
      const auth = requireAuth(c)
      const { Id, AgentId, Version } = c.req.valid('json')
      await assign(db, auth, Id, AgentId, Version)
      return c.json(
        {
          Result: true,
          Data: await getConversation(db, auth, Id),
          Message: translate(c.var.lang, AgentId ? CHAT_MESSAGES.assigned : CHAT_MESSAGES.released),
        },
        200,
      )
    },
  )

  for (const [action, closed] of [
    ['Close', 1],
    ['Reopen', 0],
  ] as const) {
    app.openapi(
      defineRoute(deps, 'chat:update', {
        method: 'post',
        path: `/Api/Chat/${action}`,
        tags: ['Chat'],
        summary: closed ? 'Close a conversation (a new message from the end user opens it again)' : 'Reopen a closed conversation',
        request: body(named(ChatIdBody, `Chat${action}`)),
        responses: { 200: json(envelope(Conversation)) },
      }),
      async (c) => {
        const auth = requireAuth(c)
        const { Id, Version } = c.req.valid('json')
        await setClosed(db, auth, Id, closed, Version)
        return c.json(
          {
            Result: true,
            Data: await getConversation(db, auth, Id),
            Message: translate(c.var.lang, closed ? CHAT_MESSAGES.closedDone : CHAT_MESSAGES.reopened),
          },
          200,
        )
      },
    )
  }

  app.openapi(
    defineRoute(deps, 'public', {
      method: 'post',
      path: '/Api/Public/Chat/Message',
      tags: ['Chat'],
      summary:
        'The shop side: a visitor writes to a shop (no staff session). The first message opens the conversation; limited per visitor and per address (429)',
      request: body(named(PublicMessageBody, 'ChatPublicMessage')),
      responses: {
        200: json(envelope(z.object({ ConversationId: z.number().int(), MessageId: z.number().int() }))),
        429: errorResponse('Too many messages from this visitor or address'),
      },
    }),
    async (c) => {
      const b = c.req.valid('json')
      await throttlePublic(db, 'message', b.ShopId, b.VisitorId, clientIp(c, deps.config.trustProxy))
      return c.json({ Result: true, Data: await postPublicMessage(db, b), Message: translate(c.var.lang, CHAT_MESSAGES.sent) }, 200)
    },
  )

  app.openapi(
    defineRoute(deps, 'public', {
      method: 'post',
      path: '/Api/Public/Chat/Visit',
      tags: ['Chat'],
      summary: 'The shop side: a visitor opened a page (the visitor history); limited per visitor and per address (429)',
      request: body(named(PublicVisitBody, 'ChatPublicVisit')),
      responses: {
        200: json(envelope(z.object({ Id: z.number().int() }))),
        429: errorResponse('Too many visits recorded from this visitor or address'),
      },
    }),
    async (c) => {
      const b = c.req.valid('json')
      await throttlePublic(db, 'visit', b.ShopId, b.VisitorId, clientIp(c, deps.config.trustProxy))
      return c.json(
        { Result: true, Data: { Id: await recordVisit(db, b) }, Message: translate(c.var.lang, CHAT_MESSAGES.visitRecorded) },
        200,
      )
    },
  )
}
