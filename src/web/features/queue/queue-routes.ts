import type { LinkProps } from '@tanstack/react-router'
import { isQueueName, queueTitle, type QueueName } from '../../../shared/lifecycle/queues.ts'

/**
 * Each queue's screen, as typed routes, under the module its documents belong to (a unit test
 * holds this to the route files). The "my work" cards and the reminders link here.
 */
export const QUEUE_ROUTES = {
  receiving: '/entry/receiving',
  putaway: '/entry/arrived',
  picking: '/delivery/picking',
  packing: '/delivery/packing',
  'to-ship': '/delivery/ship',
  'orders-to-ship': '/product/to_ship',
  'to-post': '/exported/to_post',
  'awaiting-result': '/exported/awaiting_result',
  'about-to-lose': '/client/about_to_lose',
  'refunds-to-approve': '/exported/refunds_to_approve',
  'refunds-to-pay': '/exported/refunds_to_pay',
  'settlements-to-approve': '/exported/settlements_to_approve',
  'settlements-outstanding': '/exported/settlements_outstanding',
} as const satisfies Record<QueueName, NonNullable<LinkProps['to']>>

export { isQueueName, queueTitle }
