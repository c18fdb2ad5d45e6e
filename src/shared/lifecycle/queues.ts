import type { QueueDef } from '../../kernel/shared/lifecycle/queues.ts'

/** The sales team's queue: private customers about to fall to the high seas (the client machine's tag). */
export const CRM_QUEUES = [
  {
    name: 'about-to-lose',
    title: /*i18n*/ { id: 'queue.about-to-lose', message: 'Customers about to become public' },
    slaMinutes: 4320,
    // A customer is its owner's: they log a follow-up or extend it, nobody claims it as work.
    claimed: false,
  },
] as const satisfies readonly QueueDef[]

/** Paid product orders waiting for their delivery (the order machine's tag). */
export const TRADE_QUEUES = [
  { name: 'orders-to-ship', title: /*i18n*/ { id: 'queue.orders-to-ship', message: 'Orders to ship' }, slaMinutes: 1440 },
] as const satisfies readonly QueueDef[]

/** Customs messages to post and to follow, and the tax refunds and FX settlements the declarations feed. */
export const CUSTOMS_QUEUES = [
  { name: 'to-post', title: /*i18n*/ { id: 'queue.to-post', message: 'Customs documents to post' }, slaMinutes: 1440 },
  { name: 'awaiting-result', title: /*i18n*/ { id: 'queue.awaiting-result', message: 'Awaiting customs' }, slaMinutes: 2880 },
  { name: 'refunds-to-approve', title: /*i18n*/ { id: 'queue.refunds-to-approve', message: 'Tax refunds to approve' }, slaMinutes: 4320 },
  { name: 'refunds-to-pay', title: /*i18n*/ { id: 'queue.refunds-to-pay', message: 'Tax refunds to pay out' }, slaMinutes: 10080 },
  {
    name: 'settlements-to-approve',
    title: /*i18n*/ { id: 'queue.settlements-to-approve', message: 'FX settlements to approve' },
    slaMinutes: 4320,
  },
  {
    name: 'settlements-outstanding',
    title: /*i18n*/ { id: 'queue.settlements-outstanding', message: 'FX settlements outstanding' },
    slaMinutes: 43200,
  },
] as const satisfies readonly QueueDef[]
