/**
 * Fixed sets of choices that a request schema and a screen's address both accept, kept without
 * zod: a route's address parsing stays in the first load, and zod arrives with the screens.
 */

/** How achievements are grouped: by agent or by department. */
export const ACHIEVE_GROUPS = ['agent', 'department'] as const

/** Which conversations the list shows: the agent's own, those nobody holds, or every one in scope. */
export const CHAT_FILTERS = ['all', 'mine', 'unassigned'] as const
export type ChatFilter = (typeof CHAT_FILTERS)[number]
