import { queryOptions } from '@tanstack/react-query'
import type { ChatFilter, ChatMessageRow, Conversation } from '../../../shared/chat.ts'
import { api } from '../../../kernel/web/lib/api.ts'
import { ApiFailure } from '../../../kernel/web/lib/auth.ts'

/** Everything the chat screens and the header badge show lives under this key: one invalidation refreshes all. */
export const CHAT_KEY = ['chat'] as const

/** Query keys of the chat screens: all under ['chat'], which the live stream refreshes. */
export const chatKeys = {
  unread: [...CHAT_KEY, 'unread'] as const,
  list: (filter: ChatFilter, state: number, value: string) => [...CHAT_KEY, 'list', filter, state, value] as const,
  one: (id: number) => [...CHAT_KEY, 'conversation', id] as const,
  messages: (id: number) => [...CHAT_KEY, 'messages', id] as const,
  agents: [...CHAT_KEY, 'agents'] as const,
}

/** The header badge: conversations with unread messages. Anything but a count reads as 0. */
export const chatUnreadQuery = queryOptions({
  queryKey: chatKeys.unread,
  queryFn: async ({ signal }) => {
    const res = await api<{ Conversations: number; Messages: number }>('Chat/Unread', { signal })
    return res.Result && res.Data ? res.Data : { Conversations: 0, Messages: 0 }
  },
  // The live stream refreshes it at once; this only covers a stream that cannot connect.
  refetchInterval: 60_000,
  retry: false,
  staleTime: 5_000,
})

async function get<T>(path: string, query: Record<string, string | number>, signal?: AbortSignal): Promise<T> {
  const res = await api<T>(path, { query, signal })
  if (!res.Result) throw new ApiFailure(res)
  return res.Data as T
}

export const conversationsQuery = (filter: ChatFilter, state: number, value: string) =>
  queryOptions({
    queryKey: chatKeys.list(filter, state, value),
    queryFn: ({ signal }) =>
      get<Conversation[]>('Chat/Index', { Filter: filter, State: state, ...(value ? { Value: value } : {}), Size: 200 }, signal),
    refetchInterval: 60_000,
  })

export const conversationQuery = (id: number) =>
  queryOptions({
    queryKey: chatKeys.one(id),
    queryFn: ({ signal }) => get<Conversation>('Chat/Get', { Id: id }, signal),
  })

export const messagesQuery = (id: number) =>
  queryOptions({
    queryKey: chatKeys.messages(id),
    queryFn: ({ signal }) => get<ChatMessageRow[]>('Chat/Messages', { Id: id, Size: 200 }, signal),
  })

export const chatAgentsQuery = queryOptions({
  queryKey: chatKeys.agents,
  queryFn: ({ signal }) => get<{ Id: number; Name: string }[]>('Chat/Agents', {}, signal),
  staleTime: 5 * 60_000,
})

/** A chat action (`Chat/Reply`, `Chat/Read` …): answers the envelope's data, or throws its failure. */
export async function chatAction<T>(
  action: 'Read' | 'Reply' | 'Assign' | 'Close' | 'Reopen',
  body: Record<string, unknown>,
): Promise<{ data: T; message?: string }> {
  const res = await api<T>(`Chat/${action}`, { body })
  if (!res.Result) throw new ApiFailure(res)
  return { data: res.Data as T, message: res.Message }
}
