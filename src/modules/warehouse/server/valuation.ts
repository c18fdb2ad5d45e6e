import { z } from '@hono/zod-openapi'
import { sql, type SQL } from 'drizzle-orm'
import type { Db, Tx } from '../../../kernel/server/db/client.ts'
import { rowsOf } from '../../../kernel/server/db/rows.ts'
import type { Deps } from '../../../kernel/server/env.ts'
import { now } from '../../../kernel/server/lib/clock.ts'
import { defineRoute, envelope, json, requireAuth, type Router } from '../../../kernel/server/routes/define.ts'
import { scopeCondition } from '../../../kernel/server/services/scope.ts'
import { ValuationQuery, type ValuationRow } from '../shared/valuation.ts'
import { StockLedger } from './tables.ts'

const Row = z
  .object({
    WarehouseId: z.number().int(),
    OwnerId: z.number().int(),
    ProductId: z.number().int(),
    Currency: z.string(),
    Products: z.number().int(),
    Qty: z.number().int(),
    Value: z.number().int(),
  })
  .openapi('StockValuationRow')

/**
 * The stock's value as of a moment, by warehouse and owner (or by product), replayed from the
 * ledger alone: each product's units at the warehouse up to then, at the share of the owner's
 * stock value its last row up to then carried (its units over every warehouse, so a warehouse
 * holding them all is worth exactly that value). `scope` narrows the warehouses a role sees.
 */
export async function valuation(db: Db | Tx, query: ValuationQuery, scope?: SQL): Promise<ValuationRow[]> {
  const at = query.At ?? now()
  const where = sql.join(
    [
      sql`${StockLedger.CreateTime} <= ${at}`,
      query.WarehouseId ? sql`${StockLedger.WarehouseId} = ${query.WarehouseId}` : undefined,
      query.OwnerId ? sql`${StockLedger.OwnerId} = ${query.OwnerId}` : undefined,
      scope,
    ].filter((c): c is SQL => c !== undefined),
    sql` and `,
  )
  const byProduct = query.By === 'product'
  const rows = await rowsOf(
    db,
    sql`
    with held as (
      select warehouse_id, owner_id, product_id, sum(qty)::int as qty
      from stock_ledger where ${where}
      group by warehouse_id, owner_id, product_id having sum(qty) <> 0
    ),
    valued as (
      select h.*, c.currency,
        coalesce(round(h.qty::numeric * c.balance_value / nullif(c.cost_qty, 0)), 0)::bigint as value
      from held h
      cross join lateral (
        select l.balance_value, l.cost_qty, l.currency from stock_ledger l
        where l.product_id = h.product_id and l.owner_id = h.owner_id and l.create_time <= ${at}
        order by l.id desc limit 1
      ) c
    )
    select warehouse_id as "WarehouseId", owner_id as "OwnerId",
      ${byProduct ? sql`product_id` : sql`0`}::int as "ProductId", currency as "Currency",
      count(*)::int as "Products", sum(qty)::int as "Qty", sum(value)::bigint as "Value"
    from valued
    group by warehouse_id, owner_id, currency${byProduct ? sql`, product_id` : sql``}
    order by warehouse_id, owner_id, currency${byProduct ? sql`, sum(value) desc, product_id` : sql``}
  `,
  )
  return rows.map((r) => ({
    WarehouseId: Number(r.WarehouseId),
    OwnerId: Number(r.OwnerId),
    ProductId: Number(r.ProductId),
    Currency: String(r.Currency ?? ''),
    Products: Number(r.Products),
    Qty: Number(r.Qty),
    Value: Number(r.Value),
  }))
}

export function registerValuation(app: Router, deps: Deps) {
  app.openapi(
    defineRoute(deps, 'stock:view', {
      method: 'get',
      path: '/Api/StockLedger/Valuation',
      tags: ['StockLedger'],
      summary:
        'The stock value as of a moment (default now), by warehouse and owner or by product: units held then at the moving-average cost the ledger carried then',
      request: { query: ValuationQuery },
      responses: { 200: json(envelope(z.array(Row))) },
    }),
    async (c) => {
      const auth = requireAuth(c)
      const query = c.req.valid('query')
      const scope = scopeCondition(deps.db, auth, { warehouse: StockLedger.WarehouseId })
      return c.json({ Result: true, Data: await valuation(deps.db, query, scope) }, 200)
    },
  )
}
