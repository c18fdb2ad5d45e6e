import { refundLifecycle } from '../../../machines/refund.ts'
import { Refund } from '../db/schema/index.ts'
import { lifecycleHooks, type LifecycleServer } from './engine.ts'

export const refundServer: LifecycleServer = {
  lifecycle: refundLifecycle,
  table: Refund,
  effects: {
    recordRejection: ({ event }) => ({ RejectReason: String(event.data.Reason ?? '') }),
    clearRejection: () => ({ RejectReason: '' }),
    recordRefund: ({ now }) => ({ RefundTime: now }),
  },
}

export const refundHooks = lifecycleHooks(refundServer)
