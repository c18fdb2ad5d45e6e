import type { MessageDescriptor } from '@lingui/core'
import type { ResourceDef } from '../../../kernel/shared/resources/define.ts'
import { CREATED_LABEL } from '../../../kernel/shared/lifecycle/messages.ts'
import { CUSTOMS_LABELS, PUSH_STATUSES } from '../../../shared/resources/customs.ts'
import { fieldLabel } from '../../../kernel/shared/resources/labels.ts'

/** An event's label, from the document's definition (`create` is the timeline's first row). */
export function eventLabel(def: Pick<ResourceDef, 'events'>, event: string): MessageDescriptor | undefined {
  return event === 'create' ? CREATED_LABEL : def.events?.[event]
}

/**
 * What the customs gateway adds to a message document's events (`post`: Gateway, `getResult`:
 * Receipts), labelled on every timeline, whichever labels the document's own definition carries.
 */
const GATEWAY_PAYLOAD_LABELS: Readonly<Record<string, MessageDescriptor | undefined>> = {
  Gateway: CUSTOMS_LABELS.Gateway,
  Accepted: CUSTOMS_LABELS.Accepted,
  Receipts: CUSTOMS_LABELS.Receipts,
  Time: CUSTOMS_LABELS.Time,
}

/** The label of a payload field: the document's field label, the shared vocabulary (payload fields included), else the gateway's words. */
export function payloadLabel(def: ResourceDef, field: string): MessageDescriptor | undefined {
  return fieldLabel(def, field) ?? GATEWAY_PAYLOAD_LABELS[field]
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
