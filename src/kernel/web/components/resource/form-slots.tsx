import { createContext, useContext, type ReactNode } from 'react'
import type { FormSlot } from './ResourceForm.tsx'

const Slots = createContext<Readonly<Record<string, FormSlot>>>({})

/**
 * What one area adds under another area's record form, by resource name: the transport area's
 * shipping quote under a delivery's fields. The page's own `formSlot` comes first.
 */
export function FormSlotsProvider({ slots, children }: { slots: Readonly<Record<string, FormSlot>>; children: ReactNode }) {
  return <Slots.Provider value={slots}>{children}</Slots.Provider>
}

/** The form slot the app's areas give a resource, if any. */
export const useFormSlot = (resource: string): FormSlot | undefined => useContext(Slots)[resource]
