import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { Trans, useLingui } from '@lingui/react/macro'
import { Printer } from 'lucide-react'
import type { ResourceDef } from '../../../shared/resources/define.ts'
import { fieldLabel } from '../../../shared/resources/labels.ts'
import { useFormat } from '../../lib/format.ts'
import { Button } from '../ui/button.tsx'
import { CellValue } from './Cell.tsx'
import type { Row } from './resource-api.ts'

/**
 * "Print" on a list's selection: the selected records as a table of the columns on screen, each
 * value as the list shows it, on A4 paper and nothing else of the page. The table is drawn beside
 * the app only while printing (gone after the print dialog closes).
 */
export function SelectionPrint({
  def,
  title,
  rows,
  columns,
}: {
  def: ResourceDef
  title: string
  rows: Row[]
  columns: readonly string[]
}) {
  const [printing, setPrinting] = useState(false)
  useEffect(() => {
    if (!printing) return
    const done = () => setPrinting(false)
    window.addEventListener('afterprint', done)
    // Once the table is in the page: the browser's print dialog takes what is drawn now.
    const frame = requestAnimationFrame(() => window.print())
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('afterprint', done)
    }
  }, [printing])
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setPrinting(true)} data-testid="bulk-print">
        <Printer className="size-4" aria-hidden />
        <Trans>Print</Trans>
      </Button>
      {printing ? createPortal(<PrintedRows def={def} title={title} rows={rows} columns={columns} />, document.body) : null}
    </>
  )
}

function PrintedRows({ def, title, rows, columns }: { def: ResourceDef; title: string; rows: Row[]; columns: readonly string[] }) {
  const { i18n } = useLingui()
  const fmt = useFormat()
  const printed = fmt.dateTime(Math.floor(Date.now() / 1000))
  return (
    <section className="selection-print hidden text-[9pt] text-black print:block" data-testid="selection-print">
      {/* On paper only this section: the app around it is left off the page. */}
      <style>
        {
          '@page { size: A4 landscape; margin: 10mm } @media print { html, body { background: #fff } body > :not(.selection-print) { display: none !important } }'
        }
      </style>
      <header className="mb-3 flex items-baseline justify-between border-b border-black pb-2">
        <h1 className="text-base font-bold">{title}</h1>
        <p>
          <Trans>
            {rows.length} records · printed {printed}
          </Trans>
        </p>
      </header>
      <table className="w-full border-collapse">
        <thead>
          <tr>
            {columns.map((c) => {
              const label = fieldLabel(def, c)
              return (
                <th key={c} scope="col" className="border-b border-black px-1 py-1 text-left font-semibold">
                  {label ? i18n._(label) : c}
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.Id} className="break-inside-avoid">
              {columns.map((c) => (
                <td key={c} className="border-b border-neutral-300 px-1 py-1 align-top">
                  <CellValue def={def} field={c} value={row[c]} row={row} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
