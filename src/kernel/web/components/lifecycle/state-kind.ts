import { isFinal, queueOf, stateNames, type Lifecycle } from '../../../../../machines/define.ts'

/** How a state reads at a glance: not started, in progress, waiting in a work queue, or closed. */
export type StateKind = 'initial' | 'progress' | 'queue' | 'final'

export const initialStateOf = (l: Lifecycle) => String(l.machine.config.initial)

/** Final wins (the record is closed), then initial (nothing has happened yet), then a work queue. */
export function stateKind(l: Lifecycle, state: string): StateKind {
  if (!stateNames(l.machine).includes(state)) return 'progress'
  if (isFinal(l.machine, state)) return 'final'
  if (state === initialStateOf(l)) return 'initial'
  if (queueOf(l.machine, state)) return 'queue'
  return 'progress'
}

export type StepStatus = 'done' | 'current' | 'ahead' | 'skipped' | 'off'
export interface Step {
  state: string
  status: StepStatus
}

/**
 * The stepper's steps. The main road is `steps` up to its first final state (what follows are the
 * exits, e.g. Cancelled). On the road, what lies before the current state is done (or skipped,
 * when the timeline shows the record never went there) and what lies after is ahead. Off the road, the road shows the states the record went through (`visited`, from
 * its timeline) as done and the others as skipped, and the current state follows as `off`.
 */
export function stepperSteps(l: Lifecycle, current: string, visited: ReadonlySet<string> = new Set()): Step[] {
  const names = stateNames(l.machine)
  const firstFinal = l.steps.findIndex((s) => names.includes(s) && isFinal(l.machine, s))
  const road = firstFinal >= 0 ? l.steps.slice(0, firstFinal + 1) : [...l.steps]
  const at = road.indexOf(current)
  // Before the current state: done, unless the timeline is known and the record never went there (a shortcut).
  const passed = (state: string): StepStatus => (visited.size > 0 && !visited.has(state) ? 'skipped' : 'done')
  if (at >= 0) return road.map((state, i) => ({ state, status: i < at ? passed(state) : i === at ? 'current' : 'ahead' }))
  return [...road.map((state): Step => ({ state, status: visited.has(state) ? 'done' : 'skipped' })), { state: current, status: 'off' }]
}
