import type { MessageDescriptor } from '../../kernel/shared/messages.ts'

/** Why a follow-up is refused (400, on the field). */
export const FOLLOW_MESSAGES = {
  notYours: /*i18n*/ { id: 'srv.follow.notYours', message: 'Follow up only a customer you own or cooperate on; claim a public one first' },
  nextBeforeNow: /*i18n*/ { id: 'srv.follow.nextBeforeNow', message: 'The next follow-up comes after this one' },
  contactNotYours: /*i18n*/ {
    id: 'srv.contact.notYours',
    message: 'Only the owner or the cooperating salesperson of a private customer, or a supervisor, may change its contacts',
  },
} as const satisfies Record<string, MessageDescriptor>
