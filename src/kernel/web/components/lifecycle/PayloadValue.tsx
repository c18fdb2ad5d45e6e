import { Fragment } from 'react'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { ResourceDef } from '../../../shared/resources/define.ts'
import { FIELD_LABELS } from '../../../shared/resources/labels.ts'
import { useFormat } from '../../lib/format.ts'
import { CellValue } from '../resource/Cell.tsx'
import { ReferenceName } from '../resource/ReferenceName.tsx'
import { DocumentLines } from '../resource/DocumentLines.tsx'
import { isLineList, lineName, type Line } from '../resource/lines.ts'
import { payloadLabel } from './labels.ts'
import { usePayloadParts } from './payload-views.tsx'
import { isEmptyPayloadValue, isTimeKey, payloadReference } from './payload-fields.ts'
import { isRecord } from '../../lib/values.ts'

/**
 * An event's data as label: value (Reason, the new owner …), each field by its translated label;
 * ids by name (the line's product, the place, the person), the gateway's answer and customs
 * receipts in words, moments as dates, nested records as nested lists. Never raw JSON.
 */
export function Payload({
  def,
  entries,
  lines,
  nested = false,
}: {
  def: ResourceDef
  entries: [string, unknown][]
  lines: readonly Line[]
  nested?: boolean
}) {
  const { i18n } = useLingui()
  const parts = usePayloadParts()
  return (
    <dl
      className={
        nested
          ? 'grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 border-l border-neutral-200 pl-2'
          : 'mt-1 grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 rounded-md bg-neutral-50 px-2 py-1.5 text-xs'
      }
      data-testid={nested ? 'timeline-payload-nested' : 'timeline-payload'}
    >
      {entries.map(([k, v]) => {
        const label = payloadLabel(def, k) ?? parts.labels[k]
        return (
          <div key={k} className="contents" data-payload-field={k}>
            <dt className="text-neutral-500">{label ? i18n._(label) : k}:</dt>
            <dd className="min-w-0 break-words whitespace-pre-wrap">
              <PayloadValue def={def} field={k} value={v} lines={lines} nested={nested} />
            </dd>
          </div>
        )
      })}
    </dl>
  )
}

/** One payload value, in the form its field and shape call for. */
export function PayloadValue({
  def,
  field,
  value,
  lines,
  nested = false,
}: {
  def: ResourceDef
  field: string
  value: unknown
  lines: readonly Line[]
  nested?: boolean
}) {
  const fmt = useFormat()
  const { views } = usePayloadParts()
  const reference = payloadReference(field, def.references)
  if (value === null || value === undefined || value === '') return <span className="text-neutral-500">—</span>
  if (field === 'LineId' && typeof value === 'number')
    return (
      <>
        {lineName(
          lines.find((l) => l.Id === value),
          value,
        )}
      </>
    )
  if (reference && typeof value === 'number') return value ? <ReferenceName resource={reference} id={value} /> : <>—</>
  if (typeof value === 'boolean') return value ? <Trans>Yes</Trans> : <Trans>No</Trans>
  // A moment (Unix seconds); a top-level calendar date keeps its field's own display.
  if (typeof value === 'number' && isTimeKey(field) && (nested || def.widgets?.[field] !== 'date'))
    return value ? (
      <time dateTime={new Date(value * 1000).toISOString()} className="tabular-nums">
        {fmt.dateTime(value)}
      </time>
    ) : (
      <span className="text-neutral-500">—</span>
    )
  // A value of an area's own shape (customs' receipts, the gateway's answer), in that area's words.
  for (const view of views) {
    const shown = view({ def, field, value, lines })
    if (shown !== undefined) return shown
  }
  if (isLineList(value) && value.some((x) => 'LineId' in x)) return <LineValues def={def} lines={lines} values={value} />
  if (isLineList(value)) return <DocumentLines def={def} lines={value} />
  if (Array.isArray(value)) {
    // Words, numbers, ids are joined (ids by name); a list mixing in records shows each item on its own.
    if (value.every((x) => x === null || typeof x !== 'object'))
      return (
        <>
          {value.map((x, i) => (
            <Fragment key={i}>
              {i > 0 ? ', ' : null}
              <PayloadValue def={def} field={field} value={x} lines={lines} nested />
            </Fragment>
          ))}
        </>
      )
    return (
      <ul className="flex flex-col gap-0.5">
        {value.map((x, i) => (
          <li key={i}>
            <PayloadValue def={def} field={field} value={x} lines={lines} nested />
          </li>
        ))}
      </ul>
    )
  }
  if (isRecord(value)) {
    const entries = Object.entries(value).filter(([k, v]) => !isEmptyPayloadValue(k, v, def.references))
    return entries.length ? <Payload def={def} entries={entries} lines={lines} nested /> : <span className="text-neutral-500">—</span>
  }
  return <CellValue def={def} field={field} value={value} />
}

/** A list payload (a stocktake's counts): one `line: value …` per entry, the line by name. */
function LineValues({ def, lines, values }: { def: ResourceDef; lines: readonly Line[]; values: readonly Line[] }) {
  const { i18n } = useLingui()
  return (
    <ul className="flex flex-col">
      {values.map((item, i) => (
        <li key={i}>
          {Object.entries(item).map(([k, x], j) => (
            <span key={k}>
              {j > 0 ? ' · ' : null}
              {k === 'LineId' ? (
                lineName(
                  lines.find((l) => l.Id === x),
                  x,
                )
              ) : (
                <>
                  {(FIELD_LABELS[k] && i18n._(FIELD_LABELS[k])) || k}{' '}
                  {(x !== null && typeof x === 'object') || typeof x === 'boolean' || (typeof x === 'number' && isTimeKey(k)) ? (
                    <PayloadValue def={def} field={k} value={x} lines={lines} nested />
                  ) : (
                    String(x)
                  )}
                </>
              )}
            </span>
          ))}
        </li>
      ))}
    </ul>
  )
}
