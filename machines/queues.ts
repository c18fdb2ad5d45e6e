import { queueOf, stateNames, type Lifecycle } from './define.ts'

export interface QueueSource {
  lifecycle: Lifecycle
  states: string[]
}

/**
 * For each queue, the documents and states that feed it, read from the machines' `queue:<name>`
 * tags. Which queues exist, with their titles and service levels, the areas declare (their
 * manifests' `queues`); the app's assembly refuses a tag no area declares.
 */
export function queueSources(lifecycles: readonly Lifecycle[]): Record<string, QueueSource[]> {
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
