import { refundResource } from '../../shared/resources/finance.ts'
import { and, eq, ne, sql } from 'drizzle-orm'
import { refundLifecycle } from '../../../machines/refund.ts'
import { CUSTOMS_MESSAGES, TRADE_GUARD_REASONS } from '../../shared/lifecycle/trade.ts'
import { Declare, Refund } from '../db/schema/index.ts'
import { badRequest } from '../../kernel/server/lib/errors.ts'
import { M } from '../../kernel/shared/messages.ts'
import type { ResourceHooks } from '../../kernel/server/resources/crud.ts'
import { lifecycleHooks, type LifecycleServer } from '../../kernel/server/lifecycle/engine.ts'
import type { Tx } from '../../kernel/server/db/client.ts'

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

/** What an export tax refund may still ask of a declaration: its refundable tax less its other live tax refunds. */
export async function refundLeft(tx: Tx, declareId: number, exceptRefund = 0) {
  const [declaration] = await tx
    .select({ State: Declare.State, SaleTax: Declare.SaleTax })
    .from(Declare)
    .where(and(eq(Declare.Id, declareId), ne(Declare.Status, -1)))
    .for('update')
  if (!declaration) return undefined
  const [others] = await tx
    .select({ Sum: sql<number>`coalesce(sum(${Refund.Amount}), 0)`.mapWith(Number) })
    .from(Refund)
    .where(and(eq(Refund.DeclareId, declareId), eq(Refund.Kind, 1), ne(Refund.Status, -1), ne(Refund.Id, exceptRefund)))
  return { state: declaration.State, tax: declaration.SaleTax, applied: others!.Sum, left: declaration.SaleTax - others!.Sum }
}

/**
 * An export tax refund (Kind 1) is for a declaration customs released, and the tax refunds of one
 * declaration never come to more than its refundable tax (the declaration is locked, so two
 * refunds written at once cannot pass together); left at 0, it asks for all that is left, and
 * there is no refund of nothing. An order refund (Kind 2) names its order.
 */
const refundRules: ResourceHooks = {
  async beforeWrite({ tx, values, current }) {
    const pick = (f: string) => Number(values[f] ?? current?.[f] ?? 0)
    if (pick('Kind') === 2) {
      if (!pick('OrderId'))
        throw badRequest(CUSTOMS_MESSAGES.refundNeedsOrder, [{ Field: 'OrderId', message: CUSTOMS_MESSAGES.refundNeedsOrder }])
      if (!pick('Amount')) throw badRequest(M.incomplete, [{ Field: 'Amount', message: M.required }])
      return values
    }
    const found = pick('DeclareId') ? await refundLeft(tx, pick('DeclareId'), Number(current?.Id ?? 0)) : undefined
    if (!found || !['Released', 'Closed'].includes(found.state))
      throw badRequest(CUSTOMS_MESSAGES.refundNeedsRelease, [{ Field: 'DeclareId', message: CUSTOMS_MESSAGES.refundNeedsRelease }])
    if (!pick('Amount')) {
      const v = { tax: money(found.tax), applied: money(found.applied) }
      if (found.left <= 0)
        throw badRequest(
          CUSTOMS_MESSAGES.refundNothingLeft,
          [{ Field: 'Amount', message: CUSTOMS_MESSAGES.refundNothingLeft, values: v }],
          v,
        )
      return { ...values, Amount: found.left }
    }
    if (pick('Amount') > found.left) {
      const v = { tax: money(found.tax) }
      throw badRequest(CUSTOMS_MESSAGES.refundAboveTax, [{ Field: 'Amount', message: CUSTOMS_MESSAGES.refundAboveTax, values: v }], v)
    }
    return values
  },
}

export const refundHooks = lifecycleHooks(refundServer, refundRules)
