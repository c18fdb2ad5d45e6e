import type { MessageDescriptor } from '../messages.ts'

/**
 * A work queue an area declares in its manifest (`queues`): the documents whose machine states are
 * tagged `queue:<name>`. The queue screens, the "my work" cards and the reminders name it by its
 * title; items waiting longer than `slaMinutes` (Setting `Queue.Sla.<name>` overrides it) count as late.
 */
export interface QueueDef<N extends string = string> {
  name: N
  title: MessageDescriptor
  slaMinutes: number
}

/** The Setting key holding a queue's service level: minutes an item may wait before it counts as late. */
export const slaKey = (queue: string) => `Queue.Sla.${queue}` as const

/** The Setting rows' defaults of these queues' service levels. */
export const slaDefaults = (queues: readonly QueueDef[]): Record<string, number> =>
  Object.fromEntries(queues.map((q) => [slaKey(q.name), q.slaMinutes]))

/** One work item of `Queue/Index`: the document, how long it has waited (seconds), who owns and who holds it. */
export interface QueueItem {
  Doc: string
  Id: number
  Title: string
  State: string
  Version: number
  EnterTime: number
  Age: number
  WarehouseId: number
  AgentId: number
  AgentName: string
  HolderId: number
  HolderName: string
  ClaimTime: number
  SlaMinutes: number
}

/** One queue of `Queue/Summary`: how many items wait, how many the caller holds, free, late; Oldest is the oldest item's age in seconds. */
export interface QueueSummary<Q extends string = string> {
  /** A queue's name, as its area declares it. */
  Queue: Q
  Count: number
  Mine: number
  Free: number
  Late: number
  Oldest: number
  SlaMinutes: number
}
