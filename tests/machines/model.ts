import type { AnyMachineSnapshot } from 'xstate'
import type { DocContext, DocEvent, Lifecycle } from '../../machines/define.ts'
import type { DEMO, TestResponse, TestServer } from '../helpers/server.ts'

export type Role = keyof typeof DEMO

/** What a path step run through the API can reach. */
export interface ApiDriver {
  server: TestServer
  /** Calls as one of the demo accounts (the administrator unless named), in en-US. */
  call<T = unknown>(path: string, opts?: Parameters<TestServer['call']>[1] & { as?: Role }): Promise<TestResponse<T>>
}

/**
 * How to drive one machine in tests. The same model feeds the paths over the machine alone and
 * the same paths over the HTTP API on a real database.
 */
export interface DocModel {
  lifecycle: Lifecycle
  /** The context the pure machine starts from (its record, lines and facts). */
  input: DocContext
  /** The events to try from a snapshot, with sample payloads and actors (at least one per event type the state reacts to). */
  events(snapshot: AnyMachineSnapshot): DocEvent[]
  /** How traversal tells snapshots apart (default: the state name); include whatever guards read that events change. */
  serialize?(snapshot: AnyMachineSnapshot): string
  /** Creates a record in the machine's initial state through the API and answers its Id. */
  create(api: ApiDriver): Promise<number>
  /**
   * Before an event is sent through the API: set up what it needs (stock, gateway receipts) and
   * answer the `Data` to send (record line ids differ from the model's). Default: the event's data.
   */
  prepare?(api: ApiDriver, id: number, event: DocEvent): Promise<Record<string, unknown> | void>
  /** Which demo account sends the event (default admin). Timed events are sent by the scheduler. */
  as?(event: DocEvent): Role
  /**
   * An event the state offers but a guard refuses, to prove such a refusal changes nothing: the
   * state to drive a new record to (or an existing record to use), and the event.
   */
  /**
   * An event the state offers that a guard refuses; `facts` are what the server reads for the
   * refused record (a coupon past its time), for the pure check; `record` makes that record.
   */
  refusedByGuard?: { state: string; event: DocEvent; facts?: Record<string, unknown>; record?(api: ApiDriver): Promise<number> }
  /** Dependencies the API run's server needs (a scripted customs gateway …); merged into one test server. */
  serverDeps?: Record<string, unknown>
  /** Checks after every step through the API (for warehouse documents: balances equal a rebuild from the ledger). */
  verify?(api: ApiDriver, id: number): Promise<void>
}

export const serializeState = (model: DocModel, snapshot: AnyMachineSnapshot) =>
  model.serialize ? model.serialize(snapshot) : String(snapshot.value)
