import { and, desc, eq, gt, lt, ne, notInArray, or, sql, type SQL } from 'drizzle-orm'
import type { Db, Tx } from '../../kernel/server/db/client.ts'
import { notify, notifyChat } from '../../kernel/server/db/changes.ts'
import { transaction } from '../../kernel/server/db/transaction.ts'
import { Agent, ChatConversation, ChatMessage, ChatVisit, EndUser, Role, Shop } from '../db/schema/index.ts'
import type { AuthContext } from '../../kernel/server/env.ts'
import { ApiError, badRequest, conflict, notFound, tooMany } from '../../kernel/server/lib/errors.ts'
import { now } from '../../kernel/server/lib/clock.ts'
import { keywordMatch } from '../../kernel/server/resources/crud-query.ts'
import { scopeCondition } from '../../kernel/server/services/scope.ts'
import { LOCKED_OUT_STATES } from '../../kernel/server/services/sessions.ts'
import { admitWindow } from '../../kernel/server/services/rate-window.ts'
import {
  CHAT_LIMITS,
  CHAT_MESSAGES,
  CHAT_PREVIEW_MAX,
  type ChatListQuery,
  type ChatMessageRow,
  type Conversation,
  type PublicMessageBody,
  type PublicVisitBody,
} from '../../shared/chat.ts'
import { can } from '../../kernel/shared/permissions.ts'

const C = ChatConversation
const preview = (s: string) => (s.length > CHAT_PREVIEW_MAX ? `${s.slice(0, CHAT_PREVIEW_MAX - 1)}…` : s)

/**
 * The conversations an agent sees: those within the role's data scope by the agent they are
 * assigned to (all; the department or its subtree; or the agent's own), and every unassigned one,
 * so that any agent of the chat desk may pick up a new consultation. A salesperson (scope `own`)
 * thus sees the conversations assigned to them and the unassigned ones, never a colleague's.
 */
export function conversationScope(db: Db | Tx, auth: AuthContext): SQL | undefined {
  const scoped = scopeCondition(db, auth, { owner: C.AgentId, department: C.DepartmentId })
  return scoped ? or(eq(C.AgentId, 0), scoped) : undefined
}

/** Whether an agent may give conversations to others (a supervisor), not only take them. */
const mayAssignOthers = (auth: AuthContext) => auth.scope !== 'own' && auth.scope !== 'warehouse'

const conversationColumns = {
  Id: C.Id,
  ShopId: C.ShopId,
  ShopName: sql<string>`coalesce(${Shop.ShopName}, '')`,
  UserId: C.UserId,
  VisitorName: sql<string>`coalesce(nullif(${EndUser.Name}, ''), ${C.VisitorName})`,
  Contact: sql<string>`coalesce(nullif(${EndUser.Cellphone}, ''), ${C.Contact})`,
  AgentId: C.AgentId,
  AgentName: sql<string>`coalesce(${Agent.Name}, '')`,
  Closed: C.Closed,
  Unread: C.Unread,
  LastTime: C.LastTime,
  LastContent: C.LastContent,
  LastDirection: C.LastDirection,
  Version: C.Version,
  CreateTime: C.CreateTime,
}

const selectConversations = (db: Db | Tx) =>
  db
    .select(conversationColumns)
    .from(C)
    .leftJoin(Shop, eq(Shop.Id, C.ShopId))
    .leftJoin(EndUser, and(ne(C.UserId, 0), eq(EndUser.Id, C.UserId)))
    .leftJoin(Agent, and(ne(C.AgentId, 0), eq(Agent.Id, C.AgentId)))

/** The conversation list: unread first, then the latest; filtered to mine / unassigned, open / closed, a keyword. */
export async function listConversations(db: Db, auth: AuthContext, q: ChatListQuery): Promise<Conversation[]> {
  const where: (SQL | undefined)[] = [conversationScope(db, auth)]
  if (q.Filter === 'mine') where.push(eq(C.AgentId, auth.agentId))
  if (q.Filter === 'unassigned') where.push(eq(C.AgentId, 0))
  if (q.State === 1) where.push(eq(C.Closed, 0))
  if (q.State === 2) where.push(eq(C.Closed, 1))
  if (q.Value) where.push(sql`${C.Id} in (${conversationsMatching(q.Value)})`)
  return selectConversations(db)
    .where(and(...where))
    .orderBy(sql`(${C.Unread} > 0) desc`, desc(C.LastTime), desc(C.Id))
    .limit(q.Size)
}

/**
 * The ids of the conversations a keyword finds: in the visitor's name, contact or last message, or
 * the name or phone of the shop or end user it is with. Gathered field by field, each from its own
 * keyword index (an OR across the joined tables could only be tested row by row).
 */
function conversationsMatching(value: string): SQL {
  const match = (col: Parameters<typeof keywordMatch>[0]) => keywordMatch(col, value)
  return sql.join(
    [
      sql`select ${C.Id} from ${C} where ${match(C.VisitorName)}`,
      sql`select ${C.Id} from ${C} where ${match(C.Contact)}`,
      sql`select ${C.Id} from ${C} where ${match(C.LastContent)}`,
      sql`select ${C.Id} from ${C} where ${C.ShopId} in (select ${Shop.Id} from ${Shop} where ${match(Shop.ShopName)})`,
      sql`select ${C.Id} from ${C} where ${C.UserId} in (select ${EndUser.Id} from ${EndUser} where ${match(EndUser.Name)} or ${match(EndUser.Cellphone)})`,
    ],
    sql` union `,
  )
}

/** One conversation within the agent's scope, or 404. */
export async function getConversation(db: Db | Tx, auth: AuthContext, id: number): Promise<Conversation> {
  const [row] = await selectConversations(db)
    .where(and(eq(C.Id, id), conversationScope(db, auth)))
    .limit(1)
  if (!row) throw notFound()
  return row
}

/** Whether a conversation is within the agent's scope (the live stream asks for every change). */
export async function seesConversation(db: Db, auth: AuthContext, id: number): Promise<boolean> {
  const [row] = await db
    .select({ Id: C.Id })
    .from(C)
    .where(and(eq(C.Id, id), conversationScope(db, auth)))
    .limit(1)
  return !!row
}

/** A conversation's messages, oldest first (the newest `Size`, or those before `Before`). */
export async function listMessages(db: Db, auth: AuthContext, q: { Id: number; Before: number; Size: number }): Promise<ChatMessageRow[]> {
  const conv = await getConversation(db, auth, q.Id)
  const rows = await db
    .select({
      Id: ChatMessage.Id,
      ConversationId: ChatMessage.ConversationId,
      CreateTime: ChatMessage.CreateTime,
      Content: ChatMessage.Content,
      FromUser: ChatMessage.FromUser,
      Status: ChatMessage.Status,
      Direction: ChatMessage.Direction,
      AgentId: ChatMessage.AgentId,
    })
    .from(ChatMessage)
    .where(and(eq(ChatMessage.ConversationId, q.Id), q.Before ? lt(ChatMessage.Id, q.Before) : undefined))
    .orderBy(desc(ChatMessage.Id))
    .limit(q.Size)
  return rows.reverse().map((r) => ({ ...r, ShopName: conv.ShopName, Direction: r.Direction === 'out' ? 'out' : 'in' }))
}

/** Locks a conversation in scope for a change, checking a Version when one is given. */
async function lockConversation(tx: Tx, auth: AuthContext, id: number, version?: number) {
  const [row] = await tx
    .select()
    .from(C)
    .where(and(eq(C.Id, id), conversationScope(tx, auth)))
    .for('update', { of: C })
  if (!row) throw notFound()
  if (version !== undefined && version !== row.Version) throw conflict()
  return row
}

/** Opening a conversation reads it: its messages from the end user are read, and the unread count is 0. Answers how many were unread. */
export async function markRead(db: Db, auth: AuthContext, id: number): Promise<number> {
  return transaction(db, async (tx) => {
    const row = await lockConversation(tx, auth, id)
    if (row.Unread === 0) return 0
    await tx
      .update(ChatMessage)
      .set({ Status: 1 })
      .where(and(eq(ChatMessage.ConversationId, id), eq(ChatMessage.Status, 2)))
    await tx.update(C).set({ Unread: 0 }).where(eq(C.Id, id))
    await notifyChat(tx, id)
    return row.Unread
  })
}

/**
 * A member of staff answers. An unassigned conversation becomes theirs (whoever answers first
 * holds it); one another agent holds is answered only by a supervisor. A closed one is refused
 * (409): reopen it first. Answering reads the conversation.
 */
export async function reply(db: Db, auth: AuthContext, id: number, content: string): Promise<ChatMessageRow> {
  return transaction(db, async (tx) => {
    const row = await lockConversation(tx, auth, id)
    if (row.Closed) throw new ApiError(409, CHAT_MESSAGES.closed)
    if (row.AgentId !== 0 && row.AgentId !== auth.agentId && !mayAssignOthers(auth)) throw new ApiError(403, CHAT_MESSAGES.takenByOther)
    const t = now()
    const [msg] = await tx
      .insert(ChatMessage)
      .values({
        ConversationId: id,
        ShopId: row.ShopId,
        Direction: 'out',
        FromUser: auth.agentName,
        Content: content,
        Status: 1,
        AgentId: auth.agentId,
        CreateTime: t,
      })
      .returning()
    await tx
      .update(ChatMessage)
      .set({ Status: 1 })
      .where(and(eq(ChatMessage.ConversationId, id), eq(ChatMessage.Status, 2)))
    await tx
      .update(C)
      .set({
        LastTime: t,
        LastContent: preview(content),
        LastDirection: 'out',
        Unread: 0,
        UpdateTime: t,
        Version: sql`${C.Version} + 1`,
        ...(row.AgentId === 0 ? { AgentId: auth.agentId, DepartmentId: auth.departmentId } : {}),
      })
      .where(eq(C.Id, id))
    await notifyChat(tx, id)
    const [shop] = await tx.select({ ShopName: Shop.ShopName }).from(Shop).where(eq(Shop.Id, row.ShopId))
    return { ...msg!, ShopName: shop?.ShopName ?? '', Direction: 'out' }
  })
}

/**
 * Gives a conversation to an agent (AgentId 0: back to the unassigned ones). A supervisor gives it
 * to any agent within their scope who may handle consultations; an agent of scope `own` takes an
 * unassigned one for themselves or gives their own back.
 */
export async function assign(db: Db, auth: AuthContext, id: number, agentId: number, version?: number): Promise<void> {
  await transaction(db, async (tx) => {
    const row = await lockConversation(tx, auth, id, version)
    if (!mayAssignOthers(auth)) {
      if (agentId !== 0 && agentId !== auth.agentId) throw new ApiError(403, CHAT_MESSAGES.ownOnly)
      if (row.AgentId !== 0 && row.AgentId !== auth.agentId) throw new ApiError(403, CHAT_MESSAGES.takenByOther)
    }
    let departmentId = 0
    if (agentId !== 0) {
      const [agent] = await tx
        .select({
          Id: Agent.Id,
          DepartmentId: Agent.DepartmentId,
          State: Agent.State,
          Status: Agent.Status,
          Own: Agent.Permission,
          Role: Role.Permission,
        })
        .from(Agent)
        .leftJoin(Role, eq(Role.Id, Agent.RoleId))
        .where(and(eq(Agent.Id, agentId), scopeCondition(tx, auth, { owner: Agent.Id, department: Agent.DepartmentId })))
      const fit =
        agent && agent.Status === 1 && !LOCKED_OUT_STATES.includes(agent.State) && can([...(agent.Role ?? []), ...agent.Own], 'chat:view')
      if (!fit) throw badRequest(CHAT_MESSAGES.badAgent, [{ Field: 'AgentId', message: CHAT_MESSAGES.badAgent }])
      departmentId = agent.DepartmentId
    }
    await tx
      .update(C)
      .set({ AgentId: agentId, DepartmentId: departmentId, UpdateTime: now(), Version: sql`${C.Version} + 1` })
      .where(eq(C.Id, id))
    await notifyChat(tx, id)
  })
}

/** Closes (1) or reopens (0) a conversation; the holder or a supervisor may. */
export async function setClosed(db: Db, auth: AuthContext, id: number, closed: 0 | 1, version?: number): Promise<void> {
  await transaction(db, async (tx) => {
    const row = await lockConversation(tx, auth, id, version)
    if (row.AgentId !== 0 && row.AgentId !== auth.agentId && !mayAssignOthers(auth)) throw new ApiError(403, CHAT_MESSAGES.takenByOther)
    if (row.Closed === closed) return
    await tx
      .update(C)
      .set({ Closed: closed, UpdateTime: now(), Version: sql`${C.Version} + 1` })
      .where(eq(C.Id, id))
    await notifyChat(tx, id)
  })
}

/** The header's badge: open conversations in scope with unread messages, and how many messages. */
export async function unreadCount(db: Db, auth: AuthContext): Promise<{ Conversations: number; Messages: number }> {
  const [row] = await db
    .select({ Conversations: sql<number>`count(*)::int`, Messages: sql<number>`coalesce(sum(${C.Unread}), 0)::int` })
    .from(C)
    .where(and(gt(C.Unread, 0), conversationScope(db, auth)))
  return { Conversations: Number(row?.Conversations ?? 0), Messages: Number(row?.Messages ?? 0) }
}

/** A known shop (valid, not deleted), or a 400 naming ShopId. */
async function requireShop(db: Db | Tx, shopId: number) {
  const [shop] = await db
    .select({ Id: Shop.Id, ShopName: Shop.ShopName })
    .from(Shop)
    .where(and(eq(Shop.Id, shopId), eq(Shop.Status, 1)))
  if (!shop) throw badRequest(CHAT_MESSAGES.unknownShop, [{ Field: 'ShopId', message: CHAT_MESSAGES.unknownShop }])
  return shop
}

/** Counts one post against each key (a visitor of a shop, an address) in the chat's windows. */
export function admitPublic(db: Db, keys: readonly { key: string; limit: number }[]): Promise<number> {
  return admitWindow(
    db,
    keys.map((k) => ({ ...k, window: CHAT_LIMITS.windowSeconds })),
  )
}

/** Throws 429 (translated, with Retry-After) when the visitor or the address posted too much. */
export async function throttlePublic(db: Db, kind: 'message' | 'visit', shopId: number, visitorId: string, ip: string) {
  const [perVisitor, perAddress] =
    kind === 'message'
      ? [CHAT_LIMITS.messagesPerVisitor, CHAT_LIMITS.messagesPerAddress]
      : [CHAT_LIMITS.visitsPerVisitor, CHAT_LIMITS.visitsPerAddress]
  const wait = await admitPublic(db, [
    { key: `${kind}:v:${shopId}:${visitorId}`, limit: perVisitor },
    { key: `${kind}:i:${ip}`, limit: perAddress },
  ])
  if (wait > 0) throw tooMany(wait, CHAT_MESSAGES.tooMany)
}

/**
 * A visitor's message to a shop: the first opens the conversation (one per visitor and shop), a
 * later one lands in it and opens it again if it was closed. Announced to the console live.
 */
export async function postPublicMessage(db: Db, body: PublicMessageBody): Promise<{ ConversationId: number; MessageId: number }> {
  return transaction(db, async (tx) => {
    const shop = await requireShop(tx, body.ShopId)
    const t = now()
    const [conv] = await tx
      .insert(C)
      .values({
        ShopId: shop.Id,
        VisitorKey: `v:${body.VisitorId}`,
        VisitorName: body.Name,
        Contact: body.Contact,
        Unread: 1,
        LastTime: t,
        LastContent: preview(body.Content),
        LastDirection: 'in',
        CreateTime: t,
        UpdateTime: t,
      })
      .onConflictDoUpdate({
        target: [C.ShopId, C.VisitorKey],
        set: {
          VisitorName: body.Name,
          Contact: sql`case when ${body.Contact}::text = '' then ${C.Contact} else ${body.Contact} end`,
          Unread: sql`${C.Unread} + 1`,
          Closed: 0,
          LastTime: t,
          LastContent: preview(body.Content),
          LastDirection: 'in',
          UpdateTime: t,
          Version: sql`${C.Version} + 1`,
        },
      })
      .returning({ Id: C.Id })
    const [msg] = await tx
      .insert(ChatMessage)
      .values({
        ConversationId: conv!.Id,
        ShopId: shop.Id,
        Direction: 'in',
        FromUser: body.Name,
        Content: body.Content,
        Status: 2,
        CreateTime: t,
      })
      .returning({ Id: ChatMessage.Id })
    await notifyChat(tx, conv!.Id)
    return { ConversationId: conv!.Id, MessageId: msg!.Id }
  })
}

/** A visitor opened a page of a shop: one row of the visitor history. */
export async function recordVisit(db: Db, body: PublicVisitBody): Promise<number> {
  await requireShop(db, body.ShopId)
  // The visit and its announcement commit together: open visitor records lists refresh (the chat stream).
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(ChatVisit)
      .values({
        ShopId: body.ShopId,
        VisitorId: body.VisitorId,
        VisitorName: body.Name,
        Path: body.Path,
        Title: body.Title,
        Referrer: body.Referrer,
        Device: body.Device,
      })
      .returning({ Id: ChatVisit.Id })
    await notify(tx, 'visit')
    return row!.Id
  })
}

/** The agents a conversation may be given to by this agent (the assign picker): active, holding chat, within scope. */
export async function assignableAgents(db: Db, auth: AuthContext): Promise<{ Id: number; Name: string }[]> {
  const rows = await db
    .select({ Id: Agent.Id, Name: Agent.Name, Own: Agent.Permission, Role: Role.Permission })
    .from(Agent)
    .leftJoin(Role, eq(Role.Id, Agent.RoleId))
    .where(
      and(
        eq(Agent.Status, 1),
        notInArray(Agent.State, [...LOCKED_OUT_STATES]),
        mayAssignOthers(auth) ? scopeCondition(db, auth, { owner: Agent.Id, department: Agent.DepartmentId }) : eq(Agent.Id, auth.agentId),
      ),
    )
    .orderBy(Agent.Name)
    .limit(1000)
  return rows.filter((r) => can([...(r.Role ?? []), ...r.Own], 'chat:view')).map(({ Id, Name }) => ({ Id, Name }))
}
