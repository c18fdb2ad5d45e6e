import { DATE_PRESETS } from '../../../kernel/shared/date-ranges.ts'
import { optEnum, optUnixTime, present } from '../../../kernel/web/lib/search-params.ts'

/** The operation chart's address: a preset or two moments. */
export interface OperationSearch {
  range?: (typeof DATE_PRESETS)[number]
  from?: number
  to?: number
}
export const operationSearch = (s: Record<string, unknown>): OperationSearch =>
  present({ range: optEnum(s.range, DATE_PRESETS), from: optUnixTime(s.from), to: optUnixTime(s.to) })
