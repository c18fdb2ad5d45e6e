import { settlementLifecycle } from '../../../machines/settlement.ts'
import { Settlement } from '../db/schema/index.ts'
import { lifecycleHooks, type LifecycleServer } from './engine.ts'

export const settlementServer: LifecycleServer = {
  lifecycle: settlementLifecycle,
  table: Settlement,
  effects: {
    recordSettlement: ({ event, now }) => ({ SettledAmount: Number(event.data.SettledAmount), SettleTime: now }),
    settleInFull: ({ row, now }) => ({ SettledAmount: Number(row.Amount), SettleTime: now }),
    recordRejection: ({ event }) => ({ RejectReason: String(event.data.Reason ?? '') }),
  },
}

export const settlementHooks = lifecycleHooks(settlementServer)
