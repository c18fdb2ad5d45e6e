import { CHAT_FILTERS, type ChatFilter } from '../../../shared/choices.ts'
import { optEnum, optId, optInt, optText, present } from '../../../kernel/web/lib/search-params.ts'

/** The consultations screen's address: the open conversation, the list's filter, open/closed and search. */
export interface ChatSearch {
  id?: number
  filter?: ChatFilter
  state?: number
  q?: string
}
export const chatSearch = (s: Record<string, unknown>): ChatSearch =>
  present({ id: optId(s.id), filter: optEnum(s.filter, CHAT_FILTERS), state: optInt(s.state, 0, 2), q: optText(s.q, 100) })
