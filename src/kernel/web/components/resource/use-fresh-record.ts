import { useEffect, useRef, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { ResourceDef } from '../../../shared/resources/define.ts'
import { cacheName, detailQuery, resourceKeys } from './resource-api.ts'
import { isOwnWrite } from './own-writes.ts'

/** How often an open record asks whether it changed (and whenever its tab comes back into view). */
export const RECORD_REFRESH_MS = 10_000

/**
 * An open record that never goes stale silently: it is read again every few seconds and when the
 * tab is looked at again, and a newer Version someone else (a colleague, customs' answer through
 * the poll) wrote is reported (`changed`), its actions and timeline read again with it. So the
 * next click is made on what the record is now, not answered 409.
 */
export function useFreshRecord(def: ResourceDef, id: number) {
  const queryClient = useQueryClient()
  const cache = cacheName(def)
  const record = useQuery({ ...detailQuery(def, id), refetchInterval: RECORD_REFRESH_MS, refetchOnWindowFocus: true })
  const seen = useRef<{ id: number; version: number } | undefined>(undefined)
  const [changed, setChanged] = useState(false)
  const version = record.data?.Version
  useEffect(() => {
    if (typeof version !== 'number') return
    const last = seen.current
    seen.current = { id, version }
    if (!last || last.id !== id) return setChanged(false)
    if (version <= last.version || isOwnWrite(cache, id, version)) return
    setChanged(true)
    void queryClient.invalidateQueries({ queryKey: resourceKeys.all(cache) })
  }, [version, id, cache, queryClient])
  return { record, changed, dismiss: () => setChanged(false) }
}
