import { Fragment } from 'react'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { receiptCodeOption } from '../../../shared/resources/customs.ts'
import type { ResourceDef } from '../../../kernel/shared/resources/define.ts'
import { FIELD_LABELS } from '../../../kernel/shared/resources/labels.ts'
import { useFormat } from '../../lib/format.ts'
import { CellValue } from '../resource/Cell.tsx'
import { ReferenceName } from '../resource/ReferenceName.tsx'
import { DocumentLines } from '../resource/DocumentLines.tsx'
import { isLineList, lineName, type Line } from '../resource/lines.ts'
import { GATEWAY_LABELS, payloadLabel, RECEIPT_LABELS } from './labels.ts'
import {
  isEmptyPayloadValue,
  isGatewayAnswer,
  isPlainObject,
  isReceiptList,
  isTimeKey,
  payloadReference,
  type GatewayAnswer,
  type PayloadReceipt,
} from './payload-fields.ts'

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
        const label = payloadLabel(def, k)
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
  const reference = payloadReference(field, def.references)
  if (value === null || value === undefined || value === '') return <span className="text-neutral-400">—</span>
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
      <span className="text-neutral-400">—</span>
    )
  if (isReceiptList(value, field)) return <Receipts receipts={value} />
  if (isGatewayAnswer(value)) return <Gateway def={def} answer={value} lines={lines} />
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
  if (isPlainObject(value)) {
    const entries = Object.entries(value).filter(([k, v]) => !isEmptyPayloadValue(k, v, def.references))
    return entries.length ? <Payload def={def} entries={entries} lines={lines} nested /> : <span className="text-neutral-400">—</span>
  }
  return <CellValue def={def} field={field} value={value} />
}

/** The receipts customs sent (getResult): each code's meaning, when it came, the customs text and number. */
function Receipts({ receipts }: { receipts: readonly PayloadReceipt[] }) {
  const { i18n } = useLingui()
  const fmt = useFormat()
  return (
    <ul className="flex flex-col gap-1" data-testid="timeline-receipts">
      {receipts.map((r, i) => {
        const option = receiptCodeOption(r.Code)
        const meaning = option ? i18n._(option.label) : String(r.Code)
        // Customs writes why only when it stops the goods (rejected, held, returned); its standard texts say no more than the meaning.
        const why = !option || r.Code === 100 || r.Code === 700 || (r.Code >= 501 && r.Code <= 599)
        const text = why && typeof r.Text === 'string' ? r.Text.trim() : ''
        return (
          <li key={i} className="flex flex-col" data-testid="timeline-receipt" data-code={r.Code}>
            <span className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-medium" title={i18n._(RECEIPT_LABELS.Code)}>
                {meaning}
                {option && option.value !== r.Code ? <span className="tabular-nums text-neutral-500"> ({r.Code})</span> : null}
              </span>
              {typeof r.Time === 'number' && r.Time ? (
                <time
                  dateTime={new Date(r.Time * 1000).toISOString()}
                  className="text-neutral-500 tabular-nums"
                  title={i18n._(RECEIPT_LABELS.Time)}
                >
                  {fmt.dateTime(r.Time)}
                </time>
              ) : null}
            </span>
            {text && !sameText(text, meaning) ? (
              <span data-testid="timeline-receipt-text">
                <span className="text-neutral-500">{i18n._(RECEIPT_LABELS.Text)}:</span> {text}
              </span>
            ) : null}
            {typeof r.No === 'string' && r.No.trim() ? (
              <span data-testid="timeline-receipt-no">
                <span className="text-neutral-500">{i18n._(RECEIPT_LABELS.No)}:</span> <span className="tabular-nums">{r.No}</span>
              </span>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}

/** The customs text says nothing the meaning does not ("120 Accepted …" against "Accepted …"). */
function sameText(text: string, meaning: string): boolean {
  const norm = (s: string) => s.trim().toLowerCase()
  return norm(text) === norm(meaning) || norm(text) === norm(meaning.replace(/^[\d–-]+\s+/, ''))
}

/** The gateway's answer to a post: taken, or refused and why; anything else it said as label: value. */
function Gateway({ def, answer, lines }: { def: ResourceDef; answer: GatewayAnswer & Record<string, unknown>; lines: readonly Line[] }) {
  const { i18n } = useLingui()
  const { Accepted, Reason, ...rest } = answer
  const more = Object.entries(rest).filter(([k, v]) => !isEmptyPayloadValue(k, v, def.references))
  const reason = typeof Reason === 'string' ? Reason.trim() : ''
  return (
    <span className="flex flex-col" data-testid="timeline-gateway" data-accepted={Accepted}>
      <span className={Accepted ? 'text-emerald-700' : 'text-red-700'}>
        {i18n._(Accepted ? GATEWAY_LABELS.accepted : GATEWAY_LABELS.refused)}
      </span>
      {reason ? (
        <span data-testid="timeline-gateway-reason">
          <span className="text-neutral-500">{i18n._(FIELD_LABELS.Reason!)}:</span> {reason}
        </span>
      ) : null}
      {more.length ? <Payload def={def} entries={more} lines={lines} nested /> : null}
    </span>
  )
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
