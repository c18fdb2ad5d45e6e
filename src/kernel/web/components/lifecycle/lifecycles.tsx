import { createContext, useContext, type ReactNode } from 'react'
import type { Lifecycle } from '../../../../../machines/define.ts'

/**
 * The lifecycles of the app's documents, by document name: the app provides them (its list of
 * machines), so the generic list, detail and cell know a lifecycle document by its definition's
 * name without knowing which documents the app has.
 */
const Lifecycles = createContext<Readonly<Record<string, Lifecycle>>>({})

export function LifecyclesProvider({ byDoc, children }: { byDoc: Readonly<Record<string, Lifecycle>>; children: ReactNode }) {
  return <Lifecycles.Provider value={byDoc}>{children}</Lifecycles.Provider>
}

/** The lifecycle of a document type, if the app runs one for it. */
export const useLifecycle = (doc: string): Lifecycle | undefined => useContext(Lifecycles)[doc]
