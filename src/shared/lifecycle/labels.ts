import type { MessageDescriptor } from '../messages.ts'
import { AGENT_EVENTS } from '../resources/hr.ts'
import { CLIENT_EVENTS } from '../resources/client.ts'

/**
 * The label of every lifecycle event, by document and event name (`EVENT_LABELS.Client.release`).
 * State labels are the `State` options of each document's resource definition.
 */
export const EVENT_LABELS: Readonly<Record<string, Readonly<Record<string, MessageDescriptor>>>> = {
  Client: CLIENT_EVENTS,
  Agent: AGENT_EVENTS,
}

/** The creation row every timeline starts with. */
export const CREATED_LABEL: MessageDescriptor = /*i18n*/ { id: 'event.create', message: 'Created' }
