import type { QueryClient } from '@tanstack/react-query'
import type { LinkProps } from '@tanstack/react-router'
import { z } from 'zod'
import type { QueueName } from '../../../../machines/queues.ts'
import { QUEUE_TITLES } from '../../../shared/lifecycle/queues.ts'
import { queueQuery } from './queue-api.ts'

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

/** A queue's title (typed here: src/shared cannot import the machines' queue names). */
export const queueTitle = (queue: QueueName) => QUEUE_TITLES[queue]

const optionalId = z.coerce.number().int().positive().optional().catch(undefined)

/** A queue screen's address: the warehouse it is narrowed to, and the item open in the panel. */
export const queueSearchSchema = z.object({
  WarehouseId: optionalId,
  doc: z.string().max(30).optional().catch(undefined),
  id: optionalId,
})
export type QueueSearch = z.infer<typeof queueSearchSchema>

/** What every queue route shares: its search schema and a loader that starts the list's first request. */
export function queueRouteOptions(queue: QueueName) {
  return {
    validateSearch: queueSearchSchema,
    loaderDeps: ({ search }: { search: QueueSearch }) => ({ WarehouseId: search.WarehouseId }),
    loader: ({ context, deps }: { context: { queryClient: QueryClient }; deps: { WarehouseId?: number | undefined } }) => {
      void context.queryClient.prefetchQuery(queueQuery(queue, { WarehouseId: deps.WarehouseId }))
    },
  }
}
