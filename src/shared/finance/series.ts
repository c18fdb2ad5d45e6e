import { z } from 'zod'
import { dayOf, dayRange, type UnixRange } from '../../kernel/shared/date-ranges.ts'
import { q } from '../../kernel/shared/schemas/fields.ts'
import { addDays, BUCKETS, firstOfMonth, firstOfNextMonth, type Bucket } from '../../kernel/shared/buckets.ts'
import { ACHIEVE_GROUPS, rangeFields, rangeGiven } from './achieve.ts'

/**
 * Figures over time (the achievement and operation charts), in buckets of the company's calendar
 * (the kernel's buckets.ts cuts a range into them).
 */
export { BUCKETS, bucketsOf, chooseBucket, type Bucket } from '../../kernel/shared/buckets.ts'

/** The company's monthly sales target, in hundredths (a rule setting; the chart prorates it to each bucket). */
export const MONTHLY_TARGET_KEY = 'Achieve.MonthlyTarget'
export const SERIES_DEFAULTS = { [MONTHLY_TARGET_KEY]: 1_500_000 } as const

const DAY = 86_400

/**
 * A monthly figure prorated to a stretch of time: each month it overlaps gives its share by the
 * seconds overlapped (a day of a 30-day month gets a thirtieth).
 */
export function prorate(monthly: number, r: UnixRange, timeZone: string): number {
  let total = 0
  let day = firstOfMonth(dayOf(r.BeginTime, timeZone))
  const last = dayOf(r.EndTime, timeZone)
  while (day <= last) {
    const next = firstOfNextMonth(day)
    const month = dayRange(day, addDays(next, -1), timeZone)!
    const overlap = Math.min(month.EndTime, r.EndTime) - Math.max(month.BeginTime, r.BeginTime) + 1
    if (overlap > 0) total += (monthly * overlap) / (month.EndTime - month.BeginTime + 1)
    day = next
  }
  return Math.round(total)
}

export const achieveSeriesQuerySchema = z
  .object({
    ...rangeFields,
    By: z.enum(ACHIEVE_GROUPS).default('agent'),
    /** Only this department's branch. */
    DepartmentId: q.refId().optional(),
    /** A bucket other than the one the range's length chooses. */
    Bucket: z.enum(BUCKETS).optional(),
  })
  .refine(rangeGiven, { message: 'badRange' })
  .refine((v) => v.Bucket !== 'day' || v.Range !== undefined || v.EndTime! - v.BeginTime! <= 400 * DAY, { message: 'badRange' })
export type AchieveSeriesQuery = z.infer<typeof achieveSeriesQuerySchema>

export const operationQuerySchema = z
  .object({ ...rangeFields, Bucket: z.enum(BUCKETS).optional() })
  .refine(rangeGiven, { message: 'badRange' })
  .refine((v) => v.Bucket !== 'day' || v.Range !== undefined || v.EndTime! - v.BeginTime! <= 400 * DAY, { message: 'badRange' })
export type OperationQuery = z.infer<typeof operationQuerySchema>

/** One bucket of the achievement series: its moments, what was credited in it, its share of the target. */
export interface SeriesBucket extends UnixRange {
  Amount: number
  /** Documents behind the amount (a deal shared by two agents counts once). */
  Count: number
  Target: number
}

/** One agent's or department's amounts, bucket by bucket. */
export interface SeriesLine {
  Id: number
  Name: string
  IsRank: number
  Amount: number
  Amounts: number[]
  Counts: number[]
}

export interface AchieveSeriesAnswer extends UnixRange {
  TimeZone: string
  Bucket: Bucket
  MonthlyTarget: number
  /** The monthly target prorated to the whole range. */
  Target: number
  Total: number
  Count: number
  Buckets: SeriesBucket[]
  Lines: SeriesLine[]
}

/** The documents the operation chart counts, each on its list's date field. */
export const OPERATION_DOCS = ['Order', 'Entry', 'Delivery'] as const
export type OperationDoc = (typeof OPERATION_DOCS)[number]

/** One queue's stays that ended in the range: how many, and how long they waited (seconds). */
export interface QueueWait {
  Queue: string
  Count: number
  Average: number
  Longest: number
  SlaMinutes: number
}

/**
 * The operation chart's figures over a range. A figure is null where the caller may not view its
 * documents; counts and values follow the caller's data scope.
 */
export interface OperationAnswer extends UnixRange {
  TimeZone: string
  Bucket: Bucket
  Buckets: UnixRange[]
  /** Documents created in each bucket, per document type. */
  Counts: Record<OperationDoc, number[] | null>
  /** Declarations created in the range, by the state they stand in now. */
  Declares: { State: string; Count: number }[] | null
  /** What the stock on hand was worth at each bucket's end, at the products' prices (hundredths). */
  StockValue: number[] | null
  Queues: QueueWait[] | null
}
