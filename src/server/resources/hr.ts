import { resource } from '../../kernel/server/module.ts'
import { transaction } from '../../kernel/server/db/transaction.ts'
import { and, asc, desc, eq, inArray, ne, notInArray } from 'drizzle-orm'
import { z } from '@hono/zod-openapi'
import { M } from '../../kernel/shared/messages.ts'
import { agentResource, departmentResource, roleResource, userResource } from '../../shared/resources/hr.ts'
import { settingResource, shopResource, subjectResource } from '../../shared/resources/system.ts'
import { checkTypedValue } from './project-param.ts'
import { Agent, AgentMessage, Department, EndUser, Role, Setting, Shop, Subject } from '../db/schema/index.ts'
import type { Deps } from '../../kernel/server/env.ts'
import { notFound } from '../../kernel/server/lib/errors.ts'
import { translate } from '../../kernel/server/lib/i18n.ts'
import { hashPassword } from '../../kernel/server/lib/password.ts'
import { defineRoute, envelope, json, requireAuth, type Router } from '../../kernel/server/routes/define.ts'
import type { ResourceHooks } from '../../kernel/server/resources/crud.ts'
import { withAgentLifecycle } from '../lifecycle/agent.ts'
import { builtinSettingLabel, seededText } from '../../shared/lifecycle/setting-labels.ts'
import { assertAdministratorRemains } from '../../kernel/server/services/administrators.ts'
import { LOCKED_OUT_STATES, revokeAgentSessions } from '../../kernel/server/services/sessions.ts'
import { id, q } from '../../kernel/shared/schemas/fields.ts'

const CountAnswer = json(envelope(z.object({ Count: z.number().int() })))

/** A password field arrives in clear and is stored as its slow hash; an empty one changes nothing. */
async function hashPwd(values: Record<string, unknown>) {
  const { Pwd, ...rest } = values
  return typeof Pwd === 'string' && Pwd ? { ...rest, Pwd: await hashPassword(Pwd) } : rest
}

const MessageBody = z.union([
  z.object({ AgentId: id(), Content: z.string().trim().min(1).max(2000) }),
  z.object({ AgentIds: z.array(id()).min(1).max(1000), Content: z.string().trim().min(1).max(2000) }),
])

/** Agent/PostMessage and Message/Post: a note to one or many staff members, shown in their reminders. */
function registerMessages(app: Router, deps: Deps) {
  for (const path of ['/Api/Agent/PostMessage', '/Api/Message/Post']) {
    app.openapi(
      defineRoute(deps, 'session', {
        method: 'post',
        path,
        tags: ['Message'],
        summary: 'Send a message to staff members; it waits in their reminders',
        request: { body: { content: { 'application/json': { schema: MessageBody } }, required: true } },
        responses: { 200: CountAnswer },
      }),
      async (c) => {
        const auth = requireAuth(c)
        const body = c.req.valid('json')
        const ids = 'AgentIds' in body ? [...new Set(body.AgentIds)] : [body.AgentId]
        const found = await deps.db
          .select({ Id: Agent.Id })
          .from(Agent)
          .where(and(inArray(Agent.Id, ids), ne(Agent.Status, -1)))
        if (found.length !== ids.length) throw notFound()
        await deps.db.insert(AgentMessage).values(ids.map((id) => ({ AgentId: id, FromAgentId: auth.agentId, Content: body.Content })))
        return c.json({ Result: true, Data: { Count: ids.length }, Message: translate(c.var.lang, M.addSuccess) }, 200)
      },
    )
  }
}

/** Rights are checked after every change that could take them away (services/administrators.ts). */
const keepsAdministrator: Pick<ResourceHooks, 'afterWrite' | 'afterDelete'> = {
  afterWrite: ({ tx, current }) => (current ? assertAdministratorRemains(tx) : undefined),
  afterDelete: (tx) => assertAdministratorRemains(tx),
}

const roleHooks: ResourceHooks = {
  ...keepsAdministrator,
  extend(app, deps, crud) {
    app.openapi(
      defineRoute(deps, crud.key('update'), {
        method: 'post',
        path: '/Api/Role/SetAgents',
        tags: ['Role'],
        summary: 'Give every staff member of the role exactly the role’s permissions, in one step',
        request: { body: { content: { 'application/json': { schema: z.object({ Id: id() }) } }, required: true } },
        responses: { 200: CountAnswer },
      }),
      async (c) => {
        requireAuth(c)
        const { Id } = c.req.valid('json')
        const count = await transaction(deps.db, async (tx) => {
          const [role] = await tx
            .select({ Permission: Role.Permission })
            .from(Role)
            .where(and(eq(Role.Id, Id), ne(Role.Status, -1)))
            .for('update')
          if (!role) throw notFound()
          const rows = await tx
            .update(Agent)
            .set({ Permission: role.Permission })
            .where(and(eq(Agent.RoleId, Id), ne(Agent.Status, -1)))
            .returning({ Id: Agent.Id })
          await assertAdministratorRemains(tx)
          return rows.length
        })
        return c.json({ Result: true, Data: { Count: count }, Message: translate(c.var.lang, M.setSuccess) }, 200)
      },
    )
  },
}

const agentHooks: ResourceHooks = {
  // Staff who left or are suspended cannot be newly chosen.
  referable: notInArray(Agent.State, LOCKED_OUT_STATES),
  beforeWrite: ({ values }) => hashPwd(values),
  async afterWrite(ctx) {
    await keepsAdministrator.afterWrite!(ctx)
    // A password set by HR ends the member's sessions (but the editor's own current one, when
    // editing oneself): the change feed then refuses them in every process. (The login number is
    // immutable here: Agent/UpdateMobile changes it, and ends the other sessions too.)
    const { current, values, id, auth, tx } = ctx
    if (current && typeof values.Pwd === 'string' && values.Pwd)
      await revokeAgentSessions(tx, id, id === auth.agentId ? auth.sessionId : undefined)
  },
  extend: (app, deps) => registerMessages(app, deps),
}

const userHooks: ResourceHooks = {
  extend(app, deps, crud) {
    app.openapi(
      defineRoute(deps, crud.key('update'), {
        method: 'post',
        path: '/Api/User/QuickSetPwd',
        tags: ['User'],
        summary: 'An administrator sets an end user’s password',
        request: {
          body: { content: { 'application/json': { schema: z.object({ Id: id(), Pwd: z.string().min(6).max(64) }) } }, required: true },
        },
        responses: { 200: json(envelope(z.null())) },
      }),
      async (c) => {
        const auth = requireAuth(c)
        const { Id, Pwd } = c.req.valid('json')
        const rows = await deps.db
          .update(EndUser)
          .set({ Pwd: await hashPassword(Pwd) })
          .where(and(eq(EndUser.Id, Id), ne(EndUser.Status, -1), crud.scoped(auth)))
          .returning({ Id: EndUser.Id })
        if (!rows.length) throw notFound()
        return c.json({ Result: true, Data: null, Message: translate(c.var.lang, M.setSuccess) }, 200)
      },
    )
  },
}

const settingHooks: ResourceHooks = {
  // A built-in setting's label and note, still as seeded, speak the caller's language.
  present(row, lang) {
    const label = builtinSettingLabel(String(row.Name), String(row.Value))
    if (!label) return row
    const parts = Object.fromEntries(Object.entries(label.parts ?? {}).map(([k, d]) => [k, translate(lang, d)]))
    const shown = { ...row }
    if (row.Text === seededText(label.text, label.parts)) shown.Text = translate(lang, label.text, parts)
    if (label.remark && row.Remark === seededText(label.remark, label.parts)) shown.Remark = translate(lang, label.remark, parts)
    return shown
  },
  beforeWrite: checkTypedValue,
  // What each process remembers of the settings it forgets after the commit (db/changes.ts).
}

const shopHooks: ResourceHooks = {
  extend(app, deps) {
    app.openapi(
      defineRoute(deps, 'session', {
        method: 'get',
        path: '/Api/Store/Select',
        tags: ['Shop'],
        summary: 'The shops of a subject (company), for dropdowns',
        request: {
          query: z.object({ SubjectId: q.refId().optional(), Size: q.int(1, 1000).default(100) }),
        },
        responses: { 200: json(envelope(z.array(z.object({ Id: z.number().int(), Name: z.string(), SubjectId: z.number().int() })))) },
      }),
      async (c) => {
        const q = c.req.valid('query')
        const rows = await deps.db
          .select({ Id: Shop.Id, Name: Shop.ShopName, SubjectId: Shop.SubjectId })
          .from(Shop)
          .where(and(eq(Shop.Status, 1), q.SubjectId ? eq(Shop.SubjectId, q.SubjectId) : undefined))
          .orderBy(desc(Shop.Score), asc(Shop.Id))
          .limit(q.Size)
        return c.json({ Result: true, Data: rows }, 200)
      },
    )
  },
}

/** The HR module and the system lookups it reads, with their tables and what each adds. */
export const HR_RESOURCES = [
  resource(departmentResource, Department, { postUpdates: true, messages: { added: M.deptAdded, edited: M.deptEdited } }),
  resource(roleResource, Role, roleHooks),
  resource(agentResource, Agent, withAgentLifecycle(agentHooks)),
  resource(userResource, EndUser, userHooks),
  resource(settingResource, Setting, settingHooks),
  resource(subjectResource, Subject),
  resource(shopResource, Shop, shopHooks),
]
