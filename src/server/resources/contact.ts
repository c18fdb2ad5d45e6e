import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import { QueryBuilder } from 'drizzle-orm/pg-core'
import { FOLLOW_MESSAGES } from '../../shared/resources/follow-messages.ts'
import { Client, ClientContact } from '../db/schema/index.ts'
import type { Tx } from '../../kernel/server/db/client.ts'
import { clientHooks } from '../lifecycle/client.ts'
import { scopeCondition } from '../../kernel/server/services/scope.ts'
import type { ResourceHooks } from '../../kernel/server/resources/crud.ts'
import { assertWorksClient } from './client-access.ts'

// Subqueries built outside a transaction, with the database's own column naming.
const qb = new QueryBuilder({ casing: 'snake_case' })

/** The customer's own contact fields follow its primary contact (empty when it has none). */
async function mirrorPrimary(tx: Tx, clientIds: number[]) {
  if (!clientIds.length) return
  await tx.execute(sql`
    update ${Client} set
      "contacts_name" = coalesce(p."name", ''), "client_phone" = coalesce(p."client_phone", ''), "client_email" = coalesce(p."client_email", '')
    from (select c."id", k."name", k."client_phone", k."client_email" from ${Client} c
          left join ${ClientContact} k on k."client_id" = c."id" and k."is_primary" = 1 and k."status" <> -1
          where c."id" in ${clientIds}) p
    where ${Client.Id} = p."id"`)
}

/**
 * Contacts are seen by whoever sees their customer (owner, cooperating salesperson, the high seas,
 * a supervisor's scope) and changed by whoever works it. One is primary: making one primary
 * demotes the others, a customer's first contact is primary, and the customer's own contact
 * fields follow the primary, all in the write's transaction.
 */
export const contactHooks: ResourceHooks = {
  scope(auth) {
    const visible = clientHooks.scope!(auth, scopeCondition(qb as never, auth, { owner: Client.AgentId, department: Client.DepartmentId }))
    return visible ? inArray(ClientContact.ClientId, qb.select({ Id: Client.Id }).from(Client).where(visible)) : undefined
  },
  async beforeWrite({ tx, values, current, auth }) {
    const clientId = Number(current?.ClientId ?? values.ClientId)
    await assertWorksClient(tx, auth, clientId, FOLLOW_MESSAGES.contactNotYours)
    const out = { ...values }
    const others = and(
      eq(ClientContact.ClientId, clientId),
      ne(ClientContact.Status, -1),
      current ? ne(ClientContact.Id, Number(current.Id)) : undefined,
    )
    if (out.IsPrimary === 1)
      await tx
        .update(ClientContact)
        .set({ IsPrimary: 0 })
        .where(and(others, eq(ClientContact.IsPrimary, 1)))
    else if (!current) {
      const [primary] = await tx
        .select({ Id: ClientContact.Id })
        .from(ClientContact)
        .where(and(others, eq(ClientContact.IsPrimary, 1)))
        .limit(1)
      if (!primary) out.IsPrimary = 1
    }
    return out
  },
  async afterWrite({ tx, id }) {
    const [row] = await tx.select({ ClientId: ClientContact.ClientId }).from(ClientContact).where(eq(ClientContact.Id, id))
    if (row) await mirrorPrimary(tx, [row.ClientId])
  },
  async afterDelete(tx, ids) {
    const rows = await tx.selectDistinct({ ClientId: ClientContact.ClientId }).from(ClientContact).where(inArray(ClientContact.Id, ids))
    await mirrorPrimary(
      tx,
      rows.map((r) => r.ClientId),
    )
  },
}
