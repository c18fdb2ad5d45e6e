import { useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link, useMatch, useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLingui as useLinguiCore } from '@lingui/react'
import type { ApexOptions } from 'apexcharts'
import { Loader2 } from 'lucide-react'
import { declareResource } from '../../../shared/resources/declare.ts'
import { stateLabel } from '../../../kernel/shared/resources/labels.ts'
import { INTL_TAG, toLocale } from '../../../kernel/shared/locales.ts'
import { OPERATION_DOCS, type OperationAnswer, type OperationDoc } from '../../../shared/finance/series.ts'
import { ApiFailure } from '../../../kernel/web/lib/auth.ts'
import { useFormat } from '../../../kernel/web/lib/format.ts'
import { bucketLabel } from '../../../kernel/web/components/charts/buckets.ts'
import { ChartPanel, type TableRow } from '../../../kernel/web/components/charts/ChartPanel.tsx'
import { csvMoney } from '../../../kernel/web/components/charts/csv.ts'
import { LazyChart } from '../../../kernel/web/components/charts/LazyChart.tsx'
import { PeriodPicker } from '../../../kernel/web/components/charts/PeriodPicker.tsx'
import { formatDuration } from '../../../kernel/web/components/lifecycle/duration.ts'
import { BoardHub } from '../board/BoardHub.tsx'
import { queueScreen, queueTitle } from '../queue/queue-routes.ts'
import type { ScreenAddress } from '../../../kernel/web/module.tsx'
import { OPERATION_RANGE, operationQuery } from './operation-api.ts'
import type { OperationSearch } from './operation-search.ts'

const STOCK_FLOWS = '/stock/flows'
const compact = (locale: string, v: number) =>
  new Intl.NumberFormat(INTL_TAG[toLocale(locale)], { notation: 'compact', maximumFractionDigits: 1 }).format(v)

/**
 * The operations chart (`/chart/operation_chart`): over the chosen period, the orders, inbound
 * and outbound documents made per day, week or month, the declarations by the state they reached,
 * the stock's value, and how long the queues' work waited; each figure with its table, each bar,
 * slice or point opening the list behind it. The boards hub follows.
 */
export function OperationChartPage({ search, setSearch }: { search: OperationSearch; setSearch(patch: Partial<OperationSearch>): void }) {
  const { i18n } = useLinguiCore()
  const fmt = useFormat()
  const meta = useMatch({ strict: false, select: (m) => m.staticData?.meta })
  const { data, isPending, isFetching, error } = useQuery(operationQuery(search))
  const custom = search.from !== undefined && search.to !== undefined
  const active = custom ? undefined : (search.range ?? OPERATION_RANGE)
  const tz = data?.TimeZone
  return (
    <main className="flex w-full flex-col gap-4 p-4" data-testid="operation-chart-page">
      <h1 className="text-lg font-semibold tracking-tight" data-testid="page-title">
        {meta?.title ? i18n._(meta.title) : null}
      </h1>
      <PeriodPicker
        active={active}
        shown={tz ? { begin: data.BeginTime, end: data.EndTime, timeZone: tz } : undefined}
        onPreset={(p) => setSearch({ range: p, from: undefined, to: undefined })}
        onDays={(from, to) => setSearch({ from, to, range: undefined })}
      />
      {data ? (
        <p className="text-sm text-neutral-600" data-testid="operation-summary">
          {fmt.date(data.BeginTime, tz)} – {fmt.date(data.EndTime, tz)}
          {isFetching ? <Loader2 className="ml-2 inline size-3.5 animate-spin text-neutral-400" aria-hidden /> : null}
        </p>
      ) : null}
      {isPending ? (
        <div className="flex justify-center py-10">
          <Loader2 className="size-5 animate-spin text-neutral-400" aria-hidden />
        </div>
      ) : error ? (
        <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700" role="alert">
          {error instanceof ApiFailure ? error.envelope.Message : error.message}
        </p>
      ) : data ? (
        <div className="flex flex-col gap-4">
          <Documents data={data} />
          {data.Declares ? <Declarations data={data} /> : null}
          {data.StockValue ? <StockValue data={data} /> : null}
          {data.Queues ? <QueueWaits data={data} /> : null}
        </div>
      ) : null}
      <BoardHub embedded />
    </main>
  )
}

function useLabels(data: OperationAnswer) {
  const { i18n } = useLinguiCore()
  return useMemo(() => data.Buckets.map((b) => bucketLabel(i18n.locale, data.Bucket, b, data.TimeZone)), [data, i18n.locale])
}

/** The chart's documents' list screens, which take the chart's period as their own filter. */
const OPERATION_LISTS = { Order: '/product/order', Entry: '/entry/list', Delivery: '/delivery/list' } as const satisfies Record<
  OperationDoc,
  ScreenAddress
>

function Documents({ data }: { data: OperationAnswer }) {
  const { t } = useLingui()
  const { i18n } = useLinguiCore()
  const fmt = useFormat()
  const navigate = useNavigate()
  const labels = useLabels(data)
  const names: Record<OperationDoc, string> = { Order: t`Orders`, Entry: t`Inbound`, Delivery: t`Outbound` }
  const docs = OPERATION_DOCS.filter((d) => data.Counts[d])
  const open = (doc: OperationDoc, i: number) => {
    const b = data.Buckets[i]
    if (b) void navigate({ to: OPERATION_LISTS[doc], search: { from: b.BeginTime, to: b.EndTime } })
  }
  const docsKey = docs.join()
  const series = useMemo(
    () => docs.map((d) => ({ name: names[d], data: data.Counts[d]! })),
    // By value: `docs` and `names` are rebuilt each render from `data` and the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data, docsKey, i18n.locale],
  )
  const countTitle = t`Documents`
  const periodTitle = t`Period`
  const options = useMemo<ApexOptions>(
    () => ({
      chart: { type: 'bar' },
      plotOptions: { bar: { columnWidth: '70%', borderRadius: 2 } },
      xaxis: {
        categories: labels,
        title: { text: periodTitle },
        labels: { rotate: -45, hideOverlappingLabels: true, style: { fontSize: '11px' } },
      },
      yaxis: { title: { text: countTitle }, labels: { formatter: (v: number) => fmt.number(Math.round(v)) } },
      tooltip: { shared: true, intersect: false, y: { formatter: (v: number) => fmt.number(v) } },
    }),
    [labels, countTitle, periodTitle, fmt],
  )
  const rows: TableRow[] = data.Buckets.map((b, i) => ({
    key: b.BeginTime,
    cells: [
      labels[i],
      ...docs.map((d) =>
        data.Counts[d]![i] ? (
          <Link
            to={OPERATION_LISTS[d]}
            search={{ from: b.BeginTime, to: b.EndTime }}
            className="text-sky-700 hover:underline"
            data-testid={`drill-${d}`}
          >
            {fmt.number(data.Counts[d]![i]!)}
          </Link>
        ) : (
          <span className="text-neutral-500">0</span>
        ),
      ),
    ],
    csv: [labels[i]!, ...docs.map((d) => data.Counts[d]![i]!)],
  }))
  return (
    <ChartPanel
      id="documents"
      title={t`Orders, inbound and outbound`}
      note={<Trans>Documents made in each period. Choose a bar or a number to open the list of that period.</Trans>}
      chart={
        <LazyChart
          testId="chart-documents"
          label={t`Columns of the documents made per period`}
          type="bar"
          series={series}
          options={options}
          height={300}
          onPick={(s, p) => docs[s] && open(docs[s], p)}
        />
      }
      columns={[{ label: t`Period` }, ...docs.map((d) => ({ label: names[d], numeric: true }))]}
      rows={rows}
      file={`documents-${data.BeginTime}-${data.EndTime}.csv`}
    />
  )
}

function Declarations({ data }: { data: OperationAnswer }) {
  const { t } = useLingui()
  const { i18n } = useLinguiCore()
  const fmt = useFormat()
  const navigate = useNavigate()
  const declares = data.Declares!
  const label = (state: string) => {
    const m = stateLabel(declareResource, state)
    return m ? i18n._(m) : state
  }
  const link = (state: string) => ({ State: state, from: data.BeginTime, to: data.EndTime })
  const series = useMemo(() => declares.map((d) => d.Count), [declares])
  const labels = declares.map((d) => label(d.State))
  const totalName = t`Declarations`
  const options = useMemo<ApexOptions>(
    () => ({
      chart: { type: 'donut' },
      labels,
      legend: { position: 'bottom' },
      plotOptions: {
        pie: {
          donut: {
            labels: { show: true, total: { show: true, label: totalName, formatter: () => fmt.number(series.reduce((a, b) => a + b, 0)) } },
          },
        },
      },
      tooltip: { y: { formatter: (v: number) => fmt.number(v) } },
    }),
    // By value: `labels` is a new array each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [labels.join(), totalName, series, fmt],
  )
  const rows: TableRow[] = declares.map((d) => ({
    key: d.State,
    cells: [
      <Link to={'/exported/declare'} search={link(d.State)} className="text-sky-700 hover:underline" data-testid="drill-declare">
        {label(d.State)}
      </Link>,
      fmt.number(d.Count),
    ],
    csv: [label(d.State), d.Count],
  }))
  return (
    <ChartPanel
      id="declarations"
      title={t`Declarations by outcome`}
      note={<Trans>Declarations made in the period, by the state they stand in now.</Trans>}
      chart={
        <LazyChart
          testId="chart-declarations"
          label={t`Ring of the declarations by state`}
          type="donut"
          series={series}
          options={options}
          height={300}
          onPick={(_, p) => declares[p] && void navigate({ to: '/exported/declare', search: link(declares[p].State) })}
        />
      }
      columns={[{ label: t`State` }, { label: totalName, numeric: true }]}
      rows={rows}
      file={`declarations-${data.BeginTime}-${data.EndTime}.csv`}
    />
  )
}

function StockValue({ data }: { data: OperationAnswer }) {
  const { t } = useLingui()
  const { i18n } = useLinguiCore()
  const fmt = useFormat()
  const navigate = useNavigate()
  const labels = useLabels(data)
  const values = data.StockValue!
  const name = t`Stock value`
  const series = useMemo(() => [{ name, data: values }], [values, name])
  const options = useMemo<ApexOptions>(
    () => ({
      chart: { type: 'line' },
      stroke: { width: 2, curve: 'straight' },
      markers: { size: 4 },
      xaxis: {
        categories: labels,
        title: { text: t`End of period` },
        labels: { rotate: -45, hideOverlappingLabels: true, style: { fontSize: '11px' } },
      },
      yaxis: { title: { text: name }, labels: { formatter: (v: number) => compact(i18n.locale, v / 100) } },
      tooltip: { y: { formatter: (v: number) => fmt.money(v) } },
    }),
    [labels, name, fmt, i18n.locale, t],
  )
  const open = (i: number) => {
    const b = data.Buckets[i]
    if (b) void navigate({ to: STOCK_FLOWS, search: { from: b.BeginTime, to: b.EndTime } })
  }
  const rows: TableRow[] = data.Buckets.map((b, i) => ({
    key: b.BeginTime,
    cells: [
      labels[i],
      <Link
        to={STOCK_FLOWS}
        search={{ from: b.BeginTime, to: b.EndTime }}
        className="text-sky-700 hover:underline"
        data-testid="drill-stock"
      >
        {fmt.money(values[i]!)}
      </Link>,
    ],
    csv: [labels[i]!, csvMoney(values[i]!)],
  }))
  return (
    <ChartPanel
      id="stock-value"
      title={name}
      note={
        <Trans>
          What the stock on hand was worth at each period’s end, at the products’ prices. Choose a point to see that period’s stock
          movements.
        </Trans>
      }
      chart={
        <LazyChart
          testId="chart-stock-value"
          label={t`Line of the stock value at each period’s end`}
          type="line"
          series={series}
          options={options}
          height={300}
          onPick={(_, p) => open(p)}
        />
      }
      columns={[{ label: t`Period` }, { label: name, numeric: true }]}
      rows={rows}
      file={`stock-value-${data.BeginTime}-${data.EndTime}.csv`}
    />
  )
}

function QueueWaits({ data }: { data: OperationAnswer }) {
  const { t } = useLingui()
  const { i18n } = useLinguiCore()
  const fmt = useFormat()
  const navigate = useNavigate()
  const queues = data.Queues!
  const names = queues.map((q) => i18n._(queueTitle(q.Queue)))
  const hours = (s: number) => Math.round((s / 3600) * 10) / 10
  const average = t`Average wait`
  const longest = t`Longest wait`
  const series = useMemo(
    () => [
      { name: average, data: queues.map((q) => hours(q.Average)) },
      { name: longest, data: queues.map((q) => hours(q.Longest)) },
    ],
    [queues, average, longest],
  )
  const options = useMemo<ApexOptions>(
    () => ({
      chart: { type: 'bar' },
      plotOptions: { bar: { horizontal: true, barHeight: '70%', borderRadius: 2 } },
      colors: ['#0284c7', '#f59e0b'],
      xaxis: { categories: names, title: { text: t`Hours` }, labels: { formatter: (v: string) => fmt.number(Number(v)) } },
      yaxis: { labels: { maxWidth: 160 } },
      tooltip: { shared: true, intersect: false, y: { formatter: (v: number) => formatDuration(i18n.locale, v * 3600) } },
    }),
    // By value: `names` is a new array each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [names.join(), fmt, i18n.locale, t],
  )
  const open = (i: number) => {
    const q = queues[i]
    const screen = q && queueScreen(q.Queue)
    if (screen) void navigate({ to: screen })
  }
  const rows: TableRow[] = queues.map((q, i) => {
    const screen = queueScreen(q.Queue)
    return {
      key: q.Queue,
      cells: [
        screen ? (
          <Link to={screen} className="text-sky-700 hover:underline" data-testid="drill-queue">
            {names[i]}
          </Link>
        ) : (
          names[i]
        ),
        fmt.number(q.Count),
        q.Count ? formatDuration(i18n.locale, q.Average) : '—',
        q.Count ? (
          <span className={q.SlaMinutes && q.Longest > q.SlaMinutes * 60 ? 'text-amber-700' : undefined}>
            {formatDuration(i18n.locale, q.Longest)}
          </span>
        ) : (
          '—'
        ),
        q.SlaMinutes ? formatDuration(i18n.locale, q.SlaMinutes * 60) : '—',
      ],
      csv: [names[i]!, q.Count, q.Average, q.Longest, q.SlaMinutes * 60],
    }
  })
  return (
    <ChartPanel
      id="queue-waits"
      title={t`Queue waiting times`}
      note={
        <Trans>
          Work that left a queue in the period: how long it had waited there, against the queue’s service level. Choose a bar to open the
          queue.
        </Trans>
      }
      chart={
        <LazyChart
          testId="chart-queue-waits"
          label={t`Bars of the average and longest waits per queue`}
          type="bar"
          series={series}
          options={options}
          height={Math.max(200, queues.length * 44 + 80)}
          onPick={(_, p) => open(p)}
        />
      }
      columns={[
        { label: t`Queue` },
        { label: t`Items`, numeric: true },
        { label: average, numeric: true },
        { label: longest, numeric: true },
        { label: t`Service level`, numeric: true },
      ]}
      rows={rows}
      file={`queue-waits-${data.BeginTime}-${data.EndTime}.csv`}
    />
  )
}
