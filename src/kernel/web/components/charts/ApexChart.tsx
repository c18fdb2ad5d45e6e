import { useEffect, useMemo, useRef } from 'react'
import { useLingui } from '@lingui/react/macro'
import Chart from 'react-apexcharts/core'
import 'apexcharts/bar'
import 'apexcharts/line'
import 'apexcharts/donut'
import 'apexcharts/features/legend'
import type { ApexOptions } from 'apexcharts'

/** Tailwind's palette as plain colours: ApexCharts blends them itself, so CSS variables will not do. */
export const CHART_COLORS = ['#0284c7', '#7c3aed', '#059669', '#d97706', '#db2777', '#4f46e5', '#65a30d', '#0891b2', '#a3a3a3']
const LIGHT_NEUTRAL = { 200: '#e5e5e5', 500: '#737373', 700: '#404040' }

/** The theme's greys as the page has them now (the dark theme turns the scale round): ApexCharts takes plain colours. */
function neutral(): typeof LIGHT_NEUTRAL {
  if (typeof document === 'undefined') return LIGHT_NEUTRAL
  const css = getComputedStyle(document.documentElement)
  const read = (step: keyof typeof LIGHT_NEUTRAL) => css.getPropertyValue(`--color-neutral-${step}`).trim() || LIGHT_NEUTRAL[step]
  return { 200: read(200), 500: read(500), 700: read(700) }
}

/** The legend button's label as ApexCharts writes it. */
const ENGLISH_LEGEND = /^(.*), (hidden|visible)\. Press Enter or Space to toggle\.$/

export interface ApexChartProps {
  type: 'bar' | 'line' | 'donut'
  series: ApexOptions['series']
  options: ApexOptions
  height: number
  /** A bar, a slice or a point was chosen: its series and its place in it. */
  onPick?(series: number, point: number): void
}

/**
 * ApexCharts with the console's look (its font, quiet grid, no toolbar, no animation) and a pick
 * callback for bars, slices and points. Loaded lazily (LazyChart): this module and ApexCharts
 * travel in their own chunk, fetched by chart pages only.
 */
export default function ApexChart({ type, series, options, height, onPick }: ApexChartProps) {
  const pick = useRef(onPick)
  pick.current = onPick
  const box = useRef<HTMLDivElement>(null)
  const { t } = useLingui()
  // ApexCharts names its legend buttons for screen readers in English only ("Sales, visible. Press
  // Enter or Space to toggle."), on every draw and toggle: each such label is said again in the reader's language.
  useEffect(() => {
    const el = box.current
    if (!el) return
    const say = (node: Element) => {
      const m = ENGLISH_LEGEND.exec(node.getAttribute('aria-label') ?? '')
      if (!m) return
      const name = m[1]!
      node.setAttribute(
        'aria-label',
        m[2] === 'hidden' ? t`${name}, hidden. Press Enter or Space to show it.` : t`${name}, shown. Press Enter or Space to hide it.`,
      )
    }
    el.querySelectorAll('[aria-label]').forEach(say)
    const watch = new MutationObserver((changes) => {
      for (const c of changes) {
        if (c.type === 'attributes' && c.target instanceof Element) say(c.target)
        for (const n of c.addedNodes) if (n instanceof Element) [n, ...n.querySelectorAll('[aria-label]')].forEach(say)
      }
    })
    watch.observe(el, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] })
    return () => watch.disconnect()
  }, [t])
  const merged = useMemo<ApexOptions>(() => {
    const font = typeof document === 'undefined' ? undefined : getComputedStyle(document.body).fontFamily
    const NEUTRAL = neutral()
    const chosen = (_e: unknown, _c: unknown, cfg?: { seriesIndex?: number; dataPointIndex?: number }) => {
      if (cfg && (cfg.dataPointIndex ?? -1) >= 0) pick.current?.(cfg.seriesIndex ?? 0, cfg.dataPointIndex!)
    }
    return {
      colors: CHART_COLORS,
      dataLabels: { enabled: false },
      grid: { borderColor: NEUTRAL[200], strokeDashArray: 3 },
      legend: { position: 'top', horizontalAlign: 'left', fontSize: '12px', labels: { colors: NEUTRAL[700] } },
      ...options,
      chart: {
        fontFamily: font,
        foreColor: NEUTRAL[500],
        background: 'transparent',
        toolbar: { show: false },
        zoom: { enabled: false },
        animations: { enabled: false },
        parentHeightOffset: 0,
        ...options.chart,
        events: { dataPointSelection: chosen, markerClick: chosen },
      },
      states: { active: { filter: { type: 'none' } } },
    }
  }, [options])
  return (
    <div ref={box}>
      <Chart type={type} series={series} options={merged} height={height} width="100%" />
    </div>
  )
}
