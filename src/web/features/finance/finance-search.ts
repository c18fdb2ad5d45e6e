import { ACHIEVE_GROUPS } from '../../../shared/choices.ts'
import { DATE_PRESETS, isMonth } from '../../../kernel/shared/date-ranges.ts'
import { optEnum, optId, optUnixTime, present } from '../../../kernel/web/lib/search-params.ts'

/** The achievement page's address: a preset or two days, by agent or department, the figure drilled into. */
export interface AchieveSearch {
  range?: (typeof DATE_PRESETS)[number]
  from?: number
  to?: number
  by?: (typeof ACHIEVE_GROUPS)[number]
  who?: number
}
export const achieveSearch = (s: Record<string, unknown>): AchieveSearch =>
  present({
    range: optEnum(s.range, DATE_PRESETS),
    from: optUnixTime(s.from),
    to: optUnixTime(s.to),
    by: optEnum(s.by, ACHIEVE_GROUPS),
    who: optId(s.who),
  })

/** The achievement chart's address: the achievement page's, and the bucket drilled into (its first second). */
export interface AchieveChartSearch extends AchieveSearch {
  at?: number
}
export const achieveChartSearch = (s: Record<string, unknown>): AchieveChartSearch =>
  present({ ...achieveSearch(s), at: optUnixTime(s.at) })

/** The commission page's address: the month shown (last month by default) and the agent drilled into. */
export interface CommissionSearch {
  month?: string
  who?: number
}
export const commissionSearch = (s: Record<string, unknown>): CommissionSearch =>
  present({ month: typeof s.month === 'string' && isMonth(s.month) ? s.month : undefined, who: optId(s.who) })
