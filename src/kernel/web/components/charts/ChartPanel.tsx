import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { Download } from 'lucide-react'
import { cn } from '../../lib/cn.ts'
import { Button } from '../ui/button.tsx'
import { downloadCsv } from './csv.ts'

export interface TableColumn {
  label: string
  numeric?: boolean
}

export interface TableRow {
  key: string | number
  cells: ReactNode[]
  /** The row as its CSV line (raw numbers, money as plain decimals). */
  csv: (string | number)[]
}

/**
 * One figure of a chart page: its title, the chart, and beside it (below on a narrow screen) the
 * same figures as a table, for screen readers and for export to CSV.
 */
export function ChartPanel({
  id,
  title,
  note,
  chart,
  columns,
  rows,
  file,
  wide,
  footer,
}: {
  id: string
  title: string
  note?: ReactNode
  chart: ReactNode
  columns: TableColumn[]
  rows: TableRow[]
  /** The CSV file's name. */
  file: string
  /** The chart takes the whole width, the table below it. */
  wide?: boolean
  footer?: ReactNode
}) {
  const heading = `${id}-title`
  return (
    <section
      className="flex flex-col gap-3 rounded-lg border border-neutral-200 bg-white p-4 shadow-sm"
      aria-labelledby={heading}
      data-testid={`panel-${id}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-0.5">
          <h2 id={heading} className="text-base font-semibold tracking-tight">
            {title}
          </h2>
          {note ? <p className="text-xs text-neutral-500">{note}</p> : null}
        </div>
        <Button
          size="sm"
          variant="outline"
          onClick={() => downloadCsv(file, [columns.map((c) => c.label), ...rows.map((r) => r.csv)])}
          disabled={!rows.length}
          data-testid={`csv-${id}`}
        >
          <Download className="size-3.5" aria-hidden />
          <Trans>Export CSV</Trans>
        </Button>
      </div>
      <div className={cn('grid gap-4', wide ? 'grid-cols-1' : 'lg:grid-cols-5')}>
        <div className={cn('min-w-0', wide ? '' : 'lg:col-span-3')}>{chart}</div>
        <div className={cn('max-h-96 min-w-0 overflow-auto rounded-md border border-neutral-100', wide ? '' : 'lg:col-span-2')}>
          <table className="w-full text-sm" data-testid={`table-${id}`}>
            <caption className="sr-only">{title}</caption>
            <thead className="sticky top-0 bg-neutral-50 text-left whitespace-nowrap text-neutral-600">
              <tr>
                {columns.map((c, i) => (
                  <th key={i} scope="col" className={cn('px-2 py-1.5 font-medium', c.numeric && 'text-right')}>
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.key} className="border-t border-neutral-100" data-testid={`row-${id}`}>
                  {r.cells.map((cell, i) => (
                    <td
                      key={i}
                      className={cn('px-2 py-1.5', columns[i]?.numeric && 'text-right tabular-nums', i === 0 && 'whitespace-nowrap')}
                    >
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {!rows.length ? (
            <p className="py-6 text-center text-sm text-neutral-500">
              <Trans>Nothing in this period.</Trans>
            </p>
          ) : null}
        </div>
      </div>
      {footer}
    </section>
  )
}
