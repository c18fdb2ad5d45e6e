import { settlementResource } from '../../shared/resources/finance.ts'
import { settlementLifecycle } from '../../../machines/settlement.ts'
import { CUSTOMS_MESSAGES, TRADE_GUARD_REASONS } from '../../shared/lifecycle/trade.ts'
import { Settlement } from '../db/schema/index.ts'
import { badRequest } from '../../kernel/server/lib/errors.ts'
import type { ResourceHooks } from '../../kernel/server/resources/crud.ts'
import { incomeLeft } from './income.ts'
import { lifecycleHooks, type LifecycleServer } from '../../kernel/server/lifecycle/engine.ts'

export const settlementServer: LifecycleServer = {
  lifecycle: settlementLifecycle,
  table: Settlement,
  def: settlementResource,
  reasons: TRADE_GUARD_REASONS,
  effects: {
    recordSettlement: ({ event, now }) => ({ SettledAmount: Number(event.data.SettledAmount), SettleTime: now }),
    settleInFull: ({ row, now }) => ({ SettledAmount: Number(row.Amount), SettleTime: now }),
    recordRejection: ({ event }) => ({ RejectReason: String(event.data.Reason ?? '') }),
  },
}

/** A settlement draws on an income, and the live settlements of one income never come to more than was received (the income is locked meanwhile). */
const settlementRules: ResourceHooks = {
  async beforeWrite({ tx, values, current }) {
    const incomeId = Number(values.IncomeId ?? current?.IncomeId ?? 0)
    if (!incomeId) return values
    const left = await incomeLeft(tx, incomeId, Number(current?.Id ?? 0))
    const amount = Number(values.Amount ?? current?.Amount ?? 0)
    if (left && left.drawn + amount > left.amount) {
      const v = { left: ((left.amount - left.drawn) / 100).toFixed(2) }
      throw badRequest(
        CUSTOMS_MESSAGES.settlementAboveIncome,
        [{ Field: 'Amount', message: CUSTOMS_MESSAGES.settlementAboveIncome, values: v }],
        v,
      )
    }
    return values
  },
}

export const settlementHooks = lifecycleHooks(settlementServer, settlementRules)
