import { createContext, useContext, type ReactNode } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import type { ResourceDef } from '../../../shared/resources/define.ts'
import type { Row } from '../resource/resource-api.ts'
import type { QueueDoc } from './queue-docs.ts'

/**
 * What the app's areas hand the queue screens: the documents feeding each queue (from the
 * machines' `queue:` tags, with their definitions), each queue's title (its declaration in the
 * area's manifest), the resources the queued documents refer to (a reference the agent may not
 * view is left out), the links an item's panel offers beside its actions (the warehouse's stations)
 * and what it shows under the lines (where a delivery's goods are reserved).
 */
export interface QueueParts {
  docs(queue: string): readonly QueueDoc[]
  title(queue: string): MessageDescriptor
  referenced: ReadonlyMap<string, ResourceDef>
  itemLinks?(doc: string, row: Row): ReactNode
  itemDetails?(doc: string, row: Row, lines: readonly Record<string, unknown>[]): ReactNode
}

const Parts = createContext<QueueParts>({ docs: () => [], title: (queue) => ({ id: queue }), referenced: new Map() })

/** The app's queues, from its areas. */
export function QueuePartsProvider({ parts, children }: { parts: QueueParts; children: ReactNode }) {
  return <Parts.Provider value={parts}>{children}</Parts.Provider>
}

export const useQueueParts = (): QueueParts => useContext(Parts)
