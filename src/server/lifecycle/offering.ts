import { TRADE_GUARD_REASONS } from '../../shared/lifecycle/trade.ts'
import { resource } from '../../kernel/server/module.ts'
import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import { offeringOrderLifecycle } from '../../../machines/order.ts'
import {
  anyOfferingResource,
  anyProviderResource,
  OFFERING_MODULES,
  OFFERING_ORDER_MESSAGES,
  offeringOrderResource,
  offeringResourceFor,
  PROVIDER_KINDS,
  providerResourceFor,
} from '../../shared/resources/offering.ts'
import type { Tx } from '../../kernel/server/db/client.ts'
import { Offering, OfferingOrder, Provider } from '../db/schema/index.ts'
import { badRequest } from '../../kernel/server/lib/errors.ts'
import { now } from '../../kernel/server/lib/clock.ts'
import type { ResourceHooks } from '../../kernel/server/resources/crud.ts'
import { raisingReceivable } from './receivable.ts'
import { PAID_STATES } from './order.ts'
import { lifecycleHooks, type LifecycleServer } from '../../kernel/server/lifecycle/engine.ts'

/** Adds to an offering's order figures (a new order, a payment, a cancellation). */
async function tally(tx: Tx, offeringId: number, change: { orders?: number; amount?: number; paid?: number; at?: number }) {
  await tx
    .update(Offering)
    .set({
      OrderCount: sql`${Offering.OrderCount} + ${change.orders ?? 0}`,
      DealAmount: sql`${Offering.DealAmount} + ${change.amount ?? 0}`,
      AlreadyPay: sql`${Offering.AlreadyPay} + ${change.paid ?? 0}`,
      ...(change.at ? { OrderTime: change.at } : {}),
    })
    .where(eq(Offering.Id, offeringId))
}

/**
 * Orders of services, course seats, live bookings and project products run on the order machine:
 * paying records the payment, delivering (the service done, access opened) the time and a note,
 * a paid order cancelled records what is to be refunded; the offering keeps its order figures.
 */
const offeringDocServer: LifecycleServer = {
  lifecycle: offeringOrderLifecycle,
  table: OfferingOrder,
  def: offeringOrderResource,
  reasons: TRADE_GUARD_REASONS,
  effects: {
    async recordPayment({ tx, row, event, now }) {
      await tally(tx, Number(row.OfferingId), { paid: Number(row.DealAmount) })
      return { AlreadyPay: Number(row.DealAmount), PayTime: now, ...(event.data.Payment ? { Payment: String(event.data.Payment) } : {}) }
    },
    recordShipment: ({ event, now }) => ({ ShipTime: now, SignTime: 0, Note: String(event.data.Note ?? '') }),
    recordReceipt: ({ now }) => ({ SignTime: now }),
    async recordCancel({ tx, row, event }) {
      await tally(tx, Number(row.OfferingId), { orders: -1, amount: -Number(row.DealAmount) })
      return { CancelReason: String(event.data.Reason ?? '') }
    },
    /** What was paid is owed back: recorded on the order, taken off the offering's paid figure. */
    async refundPayment({ tx, row }) {
      const paid = Number(row.AlreadyPay)
      if (paid <= 0) return
      await tally(tx, Number(row.OfferingId), { paid: -paid })
      return { RefundAmount: paid }
    },
  },
}

export const offeringOrderServer = raisingReceivable(offeringDocServer, 'OfferingOrder', PAID_STATES)

/**
 * A new or edited order takes its title and price from the offering, which must be of the order's
 * market and have places left; the amount is the price less the offering's discount, times the
 * quantity.
 */
const orderHooks: ResourceHooks = {
  async beforeWrite({ tx, values, current }) {
    const module = String(values.Module ?? current?.Module ?? '')
    const offeringId = Number(values.OfferingId ?? current?.OfferingId ?? 0)
    const num = Number(values.Num ?? current?.Num ?? 1)
    const [offering] = await tx
      .select({
        Id: Offering.Id,
        Module: Offering.Module,
        Title: Offering.Title,
        Price: Offering.Price,
        FavourablePercent: Offering.FavourablePercent,
        Capacity: Offering.Capacity,
      })
      .from(Offering)
      .where(and(eq(Offering.Id, offeringId), ne(Offering.Status, -1)))
      .for('update')
    if (!offering || offering.Module !== module)
      throw badRequest(OFFERING_ORDER_MESSAGES.wrongMarket, [{ Field: 'OfferingId', message: OFFERING_ORDER_MESSAGES.wrongMarket }])
    if (offering.Capacity > 0) {
      const [taken] = await tx
        .select({ n: sql<number>`coalesce(sum(${OfferingOrder.Num}), 0)::int` })
        .from(OfferingOrder)
        .where(
          and(
            eq(OfferingOrder.OfferingId, offering.Id),
            ne(OfferingOrder.Status, -1),
            ne(OfferingOrder.State, 'Cancelled'),
            current ? ne(OfferingOrder.Id, Number(current.Id)) : undefined,
          ),
        )
      const left = offering.Capacity - (taken?.n ?? 0)
      if (num > left)
        throw badRequest(OFFERING_ORDER_MESSAGES.soldOut, [{ Field: 'Num', message: OFFERING_ORDER_MESSAGES.soldOut }], {
          left: Math.max(0, left),
        })
    }
    const DealAmount = Math.round((offering.Price * num * (10_000 - offering.FavourablePercent)) / 10_000)
    return {
      ...values,
      Title: offering.Title,
      Price: offering.Price,
      DealAmount,
      OrderTime: Number(values.OrderTime ?? current?.OrderTime ?? 0) || now(),
    }
  },
  async afterWrite({ tx, values, current }) {
    const offeringId = Number(values.OfferingId ?? current?.OfferingId)
    const amount = Number(values.DealAmount)
    if (!current) await tally(tx, offeringId, { orders: 1, amount, at: Number(values.OrderTime) })
    else {
      // An Unpaid order edited: the figures move from the old offering and amount to the new.
      await tally(tx, Number(current.OfferingId), { orders: -1, amount: -Number(current.DealAmount) })
      await tally(tx, offeringId, { orders: 1, amount })
    }
  },
}

export const offeringOrderHooks = lifecycleHooks(offeringOrderServer, orderHooks)

/** Deleting an Unpaid order takes it off its offering's figures. */
const deletableOrderHooks: ResourceHooks = {
  ...offeringOrderHooks,
  async afterDelete(tx, ids) {
    await offeringOrderHooks.afterDelete?.(tx, ids)
    if (!ids.length) return
    const rows = await tx
      .select({ OfferingId: OfferingOrder.OfferingId, DealAmount: OfferingOrder.DealAmount })
      .from(OfferingOrder)
      .where(inArray(OfferingOrder.Id, ids))
    for (const r of rows) await tally(tx, r.OfferingId, { orders: -1, amount: -r.DealAmount })
  },
}

/** The markets' resources: offerings and providers of each, the pickers over all, the orders. */
export const OFFERING_RESOURCES = [
  ...OFFERING_MODULES.map((m) => resource(offeringResourceFor(m), Offering)),
  resource(anyOfferingResource, Offering),
  ...PROVIDER_KINDS.map((k) => resource(providerResourceFor(k), Provider)),
  resource(anyProviderResource, Provider),
  resource(offeringOrderResource, OfferingOrder, deletableOrderHooks),
]

export const OFFERING_SERVERS: Readonly<Record<string, LifecycleServer>> = { OfferingOrder: offeringOrderServer }
