import { useCallback } from 'react'
import { useNavigate } from '@tanstack/react-router'

/**
 * Changes some of a screen's address parameters and keeps the others: what a report's controls do
 * (a month, a warehouse, a grouping). A parameter set to undefined leaves the address.
 */
export function useSearchPatch<T extends object>(): (patch: Partial<T>) => void {
  const navigate = useNavigate()
  return useCallback(
    (patch: Partial<T>) =>
      void navigate({
        to: '.',
        search: (prev: Record<string, unknown>) =>
          Object.fromEntries(Object.entries({ ...prev, ...patch }).filter(([, v]) => v !== undefined)),
      }),
    [navigate],
  )
}
