import { z } from '@hono/zod-openapi'
import { and, inArray, ne } from 'drizzle-orm'
import type { Deps } from '../../../kernel/server/env.ts'
import { defineRoute, envelope, json, type Router } from '../../../kernel/server/routes/define.ts'
import { q } from '../../../kernel/shared/schemas/fields.ts'
import { Product } from './tables.ts'

const LabelRow = z.object({ Id: z.number().int(), Name: z.string(), Spec: z.string(), BarCode: z.string() }).openapi('ProductLabel')

/**
 * What a product label prints (name, specification, barcode), for whoever handles the goods: the
 * receiving and picking staff print labels without seeing the product catalogue's prices and texts.
 */
export function registerLabels(app: Router, deps: Deps) {
  app.openapi(
    defineRoute(deps, ['product:view', 'entry:view', 'delivery:view', 'stock:view'], {
      method: 'get',
      path: '/Api/Product/Labels',
      tags: ['Product'],
      summary: 'The label texts of the given products (name, specification, barcode), in the order asked; deleted products are left out',
      request: { query: z.object({ Ids: q.ids(100) }) },
      responses: { 200: json(envelope(z.array(LabelRow))) },
    }),
    async (c) => {
      const { Ids } = c.req.valid('query')
      const rows = await deps.db
        .select({ Id: Product.Id, Name: Product.Name, Spec: Product.Spec, BarCode: Product.BarCode })
        .from(Product)
        .where(and(inArray(Product.Id, Ids), ne(Product.Status, -1)))
      const byId = new Map(rows.map((r) => [r.Id, r]))
      return c.json({ Result: true, Data: Ids.flatMap((id) => byId.get(id) ?? []) }, 200)
    },
  )
}
