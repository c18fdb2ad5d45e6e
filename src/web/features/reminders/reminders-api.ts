import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type { Reminder, ReminderType } from '../../../kernel/shared/schemas/reminders.ts'
import { api } from '../../../kernel/web/lib/api.ts'
import { ApiFailure } from '../../../kernel/web/lib/auth.ts'

/** Everything under ['reminders'] (the bell's count too) refreshes after a transition or a read. */
export const reminderListKey = (unread: boolean, type: ReminderType | undefined) => ['reminders', 'list', unread, type ?? 'all'] as const

export function remindersQuery(unread: boolean, type?: ReminderType) {
  return queryOptions({
    queryKey: reminderListKey(unread, type),
    queryFn: async ({ signal }) => {
      const res = await api<Reminder[]>('Check/Index', {
        query: { Size: 1000, ...(unread ? { Status: 2 } : {}), ...(type ? { Type: type } : {}) },
        signal,
      })
      if (!res.Result) throw new ApiFailure(res)
      return res.Data ?? []
    },
    refetchInterval: 15_000,
  })
}

export async function markRead(queryClient: QueryClient, body: { Keys: string[] } | { All: true }) {
  const res = await api<number>('Check/Read', { body })
  if (!res.Result) throw new ApiFailure(res)
  await queryClient.invalidateQueries({ queryKey: ['reminders'] })
  // A notice read here is read in the inbox and on the home card too.
  await queryClient.invalidateQueries({ queryKey: ['Notice'] })
  await queryClient.invalidateQueries({ queryKey: ['home'] })
  return res.Data ?? 0
}
