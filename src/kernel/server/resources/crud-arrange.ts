import { and, eq, inArray, sql } from 'drizzle-orm'
import { z } from '@hono/zod-openapi'
import { apiPath } from '../../shared/resources/define.ts'
import { M } from '../../shared/messages.ts'
import { treeArrangeBody } from '../../shared/schemas/tree.ts'
import { transaction } from '../db/transaction.ts'
import { wrote } from '../db/changes.ts'
import { badRequest } from '../lib/errors.ts'
import { defineRoute, envelope, json, requireAuth } from '../routes/define.ts'
import type { ListContext } from './crud-list.ts'
import { idsOf } from './crud-types.ts'

/**
 * Arrange (trees with a sort weight: menus, categories, departments): the children of one parent
 * in the order they were dragged into. They must be exactly that parent's children, each given a
 * weight by its place (the first the heaviest), in one transaction.
 */
export function registerArrange({ app, deps, q, key }: ListContext) {
  const { def } = q
  if (!def.tree || !q.cols.Score) return
  const parent = q.col(def.tree.parent)
  const Body = z.object(treeArrangeBody.shape).openapi(`${def.name}${def.family ? `_${def.family.suffix}` : ''}Arrange`)
  app.openapi(
    defineRoute(deps, key('update'), {
      method: 'post',
      path: apiPath(def, 'Arrange'),
      tags: [def.name],
      summary: `Order the ${def.name} records under one parent as given (their sort weights follow)`,
      request: { body: { content: { 'application/json': { schema: Body } }, required: true } },
      responses: { 200: json(envelope(z.object({ Count: z.number().int() }))) },
    }),
    async (c) => {
      const auth = requireAuth(c)
      const { Fid, Ids } = c.req.valid('json')
      const count = await transaction(deps.db, async (tx) => {
        const children = await tx
          .select({ Id: q.table.Id })
          .from(q.table)
          .where(and(q.where(auth, {}), eq(parent, Fid)))
          .for('update')
        const have = new Set(idsOf(children))
        if (have.size !== Ids.length || Ids.some((id) => !have.has(id)))
          throw badRequest(M.arrangeMismatch, [{ Field: 'Ids', message: M.arrangeMismatch }])
        const weights = sql.join(
          Ids.map((id, i) => sql`when ${id}::int then ${(Ids.length - i) * 10}::int`),
          sql` `,
        )
        await tx
          .update(q.table)
          .set({
            Score: sql`case ${q.table.Id} ${weights} end`,
            ...(q.cols.Version ? { Version: sql`${q.col('Version')} + 1` } : {}),
            ...(q.cols.UpdateAgent ? { UpdateAgent: auth.agentId } : {}),
          })
          .where(inArray(q.table.Id, Ids))
        return Ids.length
      }).finally(() => wrote(deps.db, q.table))
      return c.json({ Result: true, Data: { Count: count } }, 200)
    },
  )
}
