import { createContext, useContext, type ReactElement, type ReactNode } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import type { ResourceDef } from '../../../shared/resources/define.ts'
import type { Line } from '../resource/lines.ts'
import type { Row } from '../resource/resource-api.ts'
import type { Aria } from './PayloadInput.tsx'
import type { PayloadField } from './payload-fields.ts'

/** What a payload view is shown: the value, its field, the document's definition and lines. */
export interface PayloadViewProps {
  def: ResourceDef
  field: string
  value: unknown
  lines: readonly Line[]
}

/** What an area's own control for an event's payload field is handed (the form's aria props included). */
export interface PayloadInputPartProps extends Aria {
  field: PayloadField
  value: unknown
  onChange(value: unknown): void
  onBlur?(): void
  /** The record the event is sent for, and the line chosen in the form (`LineId`, when it has one). */
  row: Row
  lineId: number | undefined
}

/**
 * What an area adds to the lifecycle's payloads. On the timeline: views for values of its own shape
 * (the customs gateway's answer, customs' receipts; a view answers undefined for a value that is not
 * its own) and labels for the payload fields its services add to any document's events. In the
 * event dialog: the filter of a reference picker from the record (the warehouse's places: storage
 * places of the document's own warehouse), the values a chosen line fills in (the place reserved or
 * suggested for it), and a control of its own for a field (undefined leaves the generic one).
 */
export interface PayloadParts {
  views: readonly ((p: PayloadViewProps) => ReactNode | undefined)[]
  labels: Readonly<Record<string, MessageDescriptor | undefined>>
  referenceFilter?(resource: string, row: Row): Readonly<Record<string, number>> | undefined
  lineDefaults?(row: Row, lineId: number): Readonly<Record<string, unknown>>
  input?(p: PayloadInputPartProps): ReactElement | undefined
}

const Parts = createContext<PayloadParts>({ views: [], labels: {} })

/** The app's payload views and labels, from its areas. */
export function PayloadPartsProvider({ parts, children }: { parts: PayloadParts; children: ReactNode }) {
  return <Parts.Provider value={parts}>{children}</Parts.Provider>
}

export const usePayloadParts = (): PayloadParts => useContext(Parts)
