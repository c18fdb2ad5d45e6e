import { createContext, useContext, type ReactNode } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import type { ResourceDef } from '../../../kernel/shared/resources/define.ts'
import type { Line } from '../resource/lines.ts'

/** What a payload view is shown: the value, its field, the document's definition and lines. */
export interface PayloadViewProps {
  def: ResourceDef
  field: string
  value: unknown
  lines: readonly Line[]
}

/**
 * What an area adds to the timeline's payloads: views for values of its own shape (the customs
 * gateway's answer, customs' receipts; a view answers undefined for a value that is not its own),
 * and labels for the payload fields its services add to any document's events.
 */
export interface PayloadParts {
  views: readonly ((p: PayloadViewProps) => ReactNode | undefined)[]
  labels: Readonly<Record<string, MessageDescriptor | undefined>>
}

const Parts = createContext<PayloadParts>({ views: [], labels: {} })

/** The app's payload views and labels, from its areas. */
export function PayloadPartsProvider({ parts, children }: { parts: PayloadParts; children: ReactNode }) {
  return <Parts.Provider value={parts}>{children}</Parts.Provider>
}

export const usePayloadParts = (): PayloadParts => useContext(Parts)
