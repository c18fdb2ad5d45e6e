import { useState, type ComponentType, type SVGProps } from 'react'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link, type LinkProps } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import {
  ClipboardList,
  GraduationCap,
  Hourglass,
  Megaphone,
  MessagesSquare,
  Minus,
  Package,
  ShoppingCart,
  TrendingDown,
  TrendingUp,
  Users,
} from 'lucide-react'
import { useFormat } from '../../../kernel/web/lib/format.ts'
import { HOME_CARDS, type HomeCardKey } from '../../../kernel/shared/schemas/home.ts'
import { agentInfoQuery } from '../../../kernel/web/lib/auth.ts'
import { cn } from '../../../kernel/web/lib/cn.ts'
import { homeCardsQuery, homeTrendsQuery } from './home-api.ts'
import type { Trend } from '../../../kernel/shared/schemas/home-trends.ts'
import { NoticeInbox } from './NoticeInbox.tsx'

interface CardLook {
  label: MessageDescriptor
  icon: ComponentType<SVGProps<SVGSVGElement>>
  tint: string
  /** The screen the card opens, when there is one, filtered to what the card counts. */
  to?: LinkProps['to']
  search?: Record<string, string | number>
}

/** How each of the spec's eight cards looks (section 1); the server says which the agent sees. */
const LOOK: Record<HomeCardKey, CardLook> = {
  Goods: { label: msg`Goods`, icon: Package, tint: 'bg-sky-50 text-sky-700', to: '/product/list', search: { status: 1 } },
  MonthOrders: {
    label: msg`Orders this month`,
    icon: ShoppingCart,
    tint: 'bg-violet-50 text-violet-700',
    to: '/product/order',
    search: { range: 'thisMonth' },
  },
  Customers: {
    label: msg`Customers`,
    icon: Users,
    tint: 'bg-emerald-50 text-emerald-700',
    to: '/client/list',
    search: { State: 'Private' },
  },
  FollowUps: {
    label: msg`Follow-ups`,
    icon: MessagesSquare,
    tint: 'bg-teal-50 text-teal-700',
    to: '/client/follow',
    search: { range: 'today' },
  },
  AboutToLose: {
    label: msg`Customers about to become public`,
    icon: Hourglass,
    tint: 'bg-amber-50 text-amber-700',
    to: '/client/about_to_lose',
  },
  Todo: { label: msg`To-do items`, icon: ClipboardList, tint: 'bg-rose-50 text-rose-700', to: '/remaid_list' },
  UnreadNotices: { label: msg`Unread notices`, icon: Megaphone, tint: 'bg-orange-50 text-orange-700' },
  Courses: { label: msg`Courses to study`, icon: GraduationCap, tint: 'bg-indigo-50 text-indigo-700', to: '/my_exams' },
}

/** The home page (workbench): a welcome and the dashboard's cards with their numbers. */
export function HomePage() {
  const { i18n } = useLingui()
  const { data: info } = useSuspenseQuery(agentInfoQuery)
  const { data: counts } = useSuspenseQuery(homeCardsQuery)
  // The trends come after the numbers: a card shows its number at once, its trend when it arrives.
  const { data: trends } = useQuery(homeTrendsQuery)
  const format = useFormat()
  const name = info.user_name
  const cards = HOME_CARDS.filter((c) => counts[c.key] !== null)
  const trendOf = new Map(Object.entries(trends ?? {}))
  const [inboxOpen, setInboxOpen] = useState(false)
  const interactive =
    'transition-colors hover:border-neutral-300 hover:bg-neutral-50 focus-visible:ring-2 focus-visible:ring-neutral-900 focus-visible:outline-none'
  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight" data-testid="home-title">
          <Trans>Welcome, {name}</Trans>
        </h1>
        <p className="text-sm text-neutral-600">{[info.role, info.department].filter(Boolean).join(' · ')}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="home-cards">
        {cards.map(({ key }) => {
          const look = LOOK[key]
          const Icon = look.icon
          const trend = trendOf.get(key)
          const body = (
            <>
              <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg', look.tint)} aria-hidden>
                <Icon className="size-5" />
              </span>
              <span className="flex min-w-0 flex-col">
                <span className="text-sm text-neutral-600">{i18n._(look.label)}</span>
                <span className="text-2xl font-semibold tabular-nums" data-testid="home-card-value">
                  {format.number(counts[key] ?? 0)}
                </span>
                {trend ? <TrendLine trend={trend} /> : null}
              </span>
            </>
          )
          const box = 'flex h-full items-center gap-4 rounded-lg border border-neutral-200 bg-white p-5 text-neutral-900 shadow-sm'
          return (
            <li key={key} data-testid={`home-card-${key}`}>
              {look.to ? (
                <Link
                  to={look.to}
                  search={look.search as never}
                  className={cn(
                    box,
                    'transition-colors hover:border-neutral-300 hover:bg-neutral-50 focus-visible:ring-2 focus-visible:ring-neutral-900 focus-visible:outline-none',
                  )}
                >
                  {body}
                </Link>
              ) : key === 'UnreadNotices' ? (
                <button type="button" className={cn(box, interactive, 'w-full text-left')} onClick={() => setInboxOpen(true)}>
                  {body}
                </button>
              ) : (
                <div className={box}>{body}</div>
              )}
            </li>
          )
        })}
      </ul>
      <NoticeInbox open={inboxOpen} onOpenChange={setInboxOpen} />
    </main>
  )
}

/** This period so far against the same stretch of the last: the change in percent, or "new" when the last had none. */
function TrendLine({ trend }: { trend: Trend }) {
  const { t } = useLingui()
  const format = useFormat()
  const { Now, Before } = trend
  const change = Before ? Math.round(((Now - Before) / Before) * 100) : undefined
  const up = Now > Before
  const Icon = Now === Before ? Minus : up ? TrendingUp : TrendingDown
  const before = format.number(Before)
  const pct = change === undefined ? '' : format.number(Math.abs(change))
  if (!Now && !Before) return null
  const text = !Before
    ? t`Last month to date: none`
    : Now === Before
      ? t`As many as last month to date`
      : up
        ? t`Up ${pct}% on last month to date (${before})`
        : t`Down ${pct}% on last month to date (${before})`
  return (
    <span
      className={cn('flex items-center gap-1 text-xs', Now === Before ? 'text-neutral-500' : up ? 'text-emerald-700' : 'text-rose-700')}
      data-testid="home-card-trend"
      data-now={Now}
      data-before={Before}
    >
      <Icon className="size-3.5 shrink-0" aria-hidden />
      <span>{text}</span>
    </span>
  )
}
