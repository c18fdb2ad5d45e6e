import { and, asc, eq, lte, ne, sql } from 'drizzle-orm'
import { ORDER_TIMER_DEFAULTS } from '../../shared/lifecycle/order-timers.ts'
import { Order } from '../db/schema/index.ts'
import { orderServer } from '../lifecycle/order.ts'
import { numberSettings } from '../services/settings.ts'
import type { Job } from './job.ts'
import { moveEach } from './move-each.ts'

/** An Unpaid order created longer ago than `Order.PayMinutes` is cancelled (`expire`). */
export const orderExpire: Job = {
  name: 'order-expire',
  defaultMinutes: 10,
  async run({ deps, now }) {
    const minutes = (await numberSettings(deps.db, ORDER_TIMER_DEFAULTS))['Order.PayMinutes']
    if (minutes <= 0) return { moved: 0, message: 'Off (Order.PayMinutes is 0)' }
    const due = await deps.db
      .select({ Id: Order.Id })
      .from(Order)
      .where(and(eq(Order.State, 'Unpaid'), ne(Order.Status, -1), lte(Order.CreateTime, now - Math.round(minutes * 60))))
      .orderBy(asc(Order.Id))
    return { moved: await moveEach(deps, orderServer, 'expire', due.map((o) => ({ id: o.Id }))), message: due.length ? `${due.length} due` : '' }
  },
}

/** When an order was shipped: its ShipTime, or (an order without one) when it entered ConfirmReceive. */
const shippedAt = sql`(case when ${Order.ShipTime} > 0 then ${Order.ShipTime} else ${Order.UpdateTime} end)`

/** An order waiting in ConfirmReceive `Order.AutoConfirmDays` after shipping is confirmed received (`autoConfirm`). */
export const orderAutoConfirm: Job = {
  name: 'order-auto-confirm',
  defaultMinutes: 60,
  async run({ deps, now }) {
    const days = (await numberSettings(deps.db, ORDER_TIMER_DEFAULTS))['Order.AutoConfirmDays']
    if (days <= 0) return { moved: 0, message: 'Off (Order.AutoConfirmDays is 0)' }
    const due = await deps.db
      .select({ Id: Order.Id })
      .from(Order)
      .where(and(eq(Order.State, 'ConfirmReceive'), ne(Order.Status, -1), sql`${shippedAt} <= ${now - Math.round(days * 86_400)}`))
      .orderBy(asc(Order.Id))
    return { moved: await moveEach(deps, orderServer, 'autoConfirm', due.map((o) => ({ id: o.Id }))), message: due.length ? `${due.length} due` : '' }
  },
}
