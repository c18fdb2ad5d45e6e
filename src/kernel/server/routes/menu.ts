import { asc, eq, inArray, ne, sql } from 'drizzle-orm'
import { z } from '@hono/zod-openapi'
import { menuLayoutSaveSchema, menuRoleBodySchema, menuRoleQuerySchema } from '../../shared/schemas/menu-layout.ts'
import { M } from '../../shared/messages.ts'
import type { Deps } from '../env.ts'
import { Agent, Role, RoleMenu } from '../db/schema/index.ts'
import { badRequest } from '../lib/errors.ts'
import { translate } from '../lib/i18n.ts'
import { defineRoute, envelope, json, requireAuth, type Router } from './define.ts'

const Layout = z.object({ groups: z.array(z.record(z.string(), z.unknown())) }).openapi('MenuLayout')
const LayoutAnswer = z
  .object({
    RoleId: z.number().int(),
    Layout: Layout.nullable(),
    Fallback: Layout.nullable(),
    UpdateTime: z.number().int(),
    UpdateName: z.string(),
    Permission: z.array(z.string()).nullable(),
  })
  .openapi('MenuLayoutAnswer')

/** Role 0 is every role's; any other must be a live role. Answers its permission keys (null for role 0). */
async function checkRole(deps: Deps, roleId: number): Promise<string[] | null> {
  if (roleId === 0) return null
  const [role] = await deps.db.select({ Status: Role.Status, Permission: Role.Permission }).from(Role).where(eq(Role.Id, roleId))
  if (!role || role.Status === -1) throw badRequest(M.invalid, [{ Field: 'RoleId', message: M.recordNotFound }])
  return role.Permission
}

/** Each role's navigation menu, and the signed-in agent's, which the shell lays its menus out by. */
export function registerMenu(app: Router, deps: Deps) {
  app.openapi(
    defineRoute(deps, 'session', {
      method: 'get',
      path: '/Api/Menu/Mine',
      tags: ['Menu'],
      summary: 'The menu layout of the signed-in agent’s role, else every role’s, else null (the route table’s own order)',
      responses: { 200: json(envelope(Layout.nullable())) },
    }),
    async (c) => {
      const auth = requireAuth(c)
      const rows = await deps.db
        .select({ RoleId: RoleMenu.RoleId, Layout: RoleMenu.Layout })
        .from(RoleMenu)
        .where(inArray(RoleMenu.RoleId, [auth.roleId, 0]))
      const mine = rows.find((r) => r.RoleId === auth.roleId && auth.roleId !== 0) ?? rows.find((r) => r.RoleId === 0)
      return c.json({ Result: true, Data: mine?.Layout ?? null }, 200)
    },
  )
  app.openapi(
    defineRoute(deps, 'setting:view', {
      method: 'get',
      path: '/Api/Menu/Roles',
      tags: ['Menu'],
      summary: 'The live roles whose menus can be laid out, each saying whether it has a layout of its own',
      responses: { 200: json(envelope(z.array(z.object({ Id: z.number().int(), Title: z.string(), Own: z.boolean() })))) },
    }),
    async (c) => {
      const rows = await deps.db
        .select({ Id: Role.Id, Title: Role.Title, Own: sql<boolean>`${RoleMenu.RoleId} is not null` })
        .from(Role)
        .leftJoin(RoleMenu, eq(RoleMenu.RoleId, Role.Id))
        .where(ne(Role.Status, -1))
        .orderBy(asc(Role.Id))
        .limit(500)
      return c.json({ Result: true, Data: rows }, 200)
    },
  )
  app.openapi(
    defineRoute(deps, 'setting:view', {
      method: 'get',
      path: '/Api/Menu/Layout',
      tags: ['Menu'],
      summary: 'A role’s own menu layout (null when it has none) and the layout it falls back to',
      request: { query: menuRoleQuerySchema },
      responses: { 200: json(envelope(LayoutAnswer)) },
    }),
    async (c) => {
      const { RoleId } = c.req.valid('query')
      const permission = await checkRole(deps, RoleId)
      const rows = await deps.db
        .select({ RoleId: RoleMenu.RoleId, Layout: RoleMenu.Layout, UpdateTime: RoleMenu.UpdateTime, UpdateName: Agent.Name })
        .from(RoleMenu)
        .leftJoin(Agent, eq(Agent.Id, RoleMenu.UpdateAgent))
        .where(inArray(RoleMenu.RoleId, [RoleId, 0]))
      const own = rows.find((r) => r.RoleId === RoleId)
      const fallback = RoleId === 0 ? null : rows.find((r) => r.RoleId === 0)
      const data = {
        RoleId,
        Layout: own?.Layout ?? null,
        Fallback: fallback?.Layout ?? null,
        UpdateTime: own?.UpdateTime ?? 0,
        UpdateName: own?.UpdateName ?? '',
        Permission: permission,
      }
      return c.json({ Result: true, Data: data }, 200)
    },
  )
  app.openapi(
    defineRoute(deps, 'setting:update', {
      method: 'post',
      path: '/Api/Menu/Save',
      tags: ['Menu'],
      summary: 'Stores a role’s menu layout (role 0: every role without its own)',
      request: { body: { content: { 'application/json': { schema: menuLayoutSaveSchema } }, required: true } },
      responses: { 200: json(envelope(z.null())) },
    }),
    async (c) => {
      const auth = requireAuth(c)
      const { RoleId, Layout: layout } = c.req.valid('json')
      await checkRole(deps, RoleId)
      const now = Math.floor(Date.now() / 1000)
      await deps.db
        .insert(RoleMenu)
        .values({ RoleId, Layout: layout, UpdateTime: now, UpdateAgent: auth.agentId })
        .onConflictDoUpdate({ target: RoleMenu.RoleId, set: { Layout: layout, UpdateTime: now, UpdateAgent: auth.agentId } })
      return c.json({ Result: true, Data: null, Message: translate(c.var.lang, M.saveSuccess) }, 200)
    },
  )
  app.openapi(
    defineRoute(deps, 'setting:update', {
      method: 'post',
      path: '/Api/Menu/Reset',
      tags: ['Menu'],
      summary: 'Removes a role’s own menu layout: it falls back to every role’s, or to the route table’s order',
      request: { body: { content: { 'application/json': { schema: menuRoleBodySchema } }, required: true } },
      responses: { 200: json(envelope(z.null())) },
    }),
    async (c) => {
      const { RoleId } = c.req.valid('json')
      await checkRole(deps, RoleId)
      await deps.db.delete(RoleMenu).where(eq(RoleMenu.RoleId, RoleId))
      return c.json({ Result: true, Data: null }, 200)
    },
  )
}
