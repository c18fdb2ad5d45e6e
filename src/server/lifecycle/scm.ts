import { resource } from '../../kernel/server/module.ts'
import { and, eq, ne } from 'drizzle-orm'
import { purchaseContractLifecycle } from '../../../machines/purchase-contract.ts'
import { salesOrderLifecycle } from '../../../machines/sales-order.ts'
import {
  purchaseContractResource,
  salesOrderResource,
  supplierProductResource,
  PURCHASE_CURRENCY,
  SCM_GUARD_REASONS,
  tradeLineSchema,
} from '../../shared/resources/scm.ts'
import { z } from 'zod'
import { supplierResource } from '../../shared/resources/supplier.ts'
import { Client, PurchaseContract, PurchaseContractLine, SalesOrder, SalesOrderLine, SupplierProduct } from '../db/schema/index.ts'
import { Delivery, Entry } from '../../modules/warehouse/server/schema.ts'
import type { Db, Tx } from '../../kernel/server/db/client.ts'
import type { Follower } from '../../kernel/server/contracts.ts'
import type { ResourceHooks } from '../../kernel/server/resources/crud.ts'
import {
  applyTransition,
  lifecycleHooks,
  type EffectContext,
  type LifecycleServer,
  type Row,
} from '../../kernel/server/lifecycle/engine.ts'
import { entryLines, entryServer } from '../../modules/warehouse/server/entry.ts'
import { deliveryLines, deliveryServer } from '../../modules/warehouse/server/delivery.ts'
import { createDoc } from './trade-docs.ts'
import { raisingReceivable } from './receivable.ts'
import { docLines, draftFacts } from '../../modules/warehouse/server/docs.ts'
import { supplierHooks } from '../resources/supplier.ts'

const contractLines = docLines(PurchaseContractLine, 'PurchaseContractId')
const orderLines = docLines(SalesOrderLine, 'SalesOrderId')

/** A live row of the client table of this kind (1 customer, 2 supplier). */
async function partyKnown(tx: Tx | Db, id: number, kind: 1 | 2) {
  const [row] = await tx
    .select({ Id: Client.Id })
    .from(Client)
    .where(and(eq(Client.Id, id), eq(Client.Kind, kind), ne(Client.Status, -1)))
  return !!row
}

type Line = { ProductId: number; ProductNum: number; UnitCost?: number }

/** The lines' total kept on the document; `Lines` itself goes to the line table. */
function withAmount(lines: ReturnType<typeof docLines>): ResourceHooks {
  return {
    ...lines.hooks,
    beforeWrite(ctx) {
      // Given: as the resource's schema has already checked them.
      const given = z.array(tradeLineSchema).safeParse(ctx.values.Lines).data
      const rest = lines.hooks.beforeWrite(ctx)
      return given ? { ...rest, Amount: given.reduce((s, l) => s + l.ProductNum * l.Price, 0) } : rest
    },
  }
}

/**
 * A warehouse document another one's event creates (a signed contract's entry, a confirmed order's
 * delivery): written as a draft with its lines, then submitted in the caller's transaction, so the
 * warehouse's own guards judge it and a refusal undoes the whole event.
 */
async function createSubmitted(
  ctx: EffectContext,
  spec: LifecycleServer,
  lines: ReturnType<typeof docLines>,
  values: Record<string, unknown>,
  docLinesOf: Line[],
): Promise<number> {
  const agentId = ctx.auth?.agentId ?? 0
  const id = await createDoc(ctx.tx, spec, values, agentId)
  await lines.write(ctx.tx, id, docLinesOf)
  await applyTransition(ctx.deps, spec, { id, event: 'submit', auth: ctx.auth, trusted: true }, ctx.tx)
  return id
}

const owned = (row: Row) => ({ WarehouseId: row.WarehouseId, OwnerId: row.OwnerId, AgentId: row.AgentId, DepartmentId: row.DepartmentId })

export const purchaseContractServer: LifecycleServer = {
  lifecycle: purchaseContractLifecycle,
  table: PurchaseContract,
  def: purchaseContractResource,
  reasons: SCM_GUARD_REASONS,
  async load(tx, row) {
    const lines = await contractLines.load(tx, row.Id)
    if (row.State === 'Draft' || row.State === 'Approved')
      return { lines, facts: { ...(await draftFacts(tx, row, lines)), supplierKnown: await partyKnown(tx, Number(row.SupplierId), 2) } }
    if (row.State === 'Signed') {
      const [entry] = await tx
        .select({ State: Entry.State })
        .from(Entry)
        .where(eq(Entry.Id, Number(row.EntryId)))
      return { lines, facts: { entryDone: entry?.State === 'Stored' || entry?.State === 'Cancelled' } }
    }
    return { lines }
  },
  effects: {
    async createEntry(ctx) {
      const { row, tx, now } = ctx
      const [supplier] = await tx
        .select({ Country: Client.Country })
        .from(Client)
        .where(eq(Client.Id, Number(row.SupplierId)))
      const EntryId = await createSubmitted(
        ctx,
        entryServer,
        entryLines,
        {
          ...owned(row),
          Title: String(row.ContractNo),
          OutOrderId: String(row.ContractNo),
          FromCountry: supplier?.Country ?? '',
          Remark: String(row.Remark ?? ''),
          // The goods come into stock at what the contract pays for them.
          Currency: PURCHASE_CURRENCY,
        },
        contractLines
          .rows(ctx.context.lines, 'ProductId', 'ProductNum', 'Price')
          .map((l) => ({ ProductId: l.ProductId, ProductNum: l.ProductNum, UnitCost: l.Price })),
      )
      return { SignTime: now, EntryId }
    },
    recordCancel: ({ event }) => ({ CancelReason: String(event.data.Reason ?? '') }),
  },
}

const salesOrderDocServer: LifecycleServer = {
  lifecycle: salesOrderLifecycle,
  table: SalesOrder,
  def: salesOrderResource,
  reasons: SCM_GUARD_REASONS,
  async load(tx, row) {
    const lines = await orderLines.load(tx, row.Id)
    if (row.State !== 'Draft') return { lines }
    return { lines, facts: { ...(await draftFacts(tx, row, lines)), clientKnown: await partyKnown(tx, Number(row.ClientId), 1) } }
  },
  effects: {
    async createDelivery(ctx) {
      const { row } = ctx
      const consignee = Object.fromEntries(['Name', 'Phone', 'ToCountry', 'City', 'Address', 'Zip'].map((f) => [f, String(row[f] ?? '')]))
      const DeliveryId = await createSubmitted(
        ctx,
        deliveryServer,
        deliveryLines,
        { ...owned(row), ...consignee, Title: String(row.OrderNo), OutOrderId: String(row.OrderNo) },
        orderLines.rows(ctx.context.lines, 'ProductId', 'ProductNum').map((l) => ({ ProductId: l.ProductId, ProductNum: l.ProductNum })),
      )
      return { DeliveryId, DealTime: ctx.now }
    },
    async recordShipment({ tx, row, now }) {
      const [d] = await tx
        .select({ ShipTime: Delivery.ShipTime })
        .from(Delivery)
        .where(eq(Delivery.Id, Number(row.DeliveryId)))
      return { ShipTime: d?.ShipTime || now }
    },
    /** A confirmed order's delivery is cancelled with it; the delivery's own machine refuses once it has shipped. */
    async recordCancel({ tx, deps, row, event, auth }) {
      const Reason = String(event.data.Reason ?? '')
      const deliveryId = Number(row.DeliveryId)
      if (deliveryId) {
        const [d] = await tx.select({ State: Delivery.State }).from(Delivery).where(eq(Delivery.Id, deliveryId))
        if (d && d.State !== 'Cancelled')
          await applyTransition(deps, deliveryServer, { id: deliveryId, event: 'cancel', data: { Reason }, auth, trusted: true }, tx)
      }
      return { CancelReason: Reason }
    },
  },
}

/** Confirmed: the customer owes the order's amount from then on. */
export const salesOrderServer = raisingReceivable(salesOrderDocServer, 'SalesOrder', ['Confirmed', 'Completed'])

/**
 * A delivery shipping completes the sales orders waiting on it (their `ship`, which only the server
 * sends), in its transaction, before its own timeline row.
 */
export const completeOrdersOnShip: Follower = {
  doc: 'Delivery',
  event: 'ship',
  async run({ tx, deps, row }) {
    const waiting = await tx
      .select({ Id: SalesOrder.Id })
      .from(SalesOrder)
      .where(and(eq(SalesOrder.DeliveryId, row.Id), eq(SalesOrder.State, 'Confirmed'), ne(SalesOrder.Status, -1)))
    for (const o of waiting) await applyTransition(deps, salesOrderServer, { id: o.Id, event: 'ship', auth: null }, tx)
  },
}

export const SCM_RESOURCES = [
  resource(supplierResource, Client, supplierHooks),
  resource(supplierProductResource, SupplierProduct),
  resource(purchaseContractResource, PurchaseContract, lifecycleHooks(purchaseContractServer, withAmount(contractLines))),
  resource(salesOrderResource, SalesOrder, lifecycleHooks(salesOrderServer, withAmount(orderLines))),
]

export const SCM_SERVERS: Readonly<Record<string, LifecycleServer>> = {
  PurchaseContract: purchaseContractServer,
  SalesOrder: salesOrderServer,
}
