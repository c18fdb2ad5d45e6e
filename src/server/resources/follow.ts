import { resource } from '../../kernel/server/module.ts'
import { and, eq, ne } from 'drizzle-orm'
import { followResource, SUPPLIER_TYPE } from '../../shared/resources/follow.ts'
import { FOLLOW_MESSAGES } from '../../shared/resources/follow-messages.ts'
import { Client, ClientFollow, DocEvent as Timeline, Opportunity } from '../db/schema/index.ts'
import { M } from '../../kernel/shared/messages.ts'
import { badRequest } from '../../kernel/server/lib/errors.ts'
import { now } from '../../kernel/server/lib/clock.ts'
import type { ResourceHooks } from '../../kernel/server/resources/crud.ts'
import { assertWorksClient } from './client-access.ts'
import { contactResource } from '../../shared/resources/contact.ts'
import { ClientContact } from '../db/schema/index.ts'
import { contactHooks } from './contact.ts'
import { deriveFollowSummary, followClients } from './follow-summary.ts'

/**
 * A follow-up is written by someone who works the customer (its owner or cooperating salesperson,
 * or a supervisor). Every write, delete and restore derives the customer's follow-up summary again
 * from its rows (follow-summary.ts), and a new one adds a `follow` row to its timeline, in the same
 * transaction: the high-seas sweep's clock (days without a follow-up) starts again from it.
 */
export const followHooks: ResourceHooks = {
  async beforeWrite({ tx, values, current, auth }) {
    const t = now()
    const out = { ...values }
    if (!current) {
      const client = await assertWorksClient(tx, auth, Number(values.ClientId), FOLLOW_MESSAGES.notYours)
      out.ClientType = client.Kind === 2 ? SUPPLIER_TYPE : client.Type
      if (!Number(out.FollowTime)) out.FollowTime = t
    }
    const at = Number(out.FollowTime ?? current?.FollowTime ?? t)
    const next = Number(out.NextFollowTime ?? current?.NextFollowTime ?? 0)
    if (next && next < at)
      throw badRequest(FOLLOW_MESSAGES.nextBeforeNow, [{ Field: 'NextFollowTime', message: FOLLOW_MESSAGES.nextBeforeNow }])
    // The opportunity it worked on is one of the same customer's.
    const opportunity = Number(out.OpportunityId ?? 0)
    if (opportunity && 'OpportunityId' in out) {
      const [o] = await tx
        .select({ Id: Opportunity.Id })
        .from(Opportunity)
        .where(
          and(
            eq(Opportunity.Id, opportunity),
            eq(Opportunity.ClientId, Number(out.ClientId ?? current?.ClientId)),
            ne(Opportunity.Status, -1),
          ),
        )
      if (!o) throw badRequest(M.invalid, [{ Field: 'OpportunityId', message: M.invalid }])
    }
    return out
  },
  async afterWrite({ tx, id, current, auth }) {
    const [f] = await tx.select().from(ClientFollow).where(eq(ClientFollow.Id, id))
    await deriveFollowSummary(tx, current ? [f!.ClientId, Number(current.ClientId)] : [f!.ClientId])
    if (current) return
    const [client] = await tx.select({ State: Client.State, Kind: Client.Kind }).from(Client).where(eq(Client.Id, f!.ClientId))
    await tx.insert(Timeline).values({
      Doc: client!.Kind === 2 ? 'Supplier' : 'Client',
      DocId: f!.ClientId,
      Event: 'follow',
      From: client!.State,
      To: client!.State,
      AgentId: auth.agentId,
      Data: { Method: f!.Method, ContactName: f!.ContactName, Content: f!.Content, NextFollowTime: f!.NextFollowTime },
      CreateTime: f!.CreateTime,
    })
  },
  async afterDelete(tx, ids) {
    await deriveFollowSummary(tx, await followClients(tx, ids))
  },
  async afterRestore(tx, id) {
    await deriveFollowSummary(tx, await followClients(tx, [id]))
  },
}

export const FOLLOW_RESOURCES = [
  resource(followResource, ClientFollow, followHooks),
  resource(contactResource, ClientContact, contactHooks),
]
