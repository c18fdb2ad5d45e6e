import type { MessageDescriptor } from '../messages.ts'

/**
 * The title of every work queue (machines/queues.ts QUEUE_NAMES; a unit test holds the two lists
 * together): the queue screens, the "my work" cards and the reminders name a queue with it.
 */
export const QUEUE_TITLES = {
  receiving: /*i18n*/ { id: 'queue.receiving', message: 'Receiving' },
  putaway: /*i18n*/ { id: 'queue.putaway', message: 'Put-away' },
  picking: /*i18n*/ { id: 'queue.picking', message: 'Picking' },
  packing: /*i18n*/ { id: 'queue.packing', message: 'Packing' },
  'to-ship': /*i18n*/ { id: 'queue.to-ship', message: 'Ready to ship' },
  'orders-to-ship': /*i18n*/ { id: 'queue.orders-to-ship', message: 'Orders to ship' },
  'to-post': /*i18n*/ { id: 'queue.to-post', message: 'Customs documents to post' },
  'awaiting-result': /*i18n*/ { id: 'queue.awaiting-result', message: 'Awaiting customs' },
  'about-to-lose': /*i18n*/ { id: 'queue.about-to-lose', message: 'Customers about to become public' },
  'refunds-to-approve': /*i18n*/ { id: 'queue.refunds-to-approve', message: 'Tax refunds to approve' },
  'refunds-to-pay': /*i18n*/ { id: 'queue.refunds-to-pay', message: 'Tax refunds to pay out' },
  'settlements-to-approve': /*i18n*/ { id: 'queue.settlements-to-approve', message: 'FX settlements to approve' },
  'settlements-outstanding': /*i18n*/ { id: 'queue.settlements-outstanding', message: 'FX settlements outstanding' },
} as const satisfies Record<string, MessageDescriptor>

export type QueueTitleKey = keyof typeof QUEUE_TITLES

/** One work item of `Queue/Index`: the document, how long it has waited (seconds), who owns and who holds it. */
export interface QueueItem {
  Doc: string
  Id: number
  Title: string
  State: string
  Version: number
  EnterTime: number
  Age: number
  WarehouseId: number
  AgentId: number
  AgentName: string
  HolderId: number
  HolderName: string
  ClaimTime: number
  SlaMinutes: number
}

/** One queue of `Queue/Summary`: how many items wait, how many the caller holds, free, late; Oldest is the oldest item's age in seconds. */
export interface QueueSummary<Q extends string = string> {
  /** A queue's name (machines/queues.ts QueueName). */
  Queue: Q
  Count: number
  Mine: number
  Free: number
  Late: number
  Oldest: number
  SlaMinutes: number
}
