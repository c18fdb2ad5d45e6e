import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { z } from '@hono/zod-openapi'
import { M } from '../../kernel/shared/messages.ts'
import { ListQuery, MAX_PAGE_SIZE } from '../../kernel/shared/schemas/list.ts'
import { Agent, Notice, NoticeRead } from '../db/schema/index.ts'
import type { Db } from '../../kernel/server/db/client.ts'
import { translate } from '../../kernel/server/lib/i18n.ts'
import { defineRoute, envelope, json, requireAuth } from '../../kernel/server/routes/define.ts'
import type { ResourceHooks } from '../../kernel/server/resources/crud.ts'
import { id } from '../../kernel/shared/schemas/fields.ts'

/** Published notices every member of staff receives (the management list keeps its data scope). */
const published = eq(Notice.Status, 1)

/** How many published notices this agent has not read yet (the home card, the reminders). */
export async function countUnreadNotices(db: Db, agentId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(Notice)
    .leftJoin(NoticeRead, and(eq(NoticeRead.NoticeId, Notice.Id), eq(NoticeRead.AgentId, agentId)))
    .where(and(published, isNull(NoticeRead.NoticeId)))
  return row?.n ?? 0
}

const InboxRow = z.object({
  Id: z.number().int(),
  Type: z.number().int(),
  Title: z.string(),
  Content: z.string(),
  CreateTime: z.number().int(),
  AgentName: z.string(),
  IsRead: z.number().int(),
  ReadTime: z.number().int(),
})

/** Notice/Inbox and Notice/Read: each agent's own read/unread state of the published notices. */
export const noticeHooks: ResourceHooks = {
  extend(app, deps) {
    app.openapi(
      defineRoute(deps, 'session', {
        method: 'get',
        path: '/Api/Notice/Inbox',
        tags: ['Notice'],
        summary: 'The published notices with the caller’s read state, newest first; Unread=1 for the unread only',
        request: { query: ListQuery.extend({ Unread: z.coerce.number().int().min(0).max(1).optional() }) },
        responses: { 200: json(envelope(z.array(InboxRow))) },
      }),
      async (c) => {
        const auth = requireAuth(c)
        const q = c.req.valid('query')
        const read = and(eq(NoticeRead.NoticeId, Notice.Id), eq(NoticeRead.AgentId, auth.agentId))
        const cond = and(published, q.Unread ? isNull(NoticeRead.NoticeId) : undefined)
        const [rows, [total]] = await Promise.all([
          deps.db
            .select({
              Id: Notice.Id,
              Type: Notice.Type,
              Title: Notice.Title,
              Content: Notice.Content,
              CreateTime: Notice.CreateTime,
              AgentName: sql<string>`coalesce(${Agent.Name}, '')`,
              IsRead: sql<number>`(${NoticeRead.NoticeId} is not null)::int`,
              ReadTime: sql<number>`coalesce(${NoticeRead.ReadTime}, 0)::bigint`.mapWith(Number),
            })
            .from(Notice)
            .leftJoin(NoticeRead, read)
            .leftJoin(Agent, eq(Agent.Id, Notice.AgentId))
            .where(cond)
            .orderBy(desc(Notice.Score), desc(Notice.Id))
            .limit(q.Size)
            .offset((q.Index - 1) * q.Size),
          deps.db.select({ n: count() }).from(Notice).leftJoin(NoticeRead, read).where(cond),
        ])
        return c.json({ Result: true, Data: rows, Count: total?.n ?? 0 }, 200)
      },
    )
    app.openapi(
      defineRoute(deps, 'session', {
        method: 'post',
        path: '/Api/Notice/Read',
        tags: ['Notice'],
        summary: 'Mark notices read for the caller: one, several, or All',
        request: {
          body: {
            content: {
              'application/json': {
                schema: z.union([
                  z.object({ Id: id() }),
                  z.object({ Ids: z.array(id()).min(1).max(MAX_PAGE_SIZE) }),
                  z.object({ All: z.literal(true) }),
                ]),
              },
            },
            required: true,
          },
        },
        responses: { 200: json(envelope(z.object({ Unread: z.number().int() }))) },
      }),
      async (c) => {
        const auth = requireAuth(c)
        const body = c.req.valid('json')
        const ids = 'All' in body ? undefined : 'Ids' in body ? body.Ids : [body.Id]
        const targets = await deps.db
          .select({ Id: Notice.Id })
          .from(Notice)
          .where(and(published, ids ? inArray(Notice.Id, ids) : undefined))
        if (targets.length) {
          await deps.db
            .insert(NoticeRead)
            .values(targets.map((t) => ({ NoticeId: t.Id, AgentId: auth.agentId })))
            .onConflictDoNothing()
        }
        const Unread = await countUnreadNotices(deps.db, auth.agentId)
        return c.json({ Result: true, Data: { Unread }, Message: translate(c.var.lang, M.setSuccess) }, 200)
      },
    )
  },
}
