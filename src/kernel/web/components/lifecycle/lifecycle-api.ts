import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { api } from '../../lib/api.ts'
import { ApiFailure } from '../../lib/auth.ts'
import { markOwnWrite } from '../resource/own-writes.ts'
import { resourceKeys, type Row } from '../resource/resource-api.ts'

/** One event the record's state offers, as the server judged it for the caller. */
export interface ActionRow {
  Event: string
  Allowed: boolean
  Reason?: string
}

/** One row of a document's timeline: its creation, then every accepted event. */
export interface TimelineRow {
  Id: number
  Event: string
  From: string
  To: string
  AgentId: number
  AgentName: string
  CreateTime: number
  Data: Record<string, unknown>
}

/**
 * Under the resource's own key (`[name, …]`), so the one invalidation a write makes (`[name]`)
 * refreshes the record, its list, its actions and its timeline together.
 */
export const lifecycleKeys = {
  actions: (name: string, id: number) => [...resourceKeys.all(name), 'actions', id] as const,
  timeline: (name: string, id: number) => [...resourceKeys.all(name), 'timeline', id] as const,
}

async function data<T>(path: string, id: number, signal: AbortSignal): Promise<T> {
  const res = await api<T>(path, { query: { Id: id }, signal })
  if (!res.Result) throw new ApiFailure(res)
  return res.Data as T
}

/** `cache` is the resource's cache name, `doc` the lifecycle's API name (the same for every document so far). */
export function actionsQuery(cache: string, doc: string, id: number) {
  return queryOptions({
    queryKey: lifecycleKeys.actions(cache, id),
    queryFn: ({ signal }) => data<ActionRow[]>(`/Api/${doc}/Actions`, id, signal),
  })
}

export function timelineQuery(cache: string, doc: string, id: number) {
  return queryOptions({
    queryKey: lifecycleKeys.timeline(cache, id),
    queryFn: ({ signal }) => data<TimelineRow[]>(`/Api/${doc}/Timeline`, id, signal),
  })
}

/** Sends one event with the Version the page shows; answers the envelope (409 / 400 stay on screen). */
export async function sendTransition(doc: string, row: Pick<Row, 'Id' | 'Version'>, event: string, payload?: Record<string, unknown>) {
  const res = await api<Row>(`/Api/${doc}/Transition`, {
    body: { Id: row.Id, Event: event, Version: row.Version, ...(payload ? { Data: payload } : {}) },
  })
  if (res.Result) markOwnWrite(doc, row.Id, res.Data?.Version)
  return res
}

/**
 * After an accepted event: the record (its list, actions and timeline), and what follows from its
 * state: the work queues, the reminders (the bell) and the supervisors' boards.
 */
export function invalidateAfterTransition(queryClient: QueryClient, cache: string) {
  return Promise.all(
    [resourceKeys.all(cache), ['queue'], ['reminders'], ['board']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  )
}
