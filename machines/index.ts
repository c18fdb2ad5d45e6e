import type { Lifecycle } from './define.ts'
import { agentLifecycle } from './agent.ts'
import { clientLifecycle } from './client.ts'

/** Every document lifecycle, by document name: the client's record pages and the server's engine read this one list. */
export const LIFECYCLES: readonly Lifecycle[] = [clientLifecycle, agentLifecycle]

export const LIFECYCLE_BY_DOC: Readonly<Record<string, Lifecycle>> = Object.fromEntries(LIFECYCLES.map((l) => [l.doc, l]))
