import { useLingui } from '@lingui/react'
import type { ResourceDef } from '../../../shared/resources/define.ts'
import { fieldLabel } from '../../../shared/resources/labels.ts'
import { useFormat } from '../../lib/format.ts'
import { cn } from '../../lib/cn.ts'
import { ReferenceName } from './ReferenceName.tsx'
import { isLineMoney, lineColumns, lineReference, lineSchemaOf, type Line } from './lines.ts'

/**
 * A document's lines as a compact table: what each line is, how many, and the progress counters
 * its kind keeps (received, put away, picked, packed, counted …), whichever the lines carry.
 */
export function DocumentLines({ def, lines }: { def: ResourceDef; lines: readonly Line[] }) {
  const { i18n } = useLingui()
  const columns = lineColumns(def, lines)
  const numeric = (c: string) => lines.some((l) => typeof l[c] === 'number') && !lineReference(def, c)
  return (
    <div className="overflow-x-auto rounded-md border border-neutral-200" data-testid="document-lines">
      <table className="w-full text-xs">
        <thead className="bg-neutral-50 text-neutral-500">
          <tr>
            {columns.map((c) => {
              const label = fieldLabel(def, c)
              return (
                <th
                  key={c}
                  scope="col"
                  className={cn('px-2 py-1.5 font-medium whitespace-nowrap', numeric(c) ? 'text-right' : 'text-left')}
                >
                  {label ? i18n._(label) : c}
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody>
          {lines.map((line, i) => (
            <tr key={String(line.Id ?? i)} className="border-t border-neutral-100" data-testid="document-line">
              {columns.map((c) => (
                <td key={c} data-column={c} className={cn('px-2 py-1.5 align-top', numeric(c) ? 'text-right tabular-nums' : 'break-words')}>
                  <LineValue def={def} field={c} value={line[c]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function LineValue({ def, field, value }: { def: ResourceDef; field: string; value: unknown }) {
  const fmt = useFormat()
  const empty = <span className="text-neutral-500">—</span>
  // A stocktake line not counted yet holds -1.
  if (value === null || value === undefined || value === '' || (field === 'Counted' && value === -1)) return empty
  const reference = lineReference(def, field)
  if (reference && typeof value === 'number') return value ? <ReferenceName resource={reference} id={value} /> : empty
  if (typeof value === 'number')
    return <>{isLineMoney(field, lineSchemaOf(def, 'Lines')?.shape[field]) ? fmt.money(value) : fmt.number(value)}</>
  return <>{String(value)}</>
}
