import { TRADE_GUARD_REASONS } from '../../shared/lifecycle/trade.ts'
import { orderResource } from '../../shared/resources/order.ts'
import { orderLifecycle } from '../../../machines/order.ts'
import { Order, OrderLine } from '../db/schema/index.ts'
import { lifecycleHooks, type LifecycleServer } from '../../kernel/server/lifecycle/engine.ts'
import { refundServer } from './refund.ts'
import { createDoc, tradeLines } from './trade-docs.ts'
import { raisingReceivable } from './receivable.ts'

const lines = tradeLines(OrderLine, 'OrderId')

/** Paid: the customer's receivable is raised, its payment the first receipt. */
export const PAID_STATES = ['RetryShip', 'ConfirmReceive', 'Completed'] as const

const orderDocServer: LifecycleServer = {
  lifecycle: orderLifecycle,
  table: Order,
  def: orderResource,
  reasons: TRADE_GUARD_REASONS,
  effects: {
    recordPayment: ({ row, event, now }) => ({
      AlreadyPay: Number(row.DealAmount),
      PayTime: now,
      ...(event.data.Payment ? { Payment: String(event.data.Payment) } : {}),
    }),
    recordShipment: ({ event, now }) => ({
      Express: String(event.data.Express),
      ExpressNo: String(event.data.ExpressNo),
      ShipTime: now,
      SignTime: 0,
    }),
    recordReceipt: ({ now }) => ({ SignTime: now }),
    recordCancel: ({ event }) => ({ CancelReason: String(event.data.Reason ?? '') }),
    /** What was paid goes back through a refund (Kind 2) owned like the order; nothing paid, nothing to refund. */
    async refundPayment({ tx, row, event, auth }) {
      const amount = Number(row.AlreadyPay)
      if (amount <= 0) return
      await createDoc(
        tx,
        refundServer,
        {
          Kind: 2,
          OrderId: row.Id,
          Amount: amount,
          Reason: String(event.data.Reason ?? ''),
          AgentId: row.AgentId,
          DepartmentId: row.DepartmentId,
        },
        auth?.agentId ?? 0,
      )
    },
  },
}

export const orderServer = raisingReceivable(orderDocServer, 'Order', PAID_STATES)

export const orderHooks = lifecycleHooks(orderServer, lines.hooks)
