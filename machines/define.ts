import { createActor, type AnyActorScope, type AnyStateMachine, type AnyMachineSnapshot } from 'xstate'
import type { z } from 'zod'
import type { PermissionKey } from '../src/kernel/shared/permissions.ts'

/**
 * Conventions every lifecycle machine follows, so one engine (server) and one set of record-page
 * pieces (client) serve them all:
 * - the context is `{ record, lines, facts }`: the stored row, its lines, and what the server
 *   looked up for the guards (stock available, claims today …);
 * - an event is `{ type, data, actor }`: `data` already validated by the event's zod schema,
 *   `actor` the agent sending it (or the scheduler);
 * - states are flat and named as stored in the record's `State` column; a state feeding a work
 *   queue carries the tag `queue:<name>`, a state whose record may still be edited `editable`;
 * - actions are named effects: the server runs the handler of the same name in the transition's
 *   transaction. Assignments in the machine only mirror what guards need to see.
 */
export interface Actor {
  Id: number
  /** A supervisor sees more than their own records (data scope other than `own`). */
  supervisor: boolean
  /** The scheduler sending a timed event. */
  system?: boolean
}

export interface DocContext<R = Record<string, unknown>, L = Record<string, unknown>, F = Record<string, unknown>> {
  record: R
  lines: L[]
  facts: F
}

export interface DocEvent<T extends string = string, D = Record<string, unknown>> {
  type: T
  data: D
  actor: Actor
}

/** What an event needs besides the machine: who may send it and what it carries. */
export interface EventSpec {
  permission: PermissionKey
  /** The payload's schema; the server validates `Data` with it, the client builds its form from it. */
  data?: z.ZodObject
  /** Sent by a scheduled job, never offered to a person. */
  timed?: boolean
  /** Asks for confirmation before it is sent (it cannot be undone by the same person). */
  confirm?: boolean
  /** Payload fields its form starts from the record's own values (a delivery's planned carrier and fee). */
  prefill?: readonly string[]
}

/**
 * The types a document machine's `setup` reads: its context (also its input, the stored record with
 * its lines and facts) and its events. XState reads only the types of `types`; the object itself is empty.
 */
export function docTypes<C extends DocContext<object, unknown, object>, E extends DocEvent>(): { context?: C; events?: E; input?: C } {
  return {}
}

export type EventSpecs<E extends string = string> = Readonly<Record<E, EventSpec>>

/** One lifecycle: the machine and its event catalogue. */
export interface Lifecycle<E extends string = string> {
  /** The document's API name (`Client` → /Api/Client/Transition). */
  doc: string
  machine: AnyStateMachine
  events: EventSpecs<E>
  /** The states in the order a progress stepper shows them (the main road, then the exits). */
  steps: readonly string[]
}

export function defineLifecycle<E extends string>(l: Lifecycle<E>): Lifecycle<E> {
  return l
}

type StateNodeLike = { ownEvents: string[]; tags: Set<string> | string[]; type: string; on: Record<string, { guard?: unknown }[]> }

function node(machine: AnyStateMachine, state: string): StateNodeLike {
  const n = (machine.root.states as Record<string, StateNodeLike>)[state]
  if (!n) throw new Error(`${machine.id}: no state ${state}`)
  return n
}

/** Every state of a machine, in definition order. */
export function stateNames(machine: AnyStateMachine): string[] {
  return Object.keys(machine.root.states)
}

/** The events a state has transitions for: what a record page may offer, before guards and permissions. */
export function offeredEvents(l: Lifecycle, state: string): string[] {
  return node(l.machine, state).ownEvents.filter((e) => e in l.events && !l.events[e]!.timed)
}

/** Every event a state reacts to, timed ones included. */
export function stateEvents(machine: AnyStateMachine, state: string): string[] {
  return node(machine, state).ownEvents
}

export function tagsOf(machine: AnyStateMachine, state: string): string[] {
  return [...node(machine, state).tags]
}

/** The work queue a state feeds, if any (`queue:picking` → `picking`). */
export function queueOf(machine: AnyStateMachine, state: string): string | undefined {
  return tagsOf(machine, state)
    .find((t) => t.startsWith('queue:'))
    ?.slice('queue:'.length)
}

export function isFinal(machine: AnyStateMachine, state: string): boolean {
  return node(machine, state).type === 'final'
}

export function isEditable(machine: AnyStateMachine, state: string): boolean {
  return tagsOf(machine, state).includes('editable')
}

/** A stored record as a snapshot of its machine, without starting an actor. */
export function restore(machine: AnyStateMachine, state: string, context: DocContext): AnyMachineSnapshot {
  return machine.resolveState({ value: state, context })
}

function guardNames(guard: unknown): string[] {
  if (typeof guard === 'string') return [guard]
  if (guard && typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') return [guard.type]
  // and([...]) keeps its parts on the function: check each, so the reason names the one that fails.
  if (typeof guard === 'function' && 'guards' in guard && Array.isArray(guard.guards)) return guard.guards.flatMap(guardNames)
  return []
}

export type Check =
  | { ok: true; to: string; effects: string[]; snapshot: AnyMachineSnapshot }
  | { ok: false; why: 'state' }
  | { ok: false; why: 'guard'; guard: string }

/**
 * Whether the machine accepts the event from this state with this context, and if so the state it
 * leads to and the effects to run. The pure `transition()` is the only judge; when it refuses, the
 * first guard of the state's transitions for the event that fails is named, for the reason shown.
 */
export function check(machine: AnyStateMachine, state: string, context: DocContext, event: DocEvent): Check {
  const snapshot = restore(machine, state, context)
  if (!stateEvents(machine, state).includes(event.type)) return { ok: false, why: 'state' }
  if (!snapshot.can(event)) {
    const guards = machine.implementations.guards as Record<string, (a: { context: DocContext; event: DocEvent }, p: unknown) => boolean>
    for (const t of node(machine, state).on[event.type] ?? []) {
      for (const g of guardNames(t.guard))
        if (guards[g] && !guards[g]({ context, event }, undefined)) return { ok: false, why: 'guard', guard: g }
    }
    return { ok: false, why: 'guard', guard: 'unknown' }
  }
  const [next, actions] = transition(machine, snapshot, event)
  return { ok: true, to: String(next.value), effects: actions.map((a) => a.type).filter((t) => !t.startsWith('xstate.')), snapshot: next }
}

/**
 * XState's pure `transition(machine, snapshot, event)`, with the machine's inert scope made once:
 * XState's own builds an actor (and its initial snapshot) on every call, half of a check's cost. A
 * lifecycle has no children or timers, so the one scope only collects the actions each call runs.
 */
const scopes = new WeakMap<AnyStateMachine, AnyActorScope>()
function transition(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: DocEvent): [AnyMachineSnapshot, { type: string }[]] {
  let scope = scopes.get(machine)
  if (!scope) {
    const self = createActor(machine)
    const nothing = () => {}
    scope = {
      self,
      defer: nothing,
      id: '',
      logger: nothing,
      sessionId: '',
      stopChild: nothing,
      system: self.system,
      emit: nothing,
      actionExecutor: nothing,
    }
    scopes.set(machine, scope)
  }
  const actions: { type: string }[] = []
  scope.actionExecutor = (action) => void actions.push(action)
  try {
    return [machine.transition(snapshot, event, scope), actions]
  } finally {
    scope.actionExecutor = () => {}
  }
}

/**
 * The effects a machine names: every action of its transitions that is not one of XState's own
 * (an `assign` only mirrors progress for later guards). Each must have its server handler.
 */
export function effectNames(machine: AnyStateMachine): string[] {
  const impl = (machine.implementations.actions ?? {}) as Record<string, { type?: string } | undefined>
  const names = new Set<string>()
  for (const state of Object.values(machine.root.states) as unknown as { on: Record<string, { actions: unknown[] }[]> }[])
    for (const transitions of Object.values(state.on))
      for (const t of transitions)
        for (const a of t.actions) {
          const type = typeof a === 'string' ? a : (a as { type?: string }).type
          if (!type || type.startsWith('xstate.') || impl[type]?.type?.startsWith('xstate.')) continue
          names.add(type)
        }
  return [...names].sort()
}
