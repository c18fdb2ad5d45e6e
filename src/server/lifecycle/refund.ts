import { refundResource } from '../../shared/resources/finance.ts'
import { and, eq, ne, sql } from 'drizzle-orm'
import { refundLifecycle } from '../../../machines/refund.ts'
import { CUSTOMS_MESSAGES, TRADE_GUARD_REASONS } from '../../shared/lifecycle/trade.ts'
import { Declare, Refund } from '../db/schema/index.ts'
import { badRequest } from '../../kernel/server/lib/errors.ts'
import type { ResourceHooks } from '../../kernel/server/resources/crud.ts'
import { lifecycleHooks, type LifecycleServer } from '../../kernel/server/lifecycle/engine.ts'

export const refundServer: LifecycleServer = {
  lifecycle: refundLifecycle,
  table: Refund,
  def: refundResource,
  reasons: TRADE_GUARD_REASONS,
  effects: {
    recordRejection: ({ event }) => ({ RejectReason: String(event.data.Reason ?? '') }),
    clearRejection: () => ({ RejectReason: '' }),
    recordRefund: ({ now }) => ({ RefundTime: now }),
  },
}

const money = (v: number) => (v / 100).toFixed(2)

/**
 * An export tax refund (Kind 1) is for a declaration customs released, and the tax refunds of one
 * declaration never come to more than its refundable tax (the declaration is locked, so two
 * refunds written at once cannot pass together); an order refund (Kind 2) names its order.
 */
const refundRules: ResourceHooks = {
  async beforeWrite({ tx, values, current }) {
    const pick = (f: string) => Number(values[f] ?? current?.[f] ?? 0)
    if (pick('Kind') === 2) {
      if (!pick('OrderId'))
        throw badRequest(CUSTOMS_MESSAGES.refundNeedsOrder, [{ Field: 'OrderId', message: CUSTOMS_MESSAGES.refundNeedsOrder }])
      return values
    }
    const [declaration] = pick('DeclareId')
      ? await tx
          .select({ State: Declare.State, SaleTax: Declare.SaleTax })
          .from(Declare)
          .where(and(eq(Declare.Id, pick('DeclareId')), ne(Declare.Status, -1)))
          .for('update')
      : []
    if (!declaration || !['Released', 'Closed'].includes(declaration.State))
      throw badRequest(CUSTOMS_MESSAGES.refundNeedsRelease, [{ Field: 'DeclareId', message: CUSTOMS_MESSAGES.refundNeedsRelease }])
    const [others] = await tx
      .select({ Sum: sql<number>`coalesce(sum(${Refund.Amount}), 0)`.mapWith(Number) })
      .from(Refund)
      .where(
        and(eq(Refund.DeclareId, pick('DeclareId')), eq(Refund.Kind, 1), ne(Refund.Status, -1), ne(Refund.Id, Number(current?.Id ?? 0))),
      )
    if (others!.Sum + pick('Amount') > declaration.SaleTax) {
      const v = { tax: money(declaration.SaleTax) }
      throw badRequest(CUSTOMS_MESSAGES.refundAboveTax, [{ Field: 'Amount', message: CUSTOMS_MESSAGES.refundAboveTax, values: v }], v)
    }
    return values
  },
}

export const refundHooks = lifecycleHooks(refundServer, refundRules)
