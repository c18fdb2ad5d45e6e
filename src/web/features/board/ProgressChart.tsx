import { useMemo } from 'react'
import Chart from 'react-apexcharts/core'
import 'apexcharts/rangeBar'
import type { ApexOptions } from 'apexcharts'
import { formatDateTime } from '../../../kernel/shared/format.ts'
import { companyZone } from '../../../kernel/web/lib/session.ts'
import { INTL_TAG, toLocale } from '../../../kernel/shared/locales.ts'
import { formatDuration } from '../../../kernel/web/components/lifecycle/duration.ts'
import type { Visit } from './visits.ts'

/** Tailwind's palette as plain colours: ApexCharts shades and blends them itself, so CSS variables and oklch() will not do. */
const TW = {
  indigo500: '#6366f1',
  amber500: '#f59e0b',
  neutral200: '#e5e5e5',
  neutral400: '#a3a3a3',
  neutral500: '#737373',
  neutral700: '#404040',
  neutral900: '#171717',
}

export interface ChartText {
  locale: string
  /** The state's translated label. */
  label: (state: string) => string
  /** Tooltip words, translated by the page. */
  now: string
  sla: (minutes: number) => string
  over: string
}

/** Axis ticks as short as the span allows: times within a day, dates and times beyond. */
function axisParts(seconds: number): Intl.DateTimeFormatOptions {
  if (seconds <= 600) return { hour: '2-digit', minute: '2-digit', second: '2-digit' }
  if (seconds <= 86400) return { hour: '2-digit', minute: '2-digit' }
  if (seconds <= 60 * 86400) return { month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit' }
  return { year: 'numeric', month: 'numeric', day: 'numeric' }
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * A document's stays as a range-bar chart: one row per state, one bar per stay from entering to
 * leaving (the current one up to now), bars past the state's service level in the warning colour.
 * The page loads this module lazily: ApexCharts travels in its own chunk, for chart pages only.
 */
export default function ProgressChart({ visits, text }: { visits: readonly Visit[]; text: ChartText }) {
  const shown = useMemo(() => visits.filter((v) => !v.final), [visits])
  const options = useMemo<ApexOptions>(() => {
    const span = shown.length ? Math.max(...shown.map((v) => v.to)) - Math.min(...shown.map((v) => v.from)) : 0
    const tickFormat = new Intl.DateTimeFormat(INTL_TAG[toLocale(text.locale)], { ...axisParts(span), timeZone: companyZone() })
    const font = typeof document === 'undefined' ? undefined : getComputedStyle(document.body).fontFamily
    return {
      chart: {
        type: 'rangeBar',
        fontFamily: font,
        foreColor: TW.neutral500,
        background: 'transparent',
        toolbar: { show: false },
        zoom: { enabled: false },
        animations: { enabled: false },
        parentHeightOffset: 0,
      },
      plotOptions: { bar: { horizontal: true, barHeight: '55%', borderRadius: 3, rangeBarGroupRows: true } },
      dataLabels: { enabled: false },
      legend: { show: false },
      // Room on the right for the last time label.
      grid: {
        borderColor: TW.neutral200,
        strokeDashArray: 3,
        xaxis: { lines: { show: true } },
        yaxis: { lines: { show: false } },
        padding: { right: 24 },
      },
      xaxis: {
        type: 'datetime',
        axisBorder: { color: TW.neutral200 },
        axisTicks: { color: TW.neutral200 },
        labels: {
          datetimeUTC: false,
          // The tick's value is its time in milliseconds.
          formatter: (v: string | number) => (Number.isFinite(Number(v)) ? tickFormat.format(Number(v)) : ''),
          style: { fontSize: '11px' },
          hideOverlappingLabels: true,
        },
      },
      yaxis: { labels: { style: { colors: TW.neutral700, fontSize: '12px' }, maxWidth: 160 } },
      states: { hover: { filter: { type: 'darken' } }, active: { filter: { type: 'none' } } },
      tooltip: {
        custom: ({ dataPointIndex }: { dataPointIndex: number }) => {
          const v = shown[dataPointIndex]
          if (!v) return ''
          const until = v.current ? text.now : formatDateTime(text.locale, v.to, companyZone())
          const sla =
            v.slaMinutes > 0
              ? `<div style="color:${v.over ? '#b45309' : TW.neutral500}">${escape(text.sla(v.slaMinutes))}${v.over ? ` · ${escape(text.over)}` : ''}</div>`
              : ''
          return `<div style="padding:6px 8px;font-size:12px;line-height:1.5;color:${TW.neutral900}">
            <div style="font-weight:600">${escape(text.label(v.state))} · ${escape(formatDuration(text.locale, v.seconds))}</div>
            <div style="color:${TW.neutral500}">${escape(formatDateTime(text.locale, v.from, companyZone()))} – ${escape(until)}</div>${sla}</div>`
        },
      },
    }
  }, [shown, text])
  const series = useMemo(
    () => [
      {
        name: 'stay',
        data: shown.map((v) => ({
          x: text.label(v.state),
          // A stay of a few seconds still shows as a sliver.
          y: [v.from * 1000, Math.max(v.to, v.from + 1) * 1000],
          fillColor: v.over ? TW.amber500 : v.current ? TW.indigo500 : TW.neutral400,
        })),
      },
    ],
    [shown, text],
  )
  const rows = new Set(shown.map((v) => v.state)).size
  return (
    <div data-testid="progress-chart" data-bars={shown.length} data-over={shown.filter((v) => v.over).length}>
      <Chart type="rangeBar" series={series} options={options} height={Math.max(160, rows * 44 + 70)} width="100%" />
    </div>
  )
}
