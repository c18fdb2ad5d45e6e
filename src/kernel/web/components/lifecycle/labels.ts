import type { MessageDescriptor } from '@lingui/core'
import type { ResourceDef } from '../../../shared/resources/define.ts'
import { CREATED_LABEL } from '../../../shared/lifecycle/messages.ts'
import { fieldLabel } from '../../../shared/resources/labels.ts'

/** An event's label, from the document's definition (`create` is the timeline's first row). */
export function eventLabel(def: Pick<ResourceDef, 'events'>, event: string): MessageDescriptor | undefined {
  return event === 'create' ? CREATED_LABEL : def.events?.[event]
}

/** The label of a payload field: the document's field label, else the shared vocabulary (payload fields included). */
export function payloadLabel(def: ResourceDef, field: string): MessageDescriptor | undefined {
  return fieldLabel(def, field)
}
