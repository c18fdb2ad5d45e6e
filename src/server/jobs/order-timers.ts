import { and, asc, eq, gt, inArray, lt, lte, ne, sql } from 'drizzle-orm'
import { ORDER_TIMER_DEFAULTS } from '../../shared/lifecycle/order-timers.ts'
import { Coupon, OfferingOrder, Order } from '../db/schema/index.ts'
import { orderServer } from '../lifecycle/order.ts'
import { offeringOrderServer } from '../lifecycle/offering.ts'
import { couponServer } from '../lifecycle/coupon.ts'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { DocTable, LifecycleServer } from '../../kernel/server/lifecycle/engine.ts'
import type { Deps } from '../../kernel/server/env.ts'
import { numberSettings } from '../../kernel/server/services/settings.ts'
import type { Job } from '../../kernel/server/jobs/job.ts'
import { moveEach } from '../../kernel/server/jobs/move-each.ts'

/** The documents on the order machine: product orders, and orders of services, courses, live bookings and projects. */
const ORDER_DOCS: readonly { table: OrderTable; server: LifecycleServer }[] = [
  { table: Order, server: orderServer },
  { table: OfferingOrder, server: offeringOrderServer },
]

/** What the timers read of an order document's table. */
type OrderTable = DocTable & { CreateTime: PgColumn; ShipTime: PgColumn; UpdateTime: PgColumn }

/** Sends `event` to the due rows of every order document; answers how many moved and were due. */
async function moveDue(deps: Deps, event: string, where: (t: OrderTable) => ReturnType<typeof and>) {
  let moved = 0
  let due = 0
  for (const { table, server } of ORDER_DOCS) {
    const rows = await deps.db.select({ Id: table.Id }).from(table).where(where(table)).orderBy(asc(table.Id))
    due += rows.length
    moved += await moveEach(
      deps,
      server,
      event,
      rows.map((o) => ({ id: Number(o.Id) })),
    )
  }
  return { moved, message: due ? `${due} due` : '' }
}

/** An Unpaid order created longer ago than `Order.PayMinutes` is cancelled (`expire`). */
export const orderExpire: Job = {
  name: 'order-expire',
  defaultMinutes: 10,
  async run({ deps, now }) {
    const minutes = (await numberSettings(deps.db, ORDER_TIMER_DEFAULTS))['Order.PayMinutes']
    if (minutes <= 0) return { moved: 0, message: 'Off (Order.PayMinutes is 0)' }
    return moveDue(deps, 'expire', (t) => and(eq(t.State, 'Unpaid'), ne(t.Status, -1), lte(t.CreateTime, now - Math.round(minutes * 60))))
  },
}

/** When an order was shipped: its ShipTime, or (an order without one) when it entered ConfirmReceive. */
const shippedAt = (t: OrderTable) => sql`(case when ${t.ShipTime} > 0 then ${t.ShipTime} else ${t.UpdateTime} end)`

/** An order waiting in ConfirmReceive `Order.AutoConfirmDays` after shipping is confirmed received (`autoConfirm`). */
export const orderAutoConfirm: Job = {
  name: 'order-auto-confirm',
  defaultMinutes: 60,
  async run({ deps, now }) {
    const days = (await numberSettings(deps.db, ORDER_TIMER_DEFAULTS))['Order.AutoConfirmDays']
    if (days <= 0) return { moved: 0, message: 'Off (Order.AutoConfirmDays is 0)' }
    return moveDue(deps, 'autoConfirm', (t) =>
      and(eq(t.State, 'ConfirmReceive'), ne(t.Status, -1), sql`${shippedAt(t)} <= ${now - Math.round(days * 86_400)}`),
    )
  },
}

/** A coupon not used by its valid time expires (`expire`); a claim or use after that time is refused anyway. */
export const couponExpire: Job = {
  name: 'coupon-expire',
  defaultMinutes: 60,
  async run({ deps, now }) {
    const due = await deps.db
      .select({ Id: Coupon.Id })
      .from(Coupon)
      .where(and(inArray(Coupon.State, ['Issued', 'Claimed']), ne(Coupon.Status, -1), gt(Coupon.ValidTime, 0), lt(Coupon.ValidTime, now)))
      .orderBy(asc(Coupon.Id))
    return {
      moved: await moveEach(
        deps,
        couponServer,
        'expire',
        due.map((c) => ({ id: c.Id })),
      ),
      message: due.length ? `${due.length} due` : '',
    }
  },
}
