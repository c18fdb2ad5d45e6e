import { createContext, useContext, type ReactNode } from 'react'
import type { MessageDescriptor } from '@lingui/core'

const Labels = createContext<Readonly<Record<string, MessageDescriptor>>>({})

/** What the app's areas call their permission resources in the role matrix. */
export function PermissionLabelsProvider({
  labels,
  children,
}: {
  labels: Readonly<Record<string, MessageDescriptor>>
  children: ReactNode
}) {
  return <Labels.Provider value={labels}>{children}</Labels.Provider>
}

/** A permission resource's name, else its key. */
export function usePermissionLabel(): (resource: string) => MessageDescriptor {
  const labels = useContext(Labels)
  return (resource) => labels[resource] ?? { id: resource, message: resource }
}
