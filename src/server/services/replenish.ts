import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../kernel/server/db/client.ts'
import type { AuthContext, Deps } from '../../kernel/server/env.ts'
import type { ReminderSource } from '../../kernel/server/contracts.ts'
import type { Job } from '../../kernel/server/jobs/job.ts'
import { now } from '../../kernel/server/lib/clock.ts'
import { transaction } from '../../kernel/server/db/transaction.ts'
import { nextDocNumber } from '../../kernel/server/resources/doc-numbers.ts'
import { can } from '../../kernel/shared/permissions.ts'
import type { Reminder } from '../../kernel/shared/schemas/reminders.ts'
import { ruleLevels, type RuleLevel } from '../../modules/warehouse/server/replenish.ts'
import { Product, StockRule, Warehouse } from '../../modules/warehouse/server/schema.ts'
import { Agent, DocEvent, PurchaseContract, PurchaseContractLine, Shop, SupplierProduct } from '../db/schema/index.ts'

/**
 * Replenishment's purchasing side (LIFECYCLES.md "Replenishment"): what the warehouse's rules need
 * beyond what is held and on its way (entries, and contracts not signed yet), proposed as draft
 * purchasing contracts to the cheapest supplier offering it, for the rule's buyer to review. The
 * buyer is reminded of each proposal, and of a rule below its minimum that no supplier offers.
 */

/** States of a contract whose goods are ordered but have no inbound entry yet. */
const UNSIGNED = ['Draft', 'Approved']

const keyOf = (r: { WarehouseId: number; OwnerId: number; ProductId: number }) => `${r.WarehouseId}:${r.OwnerId}:${r.ProductId}`

/** Units on contracts not signed yet, by warehouse, owner and product. */
async function unsigned(db: Db | Tx, productIds: readonly number[]): Promise<Map<string, number>> {
  if (!productIds.length) return new Map()
  const rows = await db
    .select({
      WarehouseId: PurchaseContract.WarehouseId,
      OwnerId: PurchaseContract.OwnerId,
      ProductId: PurchaseContractLine.ProductId,
      Qty: sql<number>`sum(${PurchaseContractLine.ProductNum})::int`,
    })
    .from(PurchaseContractLine)
    .innerJoin(PurchaseContract, eq(PurchaseContract.Id, PurchaseContractLine.PurchaseContractId))
    .where(
      and(
        inArray(PurchaseContractLine.ProductId, [...new Set(productIds)]),
        inArray(PurchaseContract.State, UNSIGNED),
        ne(PurchaseContract.Status, -1),
      ),
    )
    .groupBy(PurchaseContract.WarehouseId, PurchaseContract.OwnerId, PurchaseContractLine.ProductId)
  return new Map(rows.map((r) => [keyOf(r), Number(r.Qty)]))
}

/** A rule as replenishment judges it: its levels, plus what unsigned contracts bring. */
export interface RuleNeed extends RuleLevel {
  /** Units on contracts not signed yet. */
  Ordered: number
  /** Held and not reserved, plus everything on its way. */
  Forecast: number
}

/** The rules (narrowed by `where`) below their minimum once everything on its way is counted. */
export async function rulesBelowMin(db: Db | Tx, where?: Parameters<typeof ruleLevels>[1]): Promise<RuleNeed[]> {
  const levels = await ruleLevels(db, where)
  const ordered = await unsigned(
    db,
    levels.map((l) => l.ProductId),
  )
  return levels
    .map((l) => {
      const Ordered = ordered.get(keyOf(l)) ?? 0
      return { ...l, Ordered, Forecast: l.Level + l.Incoming + Ordered }
    })
    .filter((l) => l.Forecast < l.MinQty)
}

/** The cheapest live offer of each product (the shorter lead time between equal prices). */
async function cheapestOffers(db: Db | Tx, productIds: readonly number[]) {
  if (!productIds.length) return new Map<number, typeof SupplierProduct.$inferSelect>()
  const offers = await db
    .selectDistinctOn([SupplierProduct.ProductId])
    .from(SupplierProduct)
    .where(and(inArray(SupplierProduct.ProductId, [...new Set(productIds)]), ne(SupplierProduct.Status, -1)))
    .orderBy(asc(SupplierProduct.ProductId), asc(SupplierProduct.Price), asc(SupplierProduct.LeadDays), asc(SupplierProduct.Id))
  return new Map(offers.map((o) => [o.ProductId, o]))
}

/**
 * Drafts one purchasing contract per rule below its minimum that a supplier offers: up to the
 * rule's maximum, at least the offer's minimum order, at its price, due after its lead time, the
 * rule's buyer its author. A rule with a proposal still open is below its minimum no more (the
 * proposal's units count as ordered), so running this twice proposes nothing twice. Answers the
 * contracts made.
 */
export async function proposePurchases(tx: Tx, at: number): Promise<number[]> {
  const needs = await rulesBelowMin(tx)
  const offers = await cheapestOffers(
    tx,
    needs.map((n) => n.ProductId),
  )
  const made: number[] = []
  for (const need of needs) {
    const offer = offers.get(need.ProductId)
    if (!offer) continue
    // Another process may have proposed it meanwhile: the rule's row lock makes the two take turns.
    await tx.select({ Id: StockRule.Id }).from(StockRule).where(eq(StockRule.Id, need.Id)).for('update')
    const [again] = await rulesBelowMin(tx, eq(StockRule.Id, need.Id))
    if (!again) continue
    const qty = Math.max(offer.MinQty, again.MaxQty - again.Forecast, 1)
    const [buyer] = await tx.select({ DepartmentId: Agent.DepartmentId }).from(Agent).where(eq(Agent.Id, need.BuyerId))
    const values = {
      ContractNo: await nextDocNumber(tx, 'PurchaseContract', PurchaseContract, PurchaseContract.ContractNo),
      SupplierId: offer.SupplierId,
      WarehouseId: need.WarehouseId,
      OwnerId: need.OwnerId,
      AgentId: need.BuyerId,
      DepartmentId: buyer?.DepartmentId ?? 0,
      ArriveTime: at + offer.LeadDays * 86_400,
      Amount: qty * offer.Price,
      RuleId: need.Id,
      State: 'Draft',
      StateTime: at,
      CreateTime: at,
      UpdateTime: at,
    }
    const [row] = await tx.insert(PurchaseContract).values(values).returning({ Id: PurchaseContract.Id })
    const [product] = await tx
      .select({ Name: Product.Name, BarCode: Product.BarCode, Spec: Product.Spec })
      .from(Product)
      .where(eq(Product.Id, need.ProductId))
    await tx.insert(PurchaseContractLine).values({
      PurchaseContractId: row!.Id,
      ProductId: need.ProductId,
      ProductName: product?.Name ?? '',
      BarCode: product?.BarCode ?? '',
      Spec: product?.Spec ?? '',
      ProductNum: qty,
      Price: offer.Price,
    })
    await tx.insert(DocEvent).values({
      Doc: 'PurchaseContract',
      DocId: row!.Id,
      Event: 'create',
      From: '',
      To: 'Draft',
      AgentId: 0,
      Data: { RuleId: need.Id, Level: need.Level, Incoming: need.Incoming + need.Ordered, MinQty: need.MinQty, MaxQty: need.MaxQty },
      CreateTime: at,
    })
    made.push(row!.Id)
  }
  return made
}

/** Names of the products and warehouses the reminders speak of. */
async function names(db: Db | Tx, productIds: number[], warehouseIds: number[]) {
  const [products, warehouses] = await Promise.all([
    productIds.length ? db.select({ Id: Product.Id, Name: Product.Name }).from(Product).where(inArray(Product.Id, productIds)) : [],
    warehouseIds.length
      ? db.select({ Id: Warehouse.Id, Name: Warehouse.Title }).from(Warehouse).where(inArray(Warehouse.Id, warehouseIds))
      : [],
  ])
  return { product: new Map(products.map((p) => [p.Id, p.Name])), warehouse: new Map(warehouses.map((w) => [w.Id, w.Name])) }
}

/** The rules the agent buys for: named as their buyer, or left to the owner's account manager who is the agent. */
const buysFor = (agentId: number) =>
  or(
    eq(StockRule.BuyerId, agentId),
    and(
      eq(StockRule.BuyerId, 0),
      sql`exists (select 1 from ${Shop} where ${Shop.Id} = ${StockRule.OwnerId} and ${Shop.AgentId} = ${agentId})`,
    ),
  )

/**
 * The buyer's reminders: each proposal still in Draft (to review and send for approval), and each
 * rule of theirs below its minimum that no supplier offers (to find one: it opens the offers of the
 * product). Both need the purchasing permission.
 */
export const replenishReminders: ReminderSource = {
  name: 'replenish',
  async list(deps: Deps, auth: AuthContext): Promise<Omit<Reminder, 'Read'>[]> {
    if (!can(auth.access, 'scm:view')) return []
    const db = deps.db
    const proposals = await db
      .select({
        Id: PurchaseContract.Id,
        Title: PurchaseContract.ContractNo,
        State: PurchaseContract.State,
        Time: PurchaseContract.CreateTime,
        RuleId: PurchaseContract.RuleId,
        WarehouseId: PurchaseContract.WarehouseId,
      })
      .from(PurchaseContract)
      .where(
        and(
          eq(PurchaseContract.AgentId, auth.agentId),
          sql`${PurchaseContract.RuleId} > 0`,
          eq(PurchaseContract.State, 'Draft'),
          ne(PurchaseContract.Status, -1),
        ),
      )
      .limit(200)
    const rules = proposals.length
      ? await ruleLevels(
          db,
          inArray(
            StockRule.Id,
            proposals.map((p) => p.RuleId),
          ),
        )
      : []
    const lines = proposals.length
      ? await db
          .select({ ContractId: PurchaseContractLine.PurchaseContractId, Qty: PurchaseContractLine.ProductNum })
          .from(PurchaseContractLine)
          .where(
            inArray(
              PurchaseContractLine.PurchaseContractId,
              proposals.map((p) => p.Id),
            ),
          )
      : []
    const below = await rulesBelowMin(db, buysFor(auth.agentId))
    const offered = await cheapestOffers(
      db,
      below.map((b) => b.ProductId),
    )
    const unoffered = below.filter((b) => !offered.has(b.ProductId))
    const n = await names(
      db,
      [...rules, ...unoffered].map((r) => r.ProductId),
      [...rules, ...unoffered].map((r) => r.WarehouseId),
    )
    const figures = (r: RuleLevel, Qty: number) => ({
      Product: n.product.get(r.ProductId) ?? `#${r.ProductId}`,
      Warehouse: n.warehouse.get(r.WarehouseId) ?? `#${r.WarehouseId}`,
      Level: r.Level,
      Min: r.MinQty,
      Qty,
    })
    const out: Omit<Reminder, 'Read'>[] = []
    for (const p of proposals) {
      const rule = rules.find((r) => r.Id === p.RuleId)
      if (!rule) continue
      out.push({
        Key: `replenish:PurchaseContract:${p.Id}`,
        Type: 'replenish',
        Doc: 'PurchaseContract',
        Id: p.Id,
        Title: p.Title,
        State: p.State,
        Queue: '',
        Time: Number(p.Time),
        Since: Number(p.Time),
        By: '',
        Figures: figures(rule, lines.find((l) => l.ContractId === p.Id)?.Qty ?? 0),
        Link: '',
      })
    }
    for (const r of unoffered)
      out.push({
        Key: `replenish:StockRule:${r.Id}:${r.MinQty}`,
        Type: 'replenish',
        Doc: 'StockRule',
        Id: r.Id,
        Title: n.product.get(r.ProductId) ?? `#${r.ProductId}`,
        State: '',
        Queue: '',
        // Derived as it stands: due now, read once for as long as the rule's minimum stays.
        Time: now(),
        Since: 0,
        By: '',
        Figures: figures(r, 0),
        Link: `/scm/page?ProductId=${r.ProductId}`,
      })
    return out
  },
}

/** Proposes what the rules need, every quarter of an hour (or when an administrator runs it). */
export const replenishJob: Job = {
  name: 'replenish',
  defaultMinutes: 15,
  async run({ deps, now }) {
    const made = await transaction(deps.db, (tx) => proposePurchases(tx, now))
    return { moved: made.length, message: made.length ? `proposed ${made.length} purchasing contracts` : undefined }
  },
}
