import { clientResource, CLIENT_GUARD_REASONS } from '../../shared/resources/client.ts'
import { and, count, eq, gte, ne, or, sql, type SQL } from 'drizzle-orm'
import { clientLifecycle } from '../../../machines/client.ts'
import { CLIENT_POOL_DEFAULTS } from '../../shared/lifecycle/client-pool.ts'
import { M } from '../../kernel/shared/messages.ts'
import { Agent, Client, ClientContact, DocEvent } from '../db/schema/index.ts'
import { badRequest } from '../../kernel/server/lib/errors.ts'
import { companyTimeZone, rememberedNumberSettings } from '../../kernel/server/services/settings.ts'
import { presetRange } from '../../kernel/shared/date-ranges.ts'
import { LOCKED_OUT_STATES } from '../../kernel/server/services/sessions.ts'
import type { Tx } from '../../kernel/server/db/client.ts'
import type { ResourceHooks, WriteContext } from '../../kernel/server/resources/crud.ts'
import { refuseDuplicate } from '../resources/party-duplicates.ts'
import { DAY, fallTimeSql, poolRules } from './client-fall.ts'
import { poolScope } from './client-pools.ts'
import { registerClientMerge } from '../resources/client-merge.ts'
import { registerClientStory } from '../resources/client-story.ts'
import type { AuthContext } from '../../kernel/server/env.ts'
import { lifecycleHooks, type LifecycleServer } from '../../kernel/server/lifecycle/engine.ts'

/** The agent named as the new owner: present, valid and not gone. */
async function newOwner(tx: Tx, agentId: unknown) {
  const [agent] = await tx
    .select({ Id: Agent.Id, DepartmentId: Agent.DepartmentId, State: Agent.State })
    .from(Agent)
    .where(and(eq(Agent.Id, Number(agentId)), eq(Agent.Status, 1)))
  if (!agent || LOCKED_OUT_STATES.includes(agent.State))
    throw badRequest(M.referenceMissing, [{ Field: 'AgentId', message: M.referenceMissing }])
  return agent
}

export const clientServer: LifecycleServer = {
  lifecycle: clientLifecycle,
  table: Client,
  def: clientResource,
  reasons: CLIENT_GUARD_REASONS,
  // A change of hands names on the timeline whose hands the customer left.
  async note({ tx, row, event }) {
    if (event.type !== 'transfer' && event.type !== 'assign') return {}
    const from = Number(row.AgentId || row.FormerAgentId || 0)
    if (!from) return {}
    const [agent] = await tx.select({ Name: Agent.Name }).from(Agent).where(eq(Agent.Id, from))
    return { FromAgentId: from, FromAgentName: agent?.Name ?? '' }
  },
  async load(tx, row, actor, db) {
    const t = Math.floor(Date.now() / 1000)
    const rules = await rememberedNumberSettings(db, CLIENT_POOL_DEFAULTS, tx)
    const extendDays = rules['ClientPool.OwnerExtendDays']
    // Only claiming (from the high seas) counts; a private customer's events read the extension's days alone.
    if (row.State !== 'Public')
      return { facts: { owned: 0, ownedCap: 0, claimsToday: 0, dailyCap: 0, cooldownSeconds: 0, extendDays, now: t } }
    // A cap at 0 is off and its guard reads no count: count only what a cap limits (one query at a
    // time: the transaction's connection runs them in turn).
    const owned =
      rules['ClientPool.OwnedCap'] > 0
        ? await tx
            .select({ n: count() })
            .from(Client)
            .where(and(eq(Client.AgentId, actor.Id), eq(Client.State, 'Private'), ne(Client.Status, -1)))
            .then(([r]) => r?.n ?? 0)
        : 0
    const claims =
      rules['ClientPool.DailyClaimCap'] > 0
        ? await tx
            .select({ n: count() })
            .from(DocEvent)
            .where(
              and(
                eq(DocEvent.Doc, 'Client'),
                eq(DocEvent.Event, 'claim'),
                eq(DocEvent.AgentId, actor.Id),
                // The company's day: the cap starts again at its midnight.
                gte(DocEvent.CreateTime, presetRange('today', new Date(t * 1000), await companyTimeZone(db, tx)).BeginTime),
              ),
            )
            .then(([r]) => r?.n ?? 0)
        : 0
    return {
      facts: {
        owned,
        ownedCap: rules['ClientPool.OwnedCap'],
        claimsToday: claims,
        dailyCap: rules['ClientPool.DailyClaimCap'],
        cooldownSeconds: rules['ClientPool.CooldownDays'] * 86400,
        extendDays,
        now: t,
      },
    }
  },
  effects: {
    // From the later of the fall the rules set and now: an extension never shortens what a customer had.
    async keep({ tx, row, event, now }) {
      const fall = fallTimeSql(await poolRules(tx))
      const [r] = fall
        ? await tx
            .select({ At: sql<number>`${fall}`.mapWith(Number) })
            .from(Client)
            .where(eq(Client.Id, row.Id))
        : []
      return { KeepUntil: Math.max(r?.At ?? 0, now) + Number(event.data.Days) * DAY }
    },
    toHighSeas: ({ row, now, event }) => ({
      LoseTime: now,
      FormerAgentId: row.AgentId,
      AgentId: 0,
      CoAgentId: 0,
      LoseWay: event.type === 'lose' ? 2 : 1,
      LoseReason: String(event.data.Reason ?? ''),
    }),
    takeOwnership: ({ auth, now }) => ({
      AgentId: auth?.agentId ?? 0,
      DepartmentId: auth?.departmentId ?? 0,
      ClaimTime: now,
      LoseWay: 0,
      LoseReason: '',
    }),
    async giveTo({ tx, row, event, now }) {
      const agent = await newOwner(tx, event.data.AgentId)
      if (agent.Id === row.AgentId && row.State === 'Private') throw badRequest(M.invalid, [{ Field: 'AgentId', message: M.invalid }])
      return {
        AgentId: agent.Id,
        DepartmentId: agent.DepartmentId,
        ClaimTime: now,
        LoseWay: 0,
        LoseReason: '',
        ...(row.AgentId ? { FormerAgentId: row.AgentId } : {}),
      }
    },
  },
}

/** Whoever works a customer or supplier sees it: its owner's scope, or the colleague cooperating on it. */
export const partyScope = (auth: AuthContext, base: SQL | undefined) => (base ? or(base, eq(Client.CoAgentId, auth.agentId)) : undefined)

/** The contact typed on a customer's or supplier's form is its primary contact (its contacts tab holds the rest). */
export async function syncPrimaryContact({ tx, id, input }: WriteContext & { id: number }) {
  if (!CONTACT_FIELDS.some((f) => f in input)) return
  const [c] = await tx
    .select({ ContactsName: Client.ContactsName, ClientPhone: Client.ClientPhone, ClientEmail: Client.ClientEmail })
    .from(Client)
    .where(eq(Client.Id, id))
  if (!c!.ContactsName) return
  const primary = and(eq(ClientContact.ClientId, id), eq(ClientContact.IsPrimary, 1), ne(ClientContact.Status, -1))
  const values = { Name: c!.ContactsName, ClientPhone: c!.ClientPhone, ClientEmail: c!.ClientEmail }
  const [had] = await tx
    .update(ClientContact)
    .set({ ...values, Version: sql`${ClientContact.Version} + 1`, UpdateTime: sql`(extract(epoch from now()))::bigint` })
    .where(primary)
    .returning({ Id: ClientContact.Id })
  if (!had && c!.ContactsName) await tx.insert(ClientContact).values({ ClientId: id, ...values, IsPrimary: 1 })
}

/**
 * Customers on the high seas are visible to everyone who may view customers (only their own
 * department's pool, when the company keeps one per department); a cooperating agent sees the ones they share.
 */
const customerScope = (auth: AuthContext, base: SQL | undefined) =>
  base ? or(and(eq(Client.State, 'Public'), poolScope(auth)), partyScope(auth, base)) : undefined

export const clientHooks: ResourceHooks = lifecycleHooks(clientServer, {
  scope: customerScope,
  async beforeWrite(ctx) {
    await refuseDuplicate(ctx, 1, customerScope)
    return ctx.values
  },
  afterWrite: syncPrimaryContact,
  extend(app, deps, crud) {
    registerClientMerge(app, deps, crud)
    registerClientStory(app, deps, crud)
  },
})

/** The customer's fields that are its primary contact's. */
const CONTACT_FIELDS = ['ContactsName', 'ClientPhone', 'ClientEmail']
