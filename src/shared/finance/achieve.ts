import { z } from 'zod'
import { ACHIEVE_GROUPS } from '../choices.ts'
import { DATE_PRESETS } from '../../kernel/shared/date-ranges.ts'
import { q } from '../../kernel/shared/schemas/fields.ts'

/**
 * Achievements (spec "performance"): the deal amount credited to each agent and department over
 * a range. A document is credited when its money is agreed: an order (of goods, a service, a
 * course, a live booking or a project) when it is paid, a sales order when it is confirmed.
 * Cancelled and unpaid documents credit nothing.
 */

/** The share of a deal credited to the customer's cooperating agent, in hundredths of a percent. */
export const CO_AGENT_SHARE_KEY = 'Achieve.CoAgentShare'
export const ACHIEVE_DEFAULTS = { [CO_AGENT_SHARE_KEY]: 5000 } as const

/** The documents that carry a deal, as the drill-down names them. */
export const ACHIEVE_DOCS = ['Order', 'OfferingOrder', 'SalesOrder'] as const
export type AchieveDoc = (typeof ACHIEVE_DOCS)[number]

export { ACHIEVE_GROUPS }

/** A range: a preset (in the company's time zone) or two moments, at most ten years apart. */
export const rangeFields = {
  Range: z.enum(DATE_PRESETS).optional(),
  BeginTime: q.unixTime().optional(),
  EndTime: q.unixTime().optional(),
}
export const rangeGiven = (v: { Range?: string; BeginTime?: number; EndTime?: number }) =>
  v.Range !== undefined ||
  (v.BeginTime !== undefined && v.EndTime !== undefined && v.EndTime >= v.BeginTime && v.EndTime - v.BeginTime <= 3660 * 86400)

export const achieveQuerySchema = z
  .object({
    ...rangeFields,
    By: z.enum(ACHIEVE_GROUPS).default('agent'),
    /** Only this department's agents (or, by department, only it and its branch). */
    DepartmentId: q.refId().optional(),
  })
  .refine(rangeGiven, { message: 'badRange' })

export const achieveDocsQuerySchema = z
  .object({
    ...rangeFields,
    AgentId: q.id().optional(),
    DepartmentId: q.id().optional(),
    Index: q.int(1, 100_000).default(1),
    Size: q.int(1, 200).default(50),
  })
  .refine(rangeGiven, { message: 'badRange' })
  .refine((v) => (v.AgentId === undefined) !== (v.DepartmentId === undefined), { message: 'achieveWhose' })

export type AchieveQuery = z.infer<typeof achieveQuerySchema>
export type AchieveDocsQuery = z.infer<typeof achieveDocsQuerySchema>

/** One agent's or department's figure. Money in hundredths. */
export interface AchieveRow {
  Id: number
  Name: string
  /** An agent's department (by agent). */
  DepartmentName?: string
  /** Whether it takes part in the ranking (its rank flag), and its place there. */
  IsRank: number
  Rank: number | null
  Amount: number
  /** Documents behind the figure. */
  Count: number
  /** Of Amount, what came as the cooperating agent of a shared customer. */
  Shared: number
}

export interface AchieveAnswer {
  BeginTime: number
  EndTime: number
  TimeZone: string
  /** When the figures were read: the rollups hold every change committed before it. */
  AsOf: number
  Total: number
  Count: number
  Rows: AchieveRow[]
}

/** One document behind a figure, and what it credited. */
export interface AchieveDocRow {
  Doc: AchieveDoc
  Id: number
  No: string
  Title: string
  /** An offering order's market (service, course, live, single). */
  Module: string
  AgentId: number
  AgentName: string
  Time: number
  /** What it credited here, and the document's whole amount. */
  Amount: number
  Total: number
  Shared: number
}
