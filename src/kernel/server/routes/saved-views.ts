import { and, asc, eq, or, sql } from 'drizzle-orm'
import { z } from '@hono/zod-openapi'
import { canAny } from '../../shared/permissions.ts'
import { M } from '../../shared/messages.ts'
import { viewKeys, type ResourceDef } from '../../shared/resources/define.ts'
import { viewQuerySchema } from '../../shared/schemas/list.ts'
import { id } from '../../shared/schemas/fields.ts'
import { SaveViewBody, ViewResource } from '../../shared/schemas/saved-views.ts'
import type { AuthContext, Deps } from '../env.ts'
import { Agent, SavedView, SavedViewDefault } from '../db/schema/index.ts'
import { transaction } from '../db/transaction.ts'
import type { Tx } from '../db/client.ts'
import { badRequest, forbidden, notFound } from '../lib/errors.ts'
import { translate } from '../lib/i18n.ts'
import { now } from '../lib/clock.ts'
import { registryOf } from '../registry.ts'
import { defineRoute, envelope, errorResponse, json, requireAuth, type Router } from './define.ts'

const ViewRow = z
  .object({
    Id: z.number().int(),
    Name: z.string(),
    Query: z.record(z.string(), z.union([z.string(), z.number()])),
    Hidden: z.array(z.string()),
    Share: z.number().int().openapi({ description: '0 the author alone, 1 the author’s department, 2 the author’s role' }),
    Mine: z.boolean(),
    OwnerName: z.string(),
  })
  .openapi('SavedView')

/** The list's definition, for a caller who may view it; anything else is refused as the list itself would be. */
function listOf(deps: Deps, auth: AuthContext, name: string): ResourceDef {
  const def = registryOf(deps).resources.get(name)
  if (!def) throw notFound()
  if (!canAny(auth.access, viewKeys(def))) throw forbidden()
  return def
}

/** The views the caller sees of a list: their own, and those shared with their department or role. */
const visible = (auth: AuthContext, resource: string) =>
  and(
    eq(SavedView.Resource, resource),
    or(
      eq(SavedView.AgentId, auth.agentId),
      and(eq(SavedView.Share, 1), eq(SavedView.DepartmentId, auth.departmentId)),
      and(eq(SavedView.Share, 2), eq(SavedView.RoleId, auth.roleId)),
    ),
  )

/**
 * Saved views of a list (`SavedView/Index`, `Post`, `Delete`, `Default`): a person saves a list's
 * filter, sort and columns under a name, shares it with their department or role, and picks the one
 * the list opens with. Each call is checked against the list's own view permission.
 */
export function registerSavedViews(app: Router, deps: Deps) {
  app.openapi(
    defineRoute(deps, 'session', {
      method: 'get',
      path: '/Api/SavedView/Index',
      tags: ['SavedView'],
      summary: 'The views of a list the caller sees (their own first, then those shared with them) and their default',
      request: { query: z.object({ Resource: ViewResource }) },
      responses: {
        200: json(envelope(z.object({ Views: z.array(ViewRow), Default: z.number().int() }))),
        404: errorResponse('No such list'),
      },
    }),
    async (c) => {
      const auth = requireAuth(c)
      const resource = c.req.valid('query').Resource
      listOf(deps, auth, resource)
      const [rows, [chosen]] = await Promise.all([
        deps.db
          .select({
            Id: SavedView.Id,
            Name: SavedView.Name,
            Query: SavedView.Query,
            Hidden: SavedView.Hidden,
            Share: SavedView.Share,
            AgentId: SavedView.AgentId,
            OwnerName: sql<string>`coalesce(${Agent.Name}, '')`,
          })
          .from(SavedView)
          .leftJoin(Agent, eq(Agent.Id, SavedView.AgentId))
          .where(visible(auth, resource))
          .orderBy(sql`${SavedView.AgentId} <> ${auth.agentId}`, asc(SavedView.Name))
          .limit(200),
        deps.db
          .select({ ViewId: SavedViewDefault.ViewId })
          .from(SavedViewDefault)
          .where(and(eq(SavedViewDefault.AgentId, auth.agentId), eq(SavedViewDefault.Resource, resource))),
      ])
      const Views = rows.map(({ AgentId, ...v }) => ({ ...v, Mine: AgentId === auth.agentId }))
      // A default whose view is gone or no longer shared with the caller opens nothing.
      const Default = Views.some((v) => v.Id === chosen?.ViewId) ? (chosen?.ViewId ?? 0) : 0
      return c.json({ Result: true, Data: { Views, Default } }, 200)
    },
  )

  app.openapi(
    defineRoute(deps, 'session', {
      method: 'post',
      path: '/Api/SavedView/Post',
      tags: ['SavedView'],
      summary: 'Save a list’s filter, sort and columns under a name (the caller’s view of that name is replaced)',
      request: { body: { content: { 'application/json': { schema: SaveViewBody.openapi('SavedViewSave') } }, required: true } },
      responses: { 200: json(envelope(z.object({ Id: z.number().int() }))), 404: errorResponse('No such list') },
    }),
    async (c) => {
      const auth = requireAuth(c)
      const body = c.req.valid('json')
      const def = listOf(deps, auth, body.Resource)
      const query = viewQuerySchema(def).safeParse(body.Query)
      if (!query.success) throw badRequest(M.invalid, [{ Field: 'Query', message: M.invalid }])
      const unknown = body.Hidden.find((col) => !def.columns.includes(col))
      if (unknown !== undefined) throw badRequest(M.invalid, [{ Field: 'Hidden', message: M.invalid }])
      const values = {
        Query: query.data,
        Hidden: [...new Set(body.Hidden)],
        Share: body.Share,
        DepartmentId: auth.departmentId,
        RoleId: auth.roleId,
        UpdateTime: now(),
      }
      const Id = await transaction(deps.db, async (tx) => {
        const [saved] = await tx
          .insert(SavedView)
          .values({ AgentId: auth.agentId, Resource: body.Resource, Name: body.Name, ...values })
          .onConflictDoUpdate({ target: [SavedView.AgentId, SavedView.Resource, SavedView.Name], set: values })
          .returning({ Id: SavedView.Id })
        if (!saved) throw new Error('SavedView/Post: the insert returned no Id')
        if (body.Default) await setDefault(tx, auth.agentId, body.Resource, saved.Id)
        return saved.Id
      })
      return c.json({ Result: true, Data: { Id }, Message: translate(c.var.lang, M.saveSuccess) }, 200)
    },
  )

  app.openapi(
    defineRoute(deps, 'session', {
      method: 'post',
      path: '/Api/SavedView/Delete',
      tags: ['SavedView'],
      summary: 'Delete one of the caller’s own views (whoever had it as their default opens the plain list again)',
      request: { body: { content: { 'application/json': { schema: z.object({ Id: id() }).openapi('SavedViewDelete') } }, required: true } },
      responses: { 200: json(envelope(z.null())) },
    }),
    async (c) => {
      const auth = requireAuth(c)
      const { Id } = c.req.valid('json')
      const gone = await transaction(deps.db, async (tx) => {
        const rows = await tx
          .delete(SavedView)
          .where(and(eq(SavedView.Id, Id), eq(SavedView.AgentId, auth.agentId)))
          .returning({ Id: SavedView.Id })
        if (rows.length) await tx.delete(SavedViewDefault).where(eq(SavedViewDefault.ViewId, Id))
        return rows.length
      })
      if (!gone) throw notFound()
      return c.json({ Result: true, Data: null, Message: translate(c.var.lang, M.removeSuccess) }, 200)
    },
  )

  app.openapi(
    defineRoute(deps, 'session', {
      method: 'post',
      path: '/Api/SavedView/Default',
      tags: ['SavedView'],
      summary: 'Choose the view a list opens with for the caller (Id 0: the plain list)',
      request: {
        body: {
          content: {
            'application/json': {
              schema: z.object({ Resource: ViewResource, Id: z.number().int().min(0).max(2_147_483_647) }).openapi('SavedViewDefault'),
            },
          },
          required: true,
        },
      },
      responses: { 200: json(envelope(z.null())), 404: errorResponse('No such list, or no such view the caller sees') },
    }),
    async (c) => {
      const auth = requireAuth(c)
      const { Resource: resource, Id } = c.req.valid('json')
      listOf(deps, auth, resource)
      await transaction(deps.db, async (tx) => {
        if (Id === 0) {
          await tx.delete(SavedViewDefault).where(and(eq(SavedViewDefault.AgentId, auth.agentId), eq(SavedViewDefault.Resource, resource)))
          return
        }
        const [seen] = await tx
          .select({ Id: SavedView.Id })
          .from(SavedView)
          .where(and(eq(SavedView.Id, Id), visible(auth, resource)))
        if (!seen) throw notFound()
        await setDefault(tx, auth.agentId, resource, Id)
      })
      return c.json({ Result: true, Data: null, Message: translate(c.var.lang, M.setSuccess) }, 200)
    },
  )
}

async function setDefault(tx: Tx, agentId: number, resource: string, viewId: number) {
  await tx
    .insert(SavedViewDefault)
    .values({ AgentId: agentId, Resource: resource, ViewId: viewId })
    .onConflictDoUpdate({ target: [SavedViewDefault.AgentId, SavedViewDefault.Resource], set: { ViewId: viewId } })
}
