import { useEffect, useRef, useState } from 'react'
import { api } from '../../../../kernel/web/lib/api.ts'

export interface ItemRef {
  Doc: string
  Id: number
}

/** The station's hold on its work items, and the way to take them over from a colleague. */
export interface StationClaim {
  /** The server's words naming the colleague who holds an item, while someone else does. */
  heldBy?: string
  busy: boolean
  failure?: string
  takeOver(): void
}

/**
 * Opening a station takes its work items (a queue claim each), so no colleague works the same
 * items meanwhile. An item someone else holds stops the station until the worker takes it over
 * explicitly: the colleague is told, and the server refuses every step of a non-holder anyway.
 */
export function useStationClaim(items: readonly ItemRef[], enabled: boolean): StationClaim {
  const [heldBy, setHeldBy] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string>()
  // The items as of the last render; the claim runs again only when they change (their key).
  const current = useRef(items)
  current.current = items
  const key = items.map((i) => `${i.Doc}:${i.Id}`).join(',')
  useEffect(() => {
    if (!enabled) return
    let live = true
    void (async () => {
      for (const item of current.current) {
        const res = await api('Queue/Claim', { body: { Doc: item.Doc, Id: item.Id }, quiet: true }).catch(() => undefined)
        if (!live) return
        if (res && !res.Result) return setHeldBy(res.Message ?? '')
      }
    })()
    return () => {
      live = false
    }
  }, [key, enabled])

  const takeOver = () => {
    void (async () => {
      setBusy(true)
      setFailure(undefined)
      try {
        for (const item of current.current) {
          // Free or already ours: a claim; held by a colleague: a takeover (they are told).
          const claimed = await api('Queue/Claim', { body: { Doc: item.Doc, Id: item.Id }, quiet: true })
          if (claimed.Result) continue
          const taken = await api('Queue/TakeOver', { body: { Doc: item.Doc, Id: item.Id } })
          if (!taken.Result) return setFailure(taken.Message ?? '')
        }
        setHeldBy(undefined)
      } catch {
        // no network: the notice is up already
      } finally {
        setBusy(false)
      }
    })()
  }

  return { heldBy, busy, failure, takeOver }
}
