import { useEffect, useState, type ComponentType, type SVGProps } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { AlarmClock, Ban, Bell, CalendarClock, Hourglass, Inbox, Megaphone, PackageMinus, TimerOff, UserRoundCheck } from 'lucide-react'
import { REMINDER_TYPES, type Reminder, type ReminderType } from '../../../kernel/shared/schemas/reminders.ts'
import { Button } from '../../../kernel/web/components/ui/button.tsx'
import { cn } from '../../../kernel/web/lib/cn.ts'
import { useFormat } from '../../../kernel/web/lib/format.ts'
import { docInfo, useDocTitle, useStateText } from '../../docs/doc-info.ts'
import { formatDuration } from '../../../kernel/web/components/lifecycle/duration.ts'
import { queueScreen, queueTitle } from '../queue/queue-routes.ts'
import { markRead, remindersQuery } from './reminders-api.ts'

interface TypeLook {
  label: MessageDescriptor
  icon: ComponentType<SVGProps<SVGSVGElement>>
  tint: string
}

/** How each kind of reminder looks, most pressing first. */
const LOOK: Record<ReminderType, TypeLook> = {
  takenOver: { label: msg`Taken over by a colleague`, icon: UserRoundCheck, tint: 'bg-violet-50 text-violet-700' },
  late: { label: msg`Past the service level`, icon: AlarmClock, tint: 'bg-red-50 text-red-700' },
  rejected: { label: msg`Rejected by customs`, icon: Ban, tint: 'bg-rose-50 text-rose-700' },
  expiry: { label: msg`Lots about to expire`, icon: TimerOff, tint: 'bg-fuchsia-50 text-fuchsia-700' },
  replenish: { label: msg`Stock below its minimum`, icon: PackageMinus, tint: 'bg-lime-50 text-lime-800' },
  lose: { label: msg`About to fall to the high seas`, icon: Hourglass, tint: 'bg-amber-50 text-amber-800' },
  follow: { label: msg`Follow-ups due`, icon: CalendarClock, tint: 'bg-teal-50 text-teal-700' },
  queue: { label: msg`Waiting in my queues`, icon: Inbox, tint: 'bg-sky-50 text-sky-700' },
  notice: { label: msg`Unread notices`, icon: Megaphone, tint: 'bg-orange-50 text-orange-700' },
}
const ORDER = [...REMINDER_TYPES].sort((a, b) => Object.keys(LOOK).indexOf(a) - Object.keys(LOOK).indexOf(b))

/** Re-render every 30 s so "waiting for 2 h" stays true without refetching. */
function useNow() {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000))
  useEffect(() => {
    const timer = setInterval(() => setNow(Math.floor(Date.now() / 1000)), 30_000)
    return () => clearInterval(timer)
  }, [])
  return now
}

/**
 * The reminder centre (the bell opens it): what waits for the agent, most pressing first, unread
 * before read. Opening one marks it read and goes to the record; the bell follows.
 */
export function ReminderCentre() {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [unread, setUnread] = useState(true)
  const [type, setType] = useState<ReminderType>()
  // One list, filtered here, so the type chips can show their counts.
  const { data: all = [], isPending, isError } = useQuery(remindersQuery(unread))
  const shown = type ? all.filter((r) => r.Type === type) : all
  const read = useMutation({ mutationFn: (body: { Keys: string[] } | { All: true }) => markRead(queryClient, body) })

  const open = (r: Reminder) => {
    if (!r.Read) read.mutate({ Keys: [r.Key] })
    const info = docInfo(r.Doc)
    // Queue work is done on the queue's screen, with the document open in its panel (claimed and
    // acted on in place); the rest opens the record.
    const screen = r.Type === 'queue' || r.Type === 'late' ? queueScreen(r.Queue) : undefined
    if (screen) void navigate({ to: screen, search: { doc: r.Doc, id: r.Id } })
    else if (info) void navigate({ to: info.list, search: { view: r.Id } })
    else if (r.Link) void navigate({ href: r.Link })
    else if (r.Type === 'notice') void navigate({ to: '/home' })
  }

  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 data-testid="page-title" className="flex items-center gap-2 text-2xl font-semibold tracking-tight">
          <Bell className="size-5" aria-hidden />
          <Trans>Reminders</Trans>
        </h1>
        <div className="flex items-center gap-2">
          <div role="group" aria-label={t`Show`} className="inline-flex rounded-md border border-neutral-200 p-0.5 text-sm">
            {[true, false].map((u) => (
              <button
                key={String(u)}
                type="button"
                aria-pressed={unread === u}
                onClick={() => setUnread(u)}
                className={cn('rounded px-3 py-1', unread === u ? 'bg-neutral-900 text-white' : 'text-neutral-700 hover:bg-neutral-100')}
              >
                {u ? t`Unread` : t`All`}
              </button>
            ))}
          </div>
          <Button
            variant="outline"
            size="sm"
            disabled={!all.some((r) => !r.Read) || read.isPending}
            onClick={() => read.mutate({ All: true })}
            data-testid="reminders-read-all"
          >
            <Trans>Mark all as read</Trans>
          </Button>
        </div>
      </div>

      <div className="flex flex-wrap gap-2" role="group" aria-label={t`Kind`}>
        <Chip active={!type} onClick={() => setType(undefined)} label={t`Everything`} count={all.length} />
        {ORDER.map((k) => {
          const n = all.filter((r) => r.Type === k).length
          return n || type === k ? (
            <Chip key={k} active={type === k} onClick={() => setType(k)} label={i18n._(LOOK[k].label)} count={n} />
          ) : null
        })}
      </div>

      {isError ? (
        <p className="text-sm text-red-700">
          <Trans>The reminders could not be loaded. Try again in a moment.</Trans>
        </p>
      ) : isPending ? (
        <p className="text-sm text-neutral-500">
          <Trans>Loading…</Trans>
        </p>
      ) : shown.length === 0 ? (
        <div
          className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-neutral-300 p-10 text-center text-neutral-600"
          data-testid="reminders-empty"
        >
          <Inbox className="size-8 text-neutral-400" aria-hidden />
          <p>{unread ? <Trans>Nothing new. Everything is read.</Trans> : <Trans>No reminders.</Trans>}</p>
        </div>
      ) : (
        <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-200 bg-white" data-testid="reminders">
          {shown.map((r) => (
            <ReminderRow key={r.Key} reminder={r} onOpen={() => open(r)} />
          ))}
        </ul>
      )}
    </main>
  )
}

function Chip({ active, onClick, label, count }: { active: boolean; onClick(): void; label: string; count: number }) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm',
        active ? 'border-neutral-900 bg-neutral-900 text-white' : 'border-neutral-200 text-neutral-700 hover:bg-neutral-50',
      )}
    >
      {label}
      <span className={cn('rounded-full px-1.5 text-xs tabular-nums', active ? 'bg-white/20' : 'bg-neutral-100')}>{count}</span>
    </button>
  )
}

function ReminderRow({ reminder: r, onOpen }: { reminder: Reminder; onOpen(): void }) {
  const { t, i18n } = useLingui()
  const fmt = useFormat()
  const now = useNow()
  const docTitle = useDocTitle()
  const info = docInfo(r.Doc)
  const stateText = useStateText(info?.def ?? { options: {} })
  const look = LOOK[r.Type]
  const Icon = look.icon
  const title = r.Title
  const doc = info ? docTitle(info.doc) : ''
  const queue = r.Queue ? i18n._(queueTitle(r.Queue)) : ''
  const state = r.State ? stateText(r.State) : ''
  // How long it has waited: since it entered its state, as the queue screens count it.
  const since = formatDuration(i18n.locale, now - (r.Since || r.Time))
  const text = (() => {
    switch (r.Type) {
      case 'queue':
        return t`${doc} “${title}” has been waiting in ${queue} (${state}) for ${since}`
      case 'late':
        return t`${doc} “${title}” has been waiting in ${queue} for ${since}, past its service level`
      case 'lose':
        return t`Customer “${title}” will fall to the high seas soon: follow up or record a deal`
      case 'rejected':
        return t`Customs rejected the declaration “${title}”: amend it and send it again`
      case 'follow':
        return t`A follow-up with “${title}” is due`
      case 'notice':
        return t`New notice: ${title}`
      case 'takenOver': {
        const by = r.By
        return t`${by} took over ${doc} “${title}” from you`
      }
      case 'replenish': {
        const { Product: product = '', Warehouse: warehouse = '', Level: level = 0, Min: min = 0, Qty: qty = 0 } = r.Figures
        return info
          ? t`${product} at ${warehouse}: ${level} left, below the minimum of ${min}. Purchase proposal “${title}” for ${qty} awaits your review`
          : t`${product} at ${warehouse}: ${level} left, below the minimum of ${min}, and no supplier offers it`
      }
      case 'expiry': {
        const { Product: product = '', Warehouse: warehouse = '', Qty: qty = 0, Expiry: expiry = 0 } = r.Figures
        const date = fmt.date(Number(expiry))
        return t`Lot ${title} of ${product} at ${warehouse} (${qty}) expires on ${date}`
      }
    }
  })()
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        data-testid="reminder"
        data-read={r.Read}
        className={cn(
          'flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-neutral-50 focus-visible:bg-neutral-50 focus-visible:outline-none',
          r.Read && 'text-neutral-500',
        )}
      >
        <span className={cn('mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-md', look.tint)} aria-hidden>
          <Icon className="size-4" />
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className={cn('text-sm', !r.Read && 'font-medium text-neutral-900')}>{text}</span>
          <span className="text-xs text-neutral-500">
            {i18n._(look.label)} · <time dateTime={new Date(r.Time * 1000).toISOString()}>{fmt.dateTime(r.Time)}</time>
          </span>
        </span>
        {!r.Read ? <span className="mt-1.5 size-2 shrink-0 rounded-full bg-sky-600" aria-label={t`Unread`} /> : null}
      </button>
    </li>
  )
}
