import type { MessageDescriptor } from '../messages.ts'

/** What the lifecycle engine, the queues and the reminders answer, whatever the document. */
export const LIFECYCLE_MESSAGES = {
  wrongState: /*i18n*/ { id: 'srv.wrongState', message: 'This action is not possible in the record’s current state ({state})' },
  guardFailed: /*i18n*/ { id: 'srv.guardFailed', message: 'The record does not meet the conditions for this action' },
  timedOnly: /*i18n*/ { id: 'srv.timedOnly', message: 'This step is taken by the system on schedule' },
  notEditable: /*i18n*/ { id: 'srv.notEditable', message: 'The record can no longer be edited in its current state ({state})' },
  notDeletable: /*i18n*/ { id: 'srv.notDeletable', message: 'The record can no longer be deleted in its current state ({state})' },
  transitionDone: /*i18n*/ { id: 'srv.transitionDone', message: 'Done' },
} as const satisfies Record<string, MessageDescriptor>

export const QUEUE_MESSAGES = {
  heldBy: /*i18n*/ { id: 'srv.queue.heldBy', message: '{name} is already working on this item' },
  heldByTakeOver: /*i18n*/ {
    id: 'srv.queue.heldByTakeOver',
    message: '{name} is working on this item: take it over to go on (they will be told)',
  },
  takenOver: /*i18n*/ { id: 'srv.queue.takenOver', message: 'The item is yours; {name} has been told' },
  notHeld: /*i18n*/ { id: 'srv.queue.notHeld', message: 'Nobody else holds this item: claim it instead' },
  notQueued: /*i18n*/ { id: 'srv.queue.notQueued', message: 'This record is not waiting in a work queue' },
  notClaimed: /*i18n*/ { id: 'srv.queue.notClaimed', message: 'This queue’s items are their owners’ to work: nobody claims them' },
  claimed: /*i18n*/ { id: 'srv.queue.claimed', message: 'The item is yours' },
  released: /*i18n*/ { id: 'srv.queue.released', message: 'The item is back in the queue' },
} as const satisfies Record<string, MessageDescriptor>

/** Answers of the reminder routes. */
export const REMINDER_MESSAGES = {
  read: /*i18n*/ { id: 'srv.reminder.read', message: 'Marked as read' },
} as const satisfies Record<string, MessageDescriptor>

/** Guards any machine may name, with their reasons (spread into an area's own). */
export const COMMON_GUARD_REASONS = {
  supervisor: /*i18n*/ { id: 'guard.supervisor', message: 'Only a supervisor can do this' },
} as const satisfies Record<string, MessageDescriptor>

/** The creation row every timeline starts with. */
export const CREATED_LABEL: MessageDescriptor = /*i18n*/ { id: 'event.create', message: 'Created' }
