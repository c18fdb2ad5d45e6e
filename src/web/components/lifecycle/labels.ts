import type { MessageDescriptor } from '@lingui/core'
import type { ResourceDef } from '../../../shared/resources/define.ts'
import { CREATED_LABEL, EVENT_LABELS } from '../../../shared/lifecycle/labels.ts'
import { fieldLabel, fieldOptions } from '../../../shared/resources/labels.ts'

/** A state's label: the `State` option of the document's resource definition. */
export function stateLabel(def: ResourceDef, state: string): MessageDescriptor | undefined {
  return fieldOptions(def, 'State')?.find((o) => o.value === state)?.label
}

/** An event's label (`create` is the timeline's first row). */
export function eventLabel(doc: string, event: string): MessageDescriptor | undefined {
  return event === 'create' ? CREATED_LABEL : EVENT_LABELS[doc]?.[event]
}

/** The label of a payload field: the document's field label or the shared vocabulary (payload fields included). */
export function payloadLabel(def: ResourceDef, field: string): MessageDescriptor | undefined {
  return fieldLabel(def, field)
}
