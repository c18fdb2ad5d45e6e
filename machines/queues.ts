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
