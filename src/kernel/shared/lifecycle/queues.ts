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
  /**
   * false: nobody claims its items, each is its document owner's to work (a customer about to fall
   * is its salesperson's), and "take the next item" opens the most urgent one without claiming it.
   */
  claimed?: false
}

/** Whether a queue's items are claimed before they are worked (the installed queues; unknown: yes). */
export const isClaimedQueue = (name: string): boolean => installed.find((q) => q.name === name)?.claimed !== false

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
  /** When the item falls due, where its queue's narrowing says (a customer's fall to the high seas); 0 otherwise. */
  DueTime: number
  /** The area's words for why (`NoFollowDays 30`); '' otherwise. */
  DueRule: string
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

/**
 * The queues of the app's modules, installed once as the app starts (the server from its module
 * list, the browser from its web manifests), for what names a queue outside a screen: a setting's
 * label, a reminder, a chart. Until then no queue is known.
 */
let installed: readonly QueueDef[] = []

/** Installs the app's queues, in module order. */
export function installQueues(queues: readonly QueueDef[]): void {
  installed = queues
}

/** The installed queues, in module order. */
export const appQueues = (): readonly QueueDef[] => installed

/** Whether a string names one of the app's queues (an answer's `Queue` field). */
export const isQueueName = (name: string): boolean => installed.some((q) => q.name === name)

/** A queue's title among these queues (a name none declares reads as itself). */
export const queueTitleIn = (queues: readonly QueueDef[], name: string): MessageDescriptor =>
  queues.find((q) => q.name === name)?.title ?? { id: `queue.${name}`, message: name }

/** A queue's title among the installed ones. */
export const queueTitle = (name: string): MessageDescriptor => queueTitleIn(installed, name)
