import { lazy, Suspense } from 'react'
import type { ApexChartProps } from './ApexChart.tsx'

const ApexChart = lazy(() => import('./ApexChart.tsx'))

/** A chart whose library loads when it first shows (about 1 MB, for chart pages only). */
export function LazyChart(props: ApexChartProps & { testId?: string; label: string }) {
  const { testId, label, ...chart } = props
  return (
    // The figures themselves are in the table beside it; the caption says what the drawing shows.
    <figure data-testid={testId} style={{ minHeight: chart.height }}>
      <figcaption className="sr-only">{label}</figcaption>
      <Suspense fallback={<div className="animate-pulse rounded-md bg-neutral-50" style={{ height: chart.height }} />}>
        <ApexChart {...chart} />
      </Suspense>
    </figure>
  )
}
