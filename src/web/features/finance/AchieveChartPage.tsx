import { useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useMatch } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLingui as useLinguiCore } from '@lingui/react'
import type { ApexOptions } from 'apexcharts'
import { Loader2 } from 'lucide-react'
import { formatNumber } from '../../../kernel/shared/format.ts'
import { INTL_TAG, toLocale } from '../../../kernel/shared/locales.ts'
import type { AchieveSeriesAnswer, SeriesLine } from '../../../shared/finance/series.ts'
import { ApiFailure } from '../../../kernel/web/lib/auth.ts'
import { useFormat } from '../../../kernel/web/lib/format.ts'
import { bucketLabel } from '../../../kernel/web/components/charts/buckets.ts'
import { ChartPanel, type TableRow } from '../../../kernel/web/components/charts/ChartPanel.tsx'
import { csvMoney } from '../../../kernel/web/components/charts/csv.ts'
import { LazyChart } from '../../../kernel/web/components/charts/LazyChart.tsx'
import { PeriodPicker } from '../../../kernel/web/components/charts/PeriodPicker.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../kernel/web/components/ui/tabs.tsx'
import { AchieveDocsDialog } from './AchieveDocsDialog.tsx'
import type { AchieveChartSearch } from './finance-search.ts'
import { achieveSeriesQuery, CHART_RANGE } from './series-api.ts'

/** Lines drawn one by one; the rest share one "others" band. */
const SHOWN = 7

/** Compact money for an axis: hundredths as 12K, 1.5M in the interface language. */
const compact = (locale: string, hundredths: number) =>
  new Intl.NumberFormat(INTL_TAG[toLocale(locale)], { notation: 'compact', maximumFractionDigits: 1 }).format(hundredths / 100)

/**
 * The achievement chart (`/finance/achieve_list_chart`, `/chart/achieve_chart`): the amounts credited
 * over the period, bucket by bucket, stacked by agent or department against the prorated monthly
 * target, and the ranking over the whole period. A bar, a band or a table cell opens the documents
 * behind it.
 */
export function AchieveChartPage({
  search,
  setSearch,
}: {
  search: AchieveChartSearch
  setSearch(patch: Partial<AchieveChartSearch>): void
}) {
  const { t } = useLingui()
  const { i18n } = useLinguiCore()
  const fmt = useFormat()
  const { data, isPending, isFetching, error } = useQuery(achieveSeriesQuery(search))
  const meta = useMatch({ strict: false, select: (m) => m.staticData?.meta })
  const by = search.by ?? 'agent'
  const custom = search.from !== undefined && search.to !== undefined
  const active = custom ? undefined : (search.range ?? CHART_RANGE)
  const tz = data?.TimeZone
  const bucket = search.at !== undefined ? data?.Buckets.find((b) => b.BeginTime === search.at) : undefined
  const opened = data?.Lines.find((l) => l.Id === search.who)
  const drill = data && search.who ? { by, from: bucket?.BeginTime ?? data.BeginTime, to: bucket?.EndTime ?? data.EndTime } : undefined
  const target = data?.Target ?? 0
  const targetMoney = fmt.money(target)
  const reached = data && target ? fmt.number(Math.round((data.Total / target) * 100)) : ''

  return (
    <main className="flex w-full flex-col gap-4 p-4" data-testid="achieve-chart-page">
      <h1 className="text-lg font-semibold tracking-tight" data-testid="page-title">
        {meta?.title ? i18n._(meta.title) : null}
      </h1>
      <PeriodPicker
        active={active}
        shown={tz ? { begin: data.BeginTime, end: data.EndTime, timeZone: tz } : undefined}
        onPreset={(p) => setSearch({ range: p, from: undefined, to: undefined, who: undefined, at: undefined })}
        onDays={(from, to) => setSearch({ from, to, range: undefined, who: undefined, at: undefined })}
      />
      <Tabs
        value={by}
        onValueChange={(v) => (v === 'agent' || v === 'department') && setSearch({ by: v, who: undefined, at: undefined })}
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
              </Trans>
              {target > 0 ? (
                <span className="ml-2 text-neutral-500" data-testid="achieve-target">
                  <Trans>
                    Target {targetMoney} ({reached}%)
                  </Trans>
                </span>
              ) : null}
              {isFetching ? <Loader2 className="ml-2 inline size-3.5 animate-spin text-neutral-400" aria-hidden /> : null}
            </p>
          ) : null}
        </div>

        {/* The figures are the tab's panel: by agent, or by department. */}
        <TabsContent value={by} className="flex flex-col gap-4 pt-0">
          {isPending ? (
            <div className="flex justify-center py-10">
              <Loader2 className="size-5 animate-spin text-neutral-400" aria-hidden />
            </div>
          ) : error ? (
            <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700" role="alert">
              {error instanceof ApiFailure ? error.envelope.Message : error.message}
            </p>
          ) : data ? (
            <>
              <OverTime data={data} by={by} onPick={(who, at) => setSearch({ who, at })} />
              <Ranking data={data} by={by} onPick={(who) => setSearch({ who, at: undefined })} />
            </>
          ) : null}
        </TabsContent>
      </Tabs>

      <AchieveDocsDialog
        search={drill ?? { by }}
        who={drill ? search.who : undefined}
        name={opened ? opened.Name || t`Unassigned` : undefined}
        description={
          drill
            ? `${fmt.date(drill.from, tz)} – ${fmt.date(drill.to, tz)} · ${fmt.money(bucket ? (opened?.Amounts[data!.Buckets.indexOf(bucket)] ?? 0) : (opened?.Amount ?? 0))}`
            : undefined
        }
        timeZone={tz}
        onClose={() => setSearch({ who: undefined, at: undefined })}
      />
    </main>
  )
}

/** The lines drawn one by one, and what the others add up to in each bucket. */
function split(data: AchieveSeriesAnswer) {
  const shown = data.Lines.slice(0, SHOWN)
  const rest = data.Lines.slice(SHOWN)
  const others = rest.length ? data.Buckets.map((_, i) => rest.reduce((s, l) => s + l.Amounts[i]!, 0)) : undefined
  return { shown, others }
}

function OverTime({ data, by, onPick }: { data: AchieveSeriesAnswer; by: 'agent' | 'department'; onPick(who: number, at: number): void }) {
  const { t } = useLingui()
  const { i18n } = useLinguiCore()
  const fmt = useFormat()
  const locale = i18n.locale
  const labels = useMemo(() => data.Buckets.map((b) => bucketLabel(locale, data.Bucket, b, data.TimeZone)), [data, locale])
  const { shown, others } = useMemo(() => split(data), [data])
  const unnamed = t`Unassigned`
  const othersName = t`Others`
  const targetName = t`Target`
  const series = useMemo(
    () => [
      ...shown.map((l) => ({ name: l.Name || unnamed, type: 'column', data: l.Amounts })),
      ...(others ? [{ name: othersName, type: 'column', data: others }] : []),
      { name: targetName, type: 'line', data: data.Buckets.map((b) => b.Target) },
    ],
    [shown, others, data, unnamed, othersName, targetName],
  )
  const axisTitle = t`Achievement`
  const periodTitle = t`Period`
  const options = useMemo<ApexOptions>(
    () => ({
      chart: { type: 'line', stacked: true },
      plotOptions: { bar: { columnWidth: labels.length > 20 ? '75%' : '55%', borderRadius: 2 } },
      stroke: {
        width: series.map((s) => (s.type === 'line' ? 2 : 0)),
        curve: 'stepline',
        dashArray: series.map((s) => (s.type === 'line' ? 5 : 0)),
      },
      colors: [
        ...shown.map((_, i) => ['#0284c7', '#7c3aed', '#059669', '#d97706', '#db2777', '#4f46e5', '#65a30d'][i]!),
        ...(others ? ['#a3a3a3'] : []),
        '#dc2626',
      ],
      markers: { size: 0 },
      xaxis: {
        categories: labels,
        title: { text: periodTitle },
        labels: { rotate: -45, hideOverlappingLabels: true, style: { fontSize: '11px' } },
      },
      yaxis: { title: { text: axisTitle }, labels: { formatter: (v: number) => compact(locale, v) } },
      tooltip: { shared: true, intersect: false, y: { formatter: (v: number) => fmt.money(v) } },
    }),
    [labels, series, shown, others, axisTitle, periodTitle, locale, fmt],
  )
  const columns = [
    { label: t`Period` },
    ...shown.map((l) => ({ label: l.Name || unnamed, numeric: true })),
    ...(others ? [{ label: othersName, numeric: true }] : []),
    { label: t`Total`, numeric: true },
    { label: targetName, numeric: true },
    { label: t`Documents`, numeric: true },
  ]
  const rows: TableRow[] = data.Buckets.map((b, i) => ({
    key: b.BeginTime,
    cells: [
      labels[i],
      ...shown.map((l) =>
        l.Amounts[i] ? (
          <button type="button" className="text-sky-700 hover:underline" onClick={() => onPick(l.Id, b.BeginTime)} data-testid="drill-cell">
            {fmt.money(l.Amounts[i]!)}
          </button>
        ) : (
          <span className="text-neutral-500">—</span>
        ),
      ),
      ...(others ? [fmt.money(others[i]!)] : []),
      <strong className="font-medium">{fmt.money(b.Amount)}</strong>,
      <span className="text-neutral-500">{fmt.money(b.Target)}</span>,
      fmt.number(b.Count),
    ],
    csv: [
      labels[i]!,
      ...shown.map((l) => csvMoney(l.Amounts[i]!)),
      ...(others ? [csvMoney(others[i]!)] : []),
      csvMoney(b.Amount),
      csvMoney(b.Target),
      b.Count,
    ],
  }))
  const bars = { day: t`One bar per day.`, week: t`One bar per week (weeks start on Sunday).`, month: t`One bar per month.` }[data.Bucket]
  const monthly = fmt.money(data.MonthlyTarget)
  return (
    <ChartPanel
      id="over-time"
      title={by === 'agent' ? t`Achievement over time by agent` : t`Achievement over time by department`}
      note={
        <>
          {bars}{' '}
          <Trans>
            The dashed line is the monthly target of {monthly}, prorated to each period. Choose a band or an amount to see its documents.
          </Trans>
        </>
      }
      chart={
        <LazyChart
          testId="chart-over-time"
          label={t`Stacked columns of the amounts per period, with the target line`}
          type="line"
          series={series}
          options={options}
          height={340}
          onPick={(s, p) => {
            const line = shown[s]
            const b = data.Buckets[p]
            if (line && b) onPick(line.Id, b.BeginTime)
          }}
        />
      }
      columns={columns}
      rows={rows}
      file={`achievement-${by}-${data.BeginTime}-${data.EndTime}.csv`}
      wide
    />
  )
}

function Ranking({ data, by, onPick }: { data: AchieveSeriesAnswer; by: 'agent' | 'department'; onPick(who: number): void }) {
  const { t } = useLingui()
  const { i18n } = useLinguiCore()
  const fmt = useFormat()
  const locale = i18n.locale
  const unnamed = t`Unassigned`
  const lines = useMemo(() => data.Lines.filter((l) => l.Amount > 0), [data])
  const ranks = rankOf(lines)
  const name = t`Achievement`
  const series = useMemo(() => [{ name, data: lines.map((l) => l.Amount) }], [lines, name])
  const options = useMemo<ApexOptions>(
    () => ({
      chart: { type: 'bar' },
      plotOptions: { bar: { horizontal: true, barHeight: '60%', borderRadius: 2, distributed: true } },
      legend: { show: false },
      xaxis: {
        categories: lines.map((l) => l.Name || unnamed),
        title: { text: name },
        labels: { formatter: (v: string) => compact(locale, Number(v)) },
      },
      yaxis: { labels: { maxWidth: 140 } },
      tooltip: { y: { formatter: (v: number) => fmt.money(v) } },
    }),
    [lines, unnamed, name, locale, fmt],
  )
  const rows: TableRow[] = lines.map((l, i) => {
    const documents = l.Counts.reduce((a, b) => a + b, 0)
    const share = data.Total ? formatNumber(locale, (l.Amount / data.Total) * 100, 1) : '0'
    return {
      key: l.Id,
      cells: [
        ranks[i] ?? '—',
        <button type="button" className="text-left text-sky-700 hover:underline" onClick={() => onPick(l.Id)} data-testid="rank-drill">
          {l.Name || unnamed}
        </button>,
        fmt.money(l.Amount),
        fmt.number(documents),
        `${share}%`,
      ],
      csv: [ranks[i] ?? '', l.Name, csvMoney(l.Amount), documents, share],
    }
  })
  return (
    <ChartPanel
      id="ranking"
      title={by === 'agent' ? t`Ranking of agents` : t`Ranking of departments`}
      note={<Trans>Over the whole period; places go to those in the ranking. Choose a bar to see its documents.</Trans>}
      chart={
        <LazyChart
          testId="chart-ranking"
          label={t`Bars of each one's amount over the period`}
          type="bar"
          series={series}
          options={options}
          height={Math.max(180, lines.length * 36 + 70)}
          onPick={(_, p) => lines[p] && onPick(lines[p].Id)}
        />
      }
      columns={[
        { label: t`Rank` },
        { label: by === 'agent' ? t`Agent` : t`Department` },
        { label: name, numeric: true },
        { label: t`Documents`, numeric: true },
        { label: t`Share of the total`, numeric: true },
      ]}
      rows={rows}
      file={`ranking-${by}-${data.BeginTime}-${data.EndTime}.csv`}
    />
  )
}

/** Places among those whose rank flag is on, by amount (ties share a place); the others have none. */
function rankOf(lines: SeriesLine[]): (number | undefined)[] {
  let place = 0
  let seen = 0
  let last: number | undefined
  return lines.map((l) => {
    if (!l.IsRank) return undefined
    seen++
    if (l.Amount !== last) place = seen
    last = l.Amount
    return place
  })
}
