import { useQuery } from '@tanstack/react-query'
import { useMatch } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLingui as useLinguiCore } from '@lingui/react'
import { Loader2, Medal } from 'lucide-react'
import { cn } from '../../../kernel/web/lib/cn.ts'
import { useFormat } from '../../../kernel/web/lib/format.ts'
import { PeriodPicker } from '../../../kernel/web/components/charts/PeriodPicker.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../kernel/web/components/ui/tabs.tsx'

const BY = ['agent', 'department'] as const
import { achieveQuery } from './achieve-api.ts'
import type { AchieveSearch } from './finance-search.ts'
import { AchieveDocsDialog } from './AchieveDocsDialog.tsx'

/**
 * Achievements (`/finance/achieve_list`): the deal amount credited to each agent or department over
 * the chosen range, ranked where the rank flag is on; a row opens the documents behind it.
 */
export function AchievePage({ search, setSearch }: { search: AchieveSearch; setSearch(patch: Partial<AchieveSearch>): void }) {
  const { t } = useLingui()
  const { i18n } = useLinguiCore()
  const fmt = useFormat()
  const { data, isPending, isFetching } = useQuery(achieveQuery(search))
  const by = search.by ?? 'agent'
  const custom = search.from !== undefined && search.to !== undefined
  const active = custom ? undefined : (search.range ?? 'thisMonth')
  const tz = data?.TimeZone
  const max = Math.max(1, ...(data?.Rows ?? []).map((r) => r.Amount))
  const opened = data?.Rows.find((r) => r.Id === search.who)
  const meta = useMatch({ strict: false, select: (m) => m.staticData?.meta })

  return (
    <main className="flex w-full flex-col gap-4 p-4" data-testid="achieve-page">
      <h1 className="text-lg font-semibold tracking-tight" data-testid="page-title">
        {meta?.title ? i18n._(meta.title) : null}
      </h1>
      <PeriodPicker
        active={active}
        shown={tz ? { begin: data.BeginTime, end: data.EndTime, timeZone: tz } : undefined}
        onPreset={(p) => setSearch({ range: p, from: undefined, to: undefined, who: undefined })}
        onDays={(from, to) => setSearch({ from, to, range: undefined, who: undefined })}
      />

      {/* The tabs hold the results as their panels, so each tab names a panel that exists (axe's aria-valid-attr-value). */}
      <Tabs
        value={by}
        onValueChange={(v) => (v === 'agent' || v === 'department') && setSearch({ by: v, who: undefined })}
        className="flex flex-col gap-4"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <TabsList>
            <TabsTrigger value="agent" data-testid="by-agent">
              <Trans>By agent</Trans>
            </TabsTrigger>
            <TabsTrigger value="department" data-testid="by-department">
              <Trans>By department</Trans>
            </TabsTrigger>
          </TabsList>
          {data ? (
            <p className="text-sm text-neutral-600" data-testid="achieve-summary">
              <Trans>
                {fmt.date(data.BeginTime, tz)} – {fmt.date(data.EndTime, tz)}:{' '}
                <strong className="tabular-nums text-neutral-900">{fmt.money(data.Total)}</strong> from {fmt.number(data.Count)} documents
              </Trans>{' '}
              <span className="text-neutral-500" data-testid="achieve-as-of">
                <AsOf at={fmt.dateTime(data.AsOf, tz)} />
              </span>
              {isFetching ? <Loader2 className="ml-2 inline size-3.5 animate-spin text-neutral-400" aria-hidden /> : null}
            </p>
          ) : null}
        </div>

        {BY.map((v) => (
          <TabsContent key={v} value={v} forceMount className="pt-0 data-[state=inactive]:hidden">
            {v !== by ? null : isPending ? (
              <div className="flex justify-center py-10">
                <Loader2 className="size-5 animate-spin text-neutral-400" aria-hidden />
              </div>
            ) : !data?.Rows.length ? (
              <p className="rounded-md border border-dashed border-neutral-300 py-10 text-center text-sm text-neutral-500">
                <Trans>No deal was credited in this period.</Trans>
              </p>
            ) : (
              <div className="overflow-auto rounded-md border border-neutral-200 bg-white">
                <table className="w-full text-sm" data-testid="achieve-table">
                  <thead className="bg-neutral-50 text-left text-neutral-600">
                    <tr>
                      <th className="w-16 px-3 py-2 font-medium">
                        <Trans>Rank</Trans>
                      </th>
                      <th className="px-3 py-2 font-medium">{by === 'agent' ? <Trans>Agent</Trans> : <Trans>Department</Trans>}</th>
                      {by === 'agent' ? (
                        <th className="px-3 py-2 font-medium">
                          <Trans>Department</Trans>
                        </th>
                      ) : null}
                      <th className="px-3 py-2 text-right font-medium">
                        <Trans>Achievement</Trans>
                      </th>
                      <th className="w-[28%] px-3 py-2 font-medium">
                        <span className="sr-only">
                          <Trans>Share of the total</Trans>
                        </span>
                      </th>
                      <th className="px-3 py-2 text-right font-medium">
                        <Trans>Documents</Trans>
                      </th>
                      <th className="px-3 py-2 text-right font-medium">
                        <Trans>As cooperating agent</Trans>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.Rows.map((r) => (
                      <tr
                        key={r.Id}
                        className="cursor-pointer border-t border-neutral-100 hover:bg-neutral-50"
                        onClick={() => setSearch({ who: r.Id })}
                        data-testid="achieve-row"
                        data-id={r.Id}
                      >
                        <td className="px-3 py-2">
                          <RankBadge rank={r.Rank} />
                        </td>
                        <td className="px-3 py-2 font-medium">
                          <button type="button" className="text-left hover:underline" onClick={() => setSearch({ who: r.Id })}>
                            {r.Name || t`Unassigned`}
                          </button>
                        </td>
                        {by === 'agent' ? <td className="px-3 py-2 text-neutral-600">{r.DepartmentName || '—'}</td> : null}
                        <td className="px-3 py-2 text-right font-medium tabular-nums">{fmt.money(r.Amount)}</td>
                        <td className="px-3 py-2">
                          <div className="h-2 rounded-full bg-neutral-100" aria-hidden>
                            <div className="h-2 rounded-full bg-sky-600" style={{ width: `${Math.max(1, (r.Amount / max) * 100)}%` }} />
                          </div>
                        </td>
                        <td className="px-3 py-2 text-right tabular-nums">{fmt.number(r.Count)}</td>
                        <td className="px-3 py-2 text-right tabular-nums text-neutral-600">{r.Shared ? fmt.money(r.Shared) : '—'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </TabsContent>
        ))}
      </Tabs>

      <AchieveDocsDialog
        search={search}
        who={search.who}
        name={opened ? opened.Name || t`Unassigned` : undefined}
        description={
          data ? `${fmt.date(data.BeginTime, tz)} – ${fmt.date(data.EndTime, tz)} · ${fmt.money(opened?.Amount ?? 0)}` : undefined
        }
        timeZone={tz}
        onClose={() => setSearch({ who: undefined })}
      />
    </main>
  )
}

function RankBadge({ rank }: { rank: number | null }) {
  const { t } = useLingui()
  if (rank === null)
    return (
      <span className="text-neutral-500" title={t`Not ranked`}>
        —
      </span>
    )
  const tone = rank === 1 ? 'text-amber-500' : rank === 2 ? 'text-neutral-400' : rank === 3 ? 'text-orange-700' : ''
  return (
    <span className="inline-flex items-center gap-1 tabular-nums" data-testid="rank">
      {rank <= 3 ? <Medal className={cn('size-4', tone)} aria-hidden /> : null}
      {rank}
    </span>
  )
}

/** When the figures were read (they hold every change committed before it). */
function AsOf({ at }: { at: string }) {
  return <Trans>as of {at}</Trans>
}
