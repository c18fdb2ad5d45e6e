import type { CardContext } from './home-cards.ts'

/** Filters of `Check/Count` (spec section 7); Status 2 is what the header's bell asks for. */
export interface ReminderFilter {
  Status?: number | undefined
}

/**
 * The agent's reminders (the header's bell, the reminders page, the home page's to-do card).
 * No module writes reminders yet, so there are none; the module that lands replaces this body
 * with a count over its table, within the agent's data scope.
 */
export async function countReminders(_ctx: CardContext, _filter: ReminderFilter = {}): Promise<number> {
  return 0
}
