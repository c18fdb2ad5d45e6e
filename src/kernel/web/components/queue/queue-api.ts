import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { QueueItem, QueueSummary as QueueSummaryOf } from '../../../shared/lifecycle/queues.ts'

export type { QueueItem }
export type QueueSummary = QueueSummaryOf<string>
import { api } from '../../lib/api.ts'
import { ApiFailure } from '../../lib/auth.ts'
import { notify } from '../../lib/notices.ts'

export interface QueueFilters {
  WarehouseId?: number | undefined
  /** Only the items the caller holds. */
  Mine?: boolean
}

/** A lifecycle event invalidates `['queue']` too (lifecycle-api.ts), so every queue screen refreshes after it. */
export const queueKeys = {
  all: ['queue'] as const,
  list: (queue: string, filters: QueueFilters) => ['queue', 'list', queue, filters] as const,
  summary: (queue?: string) => ['queue', 'summary', queue ?? 'all'] as const,
}

/** How often an open queue screen asks again: a claimed item leaves the others' screens within seconds. */
export const QUEUE_REFRESH_MS = 3000
/** The oldest this many items are listed; the header counts all of them. */
export const QUEUE_PAGE = 100

async function data<T>(path: string, query: Record<string, string | number | undefined>, signal: AbortSignal) {
  const res = await api<T>(path, { query, signal })
  if (!res.Result) throw new ApiFailure(res)
  return res
}

export function queueQuery(queue: string, filters: QueueFilters) {
  return queryOptions({
    queryKey: queueKeys.list(queue, filters),
    queryFn: async ({ signal }) => {
      const res = await data<QueueItem[]>(
        'Queue/Index',
        { Queue: queue, WarehouseId: filters.WarehouseId, Mine: filters.Mine ? 1 : undefined, Size: QUEUE_PAGE },
        signal,
      )
      return { items: res.Data ?? [], count: res.Count ?? 0, capped: res.Capped === true }
    },
    refetchInterval: QUEUE_REFRESH_MS,
    refetchOnWindowFocus: true,
    placeholderData: keepPreviousData,
  })
}

/** Every queue the agent may see (no `queue`), or one. */
export function queueSummaryQuery(queue?: string) {
  return queryOptions({
    queryKey: queueKeys.summary(queue),
    queryFn: async ({ signal }) => (await data<QueueSummary[]>('Queue/Summary', { Queue: queue }, signal)).Data ?? [],
    refetchInterval: queue ? QUEUE_REFRESH_MS : 15_000,
    refetchOnWindowFocus: true,
  })
}

export const useQueue = (queue: string, filters: QueueFilters) => useQuery(queueQuery(queue, filters))
export const useQueueSummary = (queue?: string) => useQuery(queueSummaryQuery(queue))

export interface ItemRef {
  Doc: string
  Id: number
}

/** A write of the queue API: a refusal (409 "X is already working on this item") becomes a notice and a rejection. */
async function write<T>(path: string, body: unknown): Promise<T> {
  const res = await api<T>(path, { body })
  if (!res.Result) {
    if (res.Message) notify(res.Message, 'error')
    throw new ApiFailure(res)
  }
  return res.Data as T
}

/** Claim, release and "take the next item" invalidate the queue keys, and only them. */
function useQueueWrite<V, T>(fn: (v: V) => Promise<T>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queueKeys.all }),
  })
}

export const useClaim = () => useQueueWrite((item: ItemRef) => write<unknown>('Queue/Claim', { Doc: item.Doc, Id: item.Id }))
/** Takes over an item a colleague holds (they are told in their reminders). */
export const useTakeOver = () => useQueueWrite((item: ItemRef) => write<unknown>('Queue/TakeOver', { Doc: item.Doc, Id: item.Id }))
export const useRelease = () => useQueueWrite((item: ItemRef) => write<unknown>('Queue/Release', { Doc: item.Doc, Id: item.Id }))
/** Answers the item now held, or null when nothing is free. */
export const useTakeNext = () =>
  useQueueWrite((v: { queue: string; WarehouseId?: number | undefined }) =>
    write<QueueItem | null>('Queue/Next', { Queue: v.queue, ...(v.WarehouseId ? { WarehouseId: v.WarehouseId } : {}) }),
  )
