import { z } from 'zod'
import { q } from '../../kernel/shared/schemas/fields.ts'

/**
 * The opportunity funnel (`Opportunity/Funnel`): of the opportunities created in a range (in the
 * agent's scope, optionally one owner's or one department's), how many reached each stage (a stage
 * counts every opportunity that got at least that far), their amount, the share that went on to the
 * next stage, and how long they stayed in it (median and mean, from the timelines); then the same
 * by owner or by department: open, won and lost, with the win rate of the decided ones.
 */
export const FunnelQuery = z.object({
  BeginTime: q.int(0).optional(),
  EndTime: q.int(0).optional(),
  AgentId: q.refId().optional(),
  DepartmentId: q.refId().optional(),
  By: z.enum(['owner', 'department']).default('owner'),
})
export type FunnelQuery = z.infer<typeof FunnelQuery>

export const FunnelStage = z.object({
  Stage: z.string(),
  Reached: z.number().int(),
  Amount: z.number().int(),
  /** Of those that reached this stage, the share that reached the next (0–1); null at the last stage or with none. */
  Conversion: z.number().nullable(),
  /** Seconds spent in the stage by those that left it or are still in it: median and mean (0: none). */
  MedianSeconds: z.number().int(),
  MeanSeconds: z.number().int(),
  /** Opportunities standing in it now. */
  Now: z.number().int(),
})
export type FunnelStage = z.infer<typeof FunnelStage>

export const FunnelGroup = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Open: z.number().int(),
  OpenAmount: z.number().int(),
  Won: z.number().int(),
  WonAmount: z.number().int(),
  Lost: z.number().int(),
  /** Won of won and lost (0–1); null when none was decided. */
  WinRate: z.number().nullable(),
})
export type FunnelGroup = z.infer<typeof FunnelGroup>

export const FunnelAnswer = z.object({ Total: z.number().int(), Stages: z.array(FunnelStage), Groups: z.array(FunnelGroup) })
export type FunnelAnswer = z.infer<typeof FunnelAnswer>
