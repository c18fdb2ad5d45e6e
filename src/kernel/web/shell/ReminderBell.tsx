import { queryOptions, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { Bell } from 'lucide-react'
import { api } from '../lib/api.ts'

export const reminderKeys = { count: ['reminders', 'count'] as const }

/** The reminders page the bell opens (spec §2: remaid_list). */
export const REMINDERS_PATH = '/remaid_list'

/**
 * `Check/Count?Status=2`: the number of open reminders. Anything but a count (a refusal, a
 * missing endpoint) reads as 0: the bell then shows no number and raises no notice.
 */
export const reminderCountQuery = queryOptions({
  queryKey: reminderKeys.count,
  queryFn: async ({ signal }) => {
    const res = await api<unknown>('Check/Count', { query: { Status: 2 }, signal })
    if (!res.Result) return 0
    const n = typeof res.Data === 'number' ? res.Data : Number(res.Data)
    return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0
  },
  refetchInterval: 15_000,
  retry: false,
  staleTime: 5_000,
})

export function ReminderBell({ className }: { className?: string }) {
  const { t } = useLingui()
  const { data: count = 0 } = useQuery(reminderCountQuery)
  const label = count > 0 ? t`Reminders (${count})` : t`Reminders`
  return (
    <Link
      // The reminders route is declared with the other screens.
      to={REMINDERS_PATH}
      data-testid="bell"
      aria-label={label}
      title={label}
      className={className}
    >
      <Bell className="size-4" aria-hidden />
      {count > 0 ? (
        <span
          data-testid="bell-count"
          aria-hidden
          className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] leading-none font-semibold text-white tabular-nums"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  )
}
