import { z } from 'zod'
import { dayOf, dayRange, isMonth, type UnixRange } from '../../kernel/shared/date-ranges.ts'
import { q } from '../../kernel/shared/schemas/fields.ts'
import { ACHIEVE_DOCS, type AchieveDocRow } from './achieve.ts'

/**
 * Commissions (`/finance/percentage_list`, spec "percentage"): what each agent earns on the deals
 * credited to them and to the agents they assist, per period.
 *
 * - A period is a calendar month (`2026-10`) in the company's time zone (Company.TimeZone).
 * - An agent's achievement in a period is the sum of the credits the achievements count
 *   (server/finance/achieve.ts: paid orders, confirmed sales orders, a shared customer's cut to
 *   its cooperating agent), by the moment each was paid or confirmed.
 * - Commission = Own + Assisting + Department, each part rounded down to whole hundredths (cents):
 *   - Own = achievement × the agent's role's Percentage;
 *   - Assisting = the achievements of the agents whose Assister is this agent, summed, × the
 *     assisting share (setting Commission.AssistShare, default 10.00%);
 *   - Department = achievement × the agent's department's Percentage.
 *   Percentages are integer hundredths of a percent (300 = 3.00%), money integer hundredths.
 * - Closing a period (finance:update; one transaction) freezes each agent's figures, the
 *   percentages and assisting links they used, and the exact credits counted (document kind, id,
 *   agent, amount). A closed period answers from these rows and never changes.
 * - Only the first open month may be closed: the month after the latest closed one (or, while none
 *   is closed, any month), and only once it has ended. The first month closed starts the
 *   commission history: months before it are never closed and keep their own live figures.
 * - A credit is counted once. A late credit (its moment falls in a closed period but that period
 *   did not count it: a document paid or confirmed after closing, back-dated) counts in the first
 *   open period, marked late in its drill-down, and is frozen with that period when it closes.
 * - Viewing needs finance:view and keeps to the caller's data scope, on the agent whose figure it
 *   is (own: one's own row; department, subtree: the agents of those departments). The demo's
 *   salesperson role has no finance:view, so salespeople do not see this page; a role given
 *   finance:view with the own scope sees only its holder's commission.
 */

export const ASSIST_SHARE_KEY = 'Commission.AssistShare'
export const COMMISSION_DEFAULTS = { [ASSIST_SHARE_KEY]: 1000 } as const

export { isMonth }

/** The month `n` months after (or before, negative) another: `2026-12` + 1 → `2027-01`. */
export function addMonths(month: string, n: number): string {
  const [y = NaN, m = NaN] = month.split('-').map(Number)
  const k = y * 12 + (m - 1) + n
  return `${Math.floor(k / 12)}-${String((k % 12) + 1).padStart(2, '0')}`
}

/** The month a moment falls in, in a time zone. */
export function monthOf(unixSeconds: number, timeZone: string): string {
  return dayOf(unixSeconds, timeZone).slice(0, 7)
}

/** The moments a month spans in a time zone, first second to last. */
export function monthRange(month: string, timeZone: string): UnixRange {
  const [y = NaN, m = NaN] = month.split('-').map(Number)
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate()
  return dayRange(`${month}-01`, `${month}-${String(last).padStart(2, '0')}`, timeZone)!
}

/** A percentage in hundredths of a percent, as the rule shows it: 300 → `3.00%`. */
export function percentText(p: number): string {
  return `${(p / 100).toFixed(2)}%`
}

/** A part of a commission: the amount × the percentage, rounded down to whole hundredths. */
export function commissionPart(amount: number, percentage: number): number {
  return Number((BigInt(amount) * BigInt(percentage)) / 10_000n)
}

const month = z.string().refine(isMonth, { message: 'badMonth' })

/** Without a month: last month, in the company's time zone. */
export const commissionQuerySchema = z.object({ Month: month.optional() })

export const COMMISSION_PARTS = ['own', 'assisting'] as const

export const commissionDocsQuerySchema = z.object({
  Month: month,
  AgentId: q.id(),
  Index: q.int(1, 100_000).default(1),
  Size: q.int(1, 200).default(50),
})

export const commissionCloseSchema = z.object({ Month: month })

export type CommissionQuery = z.infer<typeof commissionQuerySchema>
export type CommissionDocsQuery = z.infer<typeof commissionDocsQuerySchema>

/** Why a month cannot be closed now. */
export const CLOSE_REFUSALS = ['closed', 'notEnded', 'earlierOpen', 'beforeHistory'] as const
export type CloseRefusal = (typeof CLOSE_REFUSALS)[number]

/** One agent's commission in a period, with what each part was computed from. Money in hundredths. */
export interface CommissionRow {
  AgentId: number
  Name: string
  DepartmentName: string
  RoleTitle: string
  Achievement: number
  RolePercentage: number
  Own: number
  /** The achievements of the agents this one assists, and the share of it this one earns. */
  Assisted: number
  AssistShare: number
  Assisting: number
  DepartmentPercentage: number
  Department: number
  Total: number
  /** Credits behind the achievement, and of them those counted late. */
  Documents: number
  Late: number
}

export interface CommissionTotals {
  Achievement: number
  Own: number
  Assisting: number
  Department: number
  Total: number
}

export interface CommissionAnswer {
  Month: string
  BeginTime: number
  EndTime: number
  TimeZone: string
  /** Set when the period is closed: its figures are frozen. */
  Closed: { ByName: string; Time: number } | null
  /** Whether the month may be closed now, or why not. */
  Closable: boolean
  Refusal: CloseRefusal | null
  /** The first open month (where late credits land), null while no month is closed. */
  FirstOpen: string | null
  /** The closed months, newest first. */
  ClosedMonths: string[]
  AssistShare: number
  Totals: CommissionTotals
  Rows: CommissionRow[]
}

/** A credit behind an agent's commission: their own, or of an agent they assist. */
export interface CommissionDocRow extends AchieveDocRow {
  Part: (typeof COMMISSION_PARTS)[number]
  Late: number
}

export const COMMISSION_DOCS = ACHIEVE_DOCS
