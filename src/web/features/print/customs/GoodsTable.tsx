import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Good } from './declaration.ts'

/** One column of a goods table: its head, how a line fills it, and what it adds up to. */
export type GoodsColumn<L = Good> = {
  header: ReactNode
  /** The head cell's width class (w-20, w-[24mm] …); a column without one takes the room left. */
  width?: string
  /** Numbers are set right, in figures of one width; text is set left. */
  align?: 'right'
  /** More classes of the line's cells (font-mono, whitespace-nowrap …). */
  className?: string
  cell: (line: L) => ReactNode
  /** The column's sum in the totals row; the columns before the first sum hold the row's label. */
  total?: ReactNode
  totalTestId?: string
}

/** A row under the totals: a charge (freight, insurance) or, `grand`, what it all comes to. */
export type SummaryRow = { label: ReactNode; value: ReactNode; grand?: boolean; testId?: string }

const CELL = 'border border-black px-1.5 py-1 align-top'
const TH = `${CELL} bg-neutral-100 text-left font-semibold print:bg-transparent`
/** The totals print once, after the last line: a footer group would be repeated on every page by the browser. */
const FOOT = 'font-semibold [display:table-row-group]'
const RIGHT = 'text-right tabular-nums'

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ')

/**
 * The goods of a declaration (or an invoice's lines) as the documents print them: the line's number, then the given
 * columns; a totals row after the last line, and under it any summary rows.
 */
export function GoodsTable<L extends { Id?: number } = Good>({
  lines,
  columns,
  summary = [],
  className,
  testId,
}: {
  lines: L[]
  columns: GoodsColumn<L>[]
  summary?: SummaryRow[]
  className: string
  testId: string
}) {
  const { t } = useLingui()
  const labelled = Math.max(
    columns.findIndex((c) => c.total !== undefined),
    0,
  )
  return (
    <table className={`w-full border-collapse ${className}`} data-testid={testId}>
      <thead>
        <tr>
          <th className={`${TH} w-[9mm] text-center whitespace-nowrap`}>{t`No.`}</th>
          {columns.map((c, k) => (
            <th key={k} className={classes(TH, c.width, c.align && 'text-right')}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map((l, i) => (
          <tr key={l.Id ?? i} className="break-inside-avoid">
            <td className={`${CELL} text-center tabular-nums`}>{i + 1}</td>
            {columns.map((c, k) => (
              <td key={k} className={classes(CELL, c.align && RIGHT, c.className)}>
                {c.cell(l)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      <tfoot className={FOOT}>
        <tr>
          <td className={CELL} colSpan={labelled + 1}>
            <Trans>Total</Trans>
          </td>
          {columns.slice(labelled).map((c, k) =>
            c.total === undefined ? (
              <td key={k} className={CELL} />
            ) : (
              <td key={k} className={`${CELL} ${RIGHT}`} data-testid={c.totalTestId}>
                {c.total}
              </td>
            ),
          )}
        </tr>
        {summary.map((row, k) => (
          <tr key={k} className={row.grand ? undefined : 'font-normal'}>
            <td className={`${CELL} text-right`} colSpan={columns.length}>
              {row.label}
            </td>
            <td className={classes(CELL, RIGHT, row.grand && 'whitespace-nowrap')} data-testid={row.testId}>
              {row.value}
            </td>
          </tr>
        ))}
      </tfoot>
    </table>
  )
}
