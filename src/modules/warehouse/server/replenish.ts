import { and, eq, ne, sql, type SQL } from 'drizzle-orm'
import type { Db, Tx } from '../../../kernel/server/db/client.ts'
import { rowsOf } from '../../../kernel/server/db/rows.ts'
import { badRequest } from '../../../kernel/server/lib/errors.ts'
import type { ResourceHooks } from '../../../kernel/server/resources/crud.ts'
import { STOCK_RULE_MESSAGES } from '../shared/stock.ts'
import { PLACE_KINDS } from '../shared/warehouse.ts'
import { Shop, StockRule } from './tables.ts'

/** A replenishment rule with what its warehouse holds now and what is on its way there. */
export interface RuleLevel {
  Id: number
  WarehouseId: number
  OwnerId: number
  ProductId: number
  MinQty: number
  MaxQty: number
  /** The rule's buyer, else the owner's account manager (0: nobody). */
  BuyerId: number
  /** Held and not reserved, anywhere in the warehouse but its quarantine. */
  Level: number
  /** Still to come on the warehouse's expected and receiving entries. */
  Incoming: number
}

/**
 * The live rules (narrowed by `where` over stock_rule) with their levels, read in one statement:
 * each rule's balances and open entries through their indexes.
 */
export async function ruleLevels(db: Db | Tx, where?: SQL): Promise<RuleLevel[]> {
  const rows = await rowsOf(
    db,
    sql`
    select stock_rule.id, stock_rule.warehouse_id, stock_rule.owner_id, stock_rule.product_id, stock_rule.min_qty, stock_rule.max_qty,
      coalesce(nullif(stock_rule.buyer_id, 0), shop.agent_id, 0) as buyer_id,
      coalesce((
        select sum(b.on_hand - b.reserved) from stock_balance b
        where b.warehouse_id = stock_rule.warehouse_id and b.product_id = stock_rule.product_id and b.owner_id = stock_rule.owner_id
          and b.place_kind <> ${PLACE_KINDS.quarantine}
      ), 0) as level,
      coalesce((
        select sum(greatest(l.product_num - l.already_num - l.bad_num, 0)) from entry_line l
        join entry e on e.id = l.entry_id
        where l.product_id = stock_rule.product_id and e.warehouse_id = stock_rule.warehouse_id and e.owner_id = stock_rule.owner_id
          and e.state in ('Expected', 'Receiving') and e.status <> -1
      ), 0) as incoming
    from ${StockRule}
    left join ${Shop} on shop.id = stock_rule.owner_id
    where ${and(ne(StockRule.Status, -1), where)}
    order by stock_rule.id`,
  )
  return rows.map((r) => ({
    Id: Number(r.id),
    WarehouseId: Number(r.warehouse_id),
    OwnerId: Number(r.owner_id),
    ProductId: Number(r.product_id),
    MinQty: Number(r.min_qty),
    MaxQty: Number(r.max_qty),
    BuyerId: Number(r.buyer_id),
    Level: Number(r.level),
    Incoming: Number(r.incoming),
  }))
}

/** A rule's maximum is never below its minimum; `Get` answers what it stands at. */
export const stockRuleHooks: ResourceHooks = {
  beforeWrite({ values, current }) {
    const min = Number(values.MinQty ?? current?.MinQty ?? 0)
    const max = Number(values.MaxQty ?? current?.MaxQty ?? 0)
    if (max < min) throw badRequest(STOCK_RULE_MESSAGES.maxBelowMin, [{ Field: 'MaxQty', message: STOCK_RULE_MESSAGES.maxBelowMin }])
    return values
  },
  async detail(db, row) {
    const [level] = await ruleLevels(db, eq(StockRule.Id, Number(row.Id)))
    return level ? { Level: level.Level, Incoming: level.Incoming, Short: Math.max(0, level.MinQty - level.Level - level.Incoming) } : {}
  },
}
