import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import { z } from '@hono/zod-openapi'
import { transaction } from '../../kernel/server/db/transaction.ts'
import { wrote } from '../../kernel/server/db/changes.ts'
import type { Deps } from '../../kernel/server/env.ts'
import { badRequest, forbidden, notFound } from '../../kernel/server/lib/errors.ts'
import { translate } from '../../kernel/server/lib/i18n.ts'
import { now } from '../../kernel/server/lib/clock.ts'
import { defineRoute, envelope, json, requireAuth, type Router } from '../../kernel/server/routes/define.ts'
import type { CrudParts } from '../../kernel/server/resources/crud-types.ts'
import { id } from '../../kernel/shared/schemas/fields.ts'
import { MERGE_MESSAGES } from '../../shared/resources/party-duplicates.ts'
import { Client, ClientContact, DocEvent } from '../db/schema/index.ts'
import { deriveFollowSummary } from './follow-summary.ts'

const MergeBody = z
  .object({
    Id: id().openapi({ description: 'The customer that stays' }),
    FromId: id().openapi({ description: 'The duplicate merged into it, then deleted' }),
  })
  .openapi('ClientMerge')

/**
 * An administrator merges a duplicate customer into the one that stays, in one transaction: every
 * row referring to the duplicate (contacts, follow-ups, receivables, invoices, contracts, leases:
 * the usage index of the definitions' references) and its timeline move over; the kept customer's
 * primary contact stays primary; the follow-up summary is derived again; the duplicate is deleted
 * (restorable, though its rows stay with the kept one); both timelines say so.
 */
export function registerClientMerge(app: Router, deps: Deps, crud: CrudParts) {
  app.openapi(
    defineRoute(deps, crud.key('delete'), {
      method: 'post',
      path: '/Api/Client/Merge',
      tags: ['Client'],
      summary: 'Merge a duplicate customer into another (administrators: every record of theirs in scope)',
      request: { body: { content: { 'application/json': { schema: MergeBody } }, required: true } },
      responses: { 200: json(envelope(z.object({ Id: z.number().int(), Moved: z.record(z.string(), z.number().int()) }))) },
    }),
    async (c) => {
      const auth = requireAuth(c)
      // Someone else's customers move too: only who sees every record merges.
      if (auth.scope !== 'all') throw forbidden()
      const { Id, FromId } = c.req.valid('json')
      if (Id === FromId) throw badRequest(MERGE_MESSAGES.same, [{ Field: 'FromId', message: MERGE_MESSAGES.same }])
      const moved = await transaction(deps.db, async (tx) => {
        const rows = await tx
          .select({ Id: Client.Id, ClientName: Client.ClientName, State: Client.State })
          .from(Client)
          .where(and(inArray(Client.Id, [Id, FromId]), eq(Client.Kind, 1), ne(Client.Status, -1)))
          .orderBy(asc(Client.Id))
          .for('update')
        const kept = rows.find((r) => r.Id === Id)
        const gone = rows.find((r) => r.Id === FromId)
        if (!kept || !gone) throw notFound()
        // One primary contact per customer: the kept one's, when it has one.
        const [primary] = await tx
          .select({ Id: ClientContact.Id })
          .from(ClientContact)
          .where(and(eq(ClientContact.ClientId, Id), eq(ClientContact.IsPrimary, 1), ne(ClientContact.Status, -1)))
        if (primary) await tx.update(ClientContact).set({ IsPrimary: 0 }).where(eq(ClientContact.ClientId, FromId))
        const counts = await crud.moveReferences(tx, FromId, Id)
        const timeline = await tx
          .update(DocEvent)
          .set({ DocId: Id })
          .where(and(eq(DocEvent.Doc, 'Client'), eq(DocEvent.DocId, FromId)))
          .returning({ Id: DocEvent.Id })
        if (timeline.length) counts.doc_event = timeline.length
        const t = now()
        await tx
          .update(Client)
          .set({ Status: -1, Version: sql`${Client.Version} + 1`, UpdateTime: t, UpdateAgent: auth.agentId })
          .where(eq(Client.Id, FromId))
        await deriveFollowSummary(tx, [Id])
        await tx.insert(DocEvent).values([
          {
            Doc: 'Client',
            DocId: Id,
            Event: 'merge',
            From: kept.State,
            To: kept.State,
            AgentId: auth.agentId,
            Data: { FromId, FromName: gone.ClientName, Moved: counts },
            CreateTime: t,
          },
          {
            Doc: 'Client',
            DocId: FromId,
            Event: 'merge',
            From: gone.State,
            To: gone.State,
            AgentId: auth.agentId,
            Data: { IntoId: Id, IntoName: kept.ClientName },
            CreateTime: t,
          },
        ])
        return counts
      }).finally(() => wrote(deps.db, Client))
      return c.json({ Result: true, Data: { Id, Moved: moved }, Message: translate(c.var.lang, MERGE_MESSAGES.merged) }, 200)
    },
  )
}
