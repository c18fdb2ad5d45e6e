import { queueOf, stateNames, type Lifecycle } from './define.ts'
import { LIFECYCLES } from './index.ts'

/** The work queues staff pick work up from; each is fed by the machine states tagged `queue:<name>`. */
export const QUEUE_NAMES = [
  'receiving',
  'putaway',
  'picking',
  'packing',
  'to-ship',
  'orders-to-ship',
  'to-post',
  'awaiting-result',
  'about-to-lose',
  'refunds-to-approve',
  'refunds-to-pay',
  'settlements-to-approve',
  'settlements-outstanding',
] as const
export type QueueName = (typeof QUEUE_NAMES)[number]

export interface QueueSource {
  lifecycle: Lifecycle
  states: string[]
}

/** For each queue, the documents and states that feed it, read from the machines' tags. */
export function queueSources(lifecycles: readonly Lifecycle[] = LIFECYCLES): Record<string, QueueSource[]> {
  const out: Record<string, QueueSource[]> = {}
  for (const l of lifecycles) {
    for (const state of stateNames(l.machine)) {
      const q = queueOf(l.machine, state)
      if (!q) continue
      const list = (out[q] ??= [])
      const entry = list.find((s) => s.lifecycle === l)
      if (entry) entry.states.push(state)
      else list.push({ lifecycle: l, states: [state] })
    }
  }
  return out
}

/** The Setting key holding a queue's service level: minutes an item may wait before it counts as late. */
export const slaKey = (queue: QueueName) => `Queue.Sla.${queue}` as const

/**
 * Default service levels in minutes, per queue (a Setting row `Queue.Sla.<queue>` overrides one).
 * The queue screens colour an item's age against it, supervisors are reminded of items past it,
 * and the progress chart marks states kept longer than it.
 */
export const QUEUE_SLA_MINUTES: Record<QueueName, number> = {
  receiving: 240,
  putaway: 240,
  picking: 120,
  packing: 60,
  'to-ship': 240,
  'orders-to-ship': 1440,
  'to-post': 1440,
  'awaiting-result': 2880,
  'about-to-lose': 4320,
  'refunds-to-approve': 4320,
  'refunds-to-pay': 10080,
  'settlements-to-approve': 4320,
  'settlements-outstanding': 43200,
}

export const QUEUE_SLA_DEFAULTS = Object.fromEntries(QUEUE_NAMES.map((q) => [slaKey(q), QUEUE_SLA_MINUTES[q]])) as Record<
  ReturnType<typeof slaKey>,
  number
>
