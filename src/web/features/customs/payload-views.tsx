import { useLingui } from '@lingui/react'
import type { MessageDescriptor } from '@lingui/core'
import type { ResourceDef } from '../../../kernel/shared/resources/define.ts'
import { FIELD_LABELS } from '../../../kernel/shared/resources/labels.ts'
import { CUSTOMS_LABELS, PUSH_STATUSES, receiptCodeOption } from '../../../shared/resources/customs.ts'
import { useFormat } from '../../../kernel/web/lib/format.ts'
import { Payload } from '../../../kernel/web/components/lifecycle/PayloadValue.tsx'
import type { PayloadParts } from '../../../kernel/web/components/lifecycle/payload-views.tsx'
import {
  isEmptyPayloadValue,
  isGatewayAnswer,
  isReceiptList,
  type GatewayAnswer,
  type PayloadReceipt,
} from '../../../kernel/web/components/lifecycle/payload-fields.ts'
import type { Line } from '../../../kernel/web/components/resource/lines.ts'

/**
 * What the customs gateway adds to a message document's events (`post`: Gateway, `getResult`:
 * Receipts), labelled on every timeline, whichever labels the document's own definition carries.
 */
export const GATEWAY_PAYLOAD_LABELS: Readonly<Record<string, MessageDescriptor | undefined>> = {
  Gateway: CUSTOMS_LABELS.Gateway,
  Accepted: CUSTOMS_LABELS.Accepted,
  Receipts: CUSTOMS_LABELS.Receipts,
  Time: CUSTOMS_LABELS.Time,
}

/** The labels of a receipt's parts (code, customs text, time, customs number). */
export const RECEIPT_LABELS = {
  Code: CUSTOMS_LABELS.Code!,
  Text: CUSTOMS_LABELS.Text!,
  Time: CUSTOMS_LABELS.Time!,
  No: CUSTOMS_LABELS.No!,
} as const

/** The gateway's answer to a post: taken ("Taken by the gateway"), or refused (the push status a refused post leaves). */
export const GATEWAY_LABELS = {
  accepted: CUSTOMS_LABELS.Accepted!,
  refused: PUSH_STATUSES.find((o) => o.value === 2)!.label,
} as const

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

/**
 * What customs brings to every timeline: its receipts and the gateway's answers in words, and the
 * labels of the fields the gateway adds to an event's data.
 */
export const CUSTOMS_PAYLOAD_PARTS: PayloadParts = {
  views: [
    ({ value, field }) => (isReceiptList(value, field) ? <Receipts receipts={value} /> : undefined),
    ({ def, value, lines }) => (isGatewayAnswer(value) ? <Gateway def={def} answer={value} lines={lines} /> : undefined),
  ],
  labels: GATEWAY_PAYLOAD_LABELS,
}
