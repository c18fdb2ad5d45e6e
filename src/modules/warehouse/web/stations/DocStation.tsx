import { useRef, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { useLingui as useLinguiCore } from '@lingui/react'
import { Loader2 } from 'lucide-react'
import { detailQuery, resourceKeys, type Row } from '../../../../kernel/web/components/resource/resource-api.ts'
import { sendTransition } from '../../../../kernel/web/components/lifecycle/lifecycle-api.ts'
import { ApiFailure } from '../../../../kernel/web/lib/auth.ts'
import { DeliveryPrintLinks, EntryPrintLinks, InventoryPrintLinks } from '../PrintLinks.tsx'
import { PackagePanel } from './PackagePanel.tsx'
import type { StationPlace } from './scan-station.ts'
import { fromPlaces, MODES, reservedPlaces, sheetPlaces, type StationKind } from './station-modes.ts'
import { usePlaces } from './use-places.ts'
import { useStationClaim } from './use-station-claim.ts'
import { StationScreen, type StationDriver } from './StationScreen.tsx'
import { rowList, rowNumber } from '../../../../kernel/web/components/resource/row-lists.ts'

/** The places a station of this document scans, as the document stands now. */
function placesOf(station: StationKind, row: Row, storage: readonly StationPlace[] | undefined): StationPlace[] | undefined {
  const kind = MODES[station].places
  if (kind === 'reserved') return reservedPlaces(row)
  if (kind === 'sheet') return sheetPlaces(row)
  if (kind === 'from') return storage ? fromPlaces(row, storage) : undefined
  if (kind === 'storage') return storage ? [...storage] : undefined
  return undefined
}

/**
 * A station of one document (`/station/receiving/<entry>`, `…/putaway/<entry>`, `…/picking/<delivery>`,
 * `…/packing/<delivery>`, `…/stocktake/<inventory>`, `…/transfer-pick/<transfer>`, `…/transfer-put/<transfer>`).
 */
export function DocStation({ id, station }: { id: number; station: StationKind }) {
  const spec = MODES[station]
  const doc = useQuery({ ...detailQuery(spec.def, id), staleTime: Infinity })
  // A put-away works at any storage place; a pick knows them to name a wrong one.
  const needsStorage = spec.places === 'storage' || spec.places === 'from' || spec.mode === 'pick'
  const places = usePlaces(Number(doc.data?.WarehouseId ?? 0), needsStorage && !!doc.data)
  const error = doc.error ?? places.error
  if (error)
    return (
      <p className="p-6 text-red-700" role="alert">
        {error instanceof ApiFailure ? (error.envelope.Message ?? error.message) : error.message}
      </p>
    )
  if (!doc.data || (needsStorage && !places.data)) return <Loader2 className="m-6 size-6 animate-spin text-neutral-400" aria-hidden />
  return <OneDocument row={doc.data} station={station} storage={places.data} />
}

/** The station's driver for one document: each scan and step one lifecycle event of it. */
function OneDocument({ row: first, station, storage }: { row: Row; station: StationKind; storage?: StationPlace[] }) {
  const { t } = useLingui()
  const { i18n } = useLinguiCore()
  const queryClient = useQueryClient()
  const spec = MODES[station]
  const { mode } = spec
  // The document as the server last answered; its Version goes with the next event.
  const [row, setRow] = useState(first)
  const current = useRef(first)
  // One event at a time, each with the Version the one before it left: a step pressed while a
  // scan or a weighing is still on its way waits for it instead of being refused as stale.
  const inFlight = useRef<Promise<unknown>>(Promise.resolve())
  const send = (event: string, payload?: Record<string, unknown>) => {
    const next = inFlight.current.then(async () => {
      const res = await sendTransition(spec.def.name, current.current, event, payload)
      if (!res.Result || !res.Data) throw new Error(res.Message ?? t`The server refused this scan`)
      current.current = res.Data
      setRow(res.Data)
      return res.Data
    })
    inFlight.current = next.catch(() => undefined)
    return next
  }
  /** A step: its answer is the station's lines (and a stocktake's places) from now on. */
  const step = async (event: string, payload?: Record<string, unknown>) => {
    await send(event, payload)
    // The lists refresh on their own time: the station does not wait for them.
    void queryClient.invalidateQueries({ queryKey: resourceKeys.all(spec.def.name) })
    // Scans sent after this step (the scan box opens as soon as it is answered) may have been answered
    // since; the station takes the newest row, never this step's older one.
    let seen: Promise<unknown>
    do {
      seen = inFlight.current
      await seen
    } while (seen !== inFlight.current)
    const latest = current.current
    return { lines: spec.lines(latest), places: spec.places === 'sheet' ? placesOf(station, latest, storage) : undefined }
  }
  const state = String(row.State)
  const claim = useStationClaim([{ Doc: spec.def.name, Id: row.Id }], spec.queued && (state === spec.start?.state || state === spec.active))

  const driver: StationDriver = {
    mode,
    title: `${i18n._(spec.title)} · #${row.Id}`,
    subtitle: String(row.Title ?? ''),
    queue: spec.queue,
    phase:
      state === spec.start?.state
        ? 'start'
        : state === spec.active
          ? 'active'
          : spec.finished.states.includes(state)
            ? 'finished'
            : 'other',
    labels: {
      start: spec.start ? i18n._(spec.start.label) : '',
      finish: i18n._(spec.finish.label),
      finished: i18n._(spec.finished.text),
      done: i18n._(spec.done),
    },
    lines: spec.lines(first),
    places: placesOf(station, first, storage),
    elsewhere: mode === 'pick' ? storage : undefined,
    count: async (c) => spec.lines(await send(spec.event, spec.payload(c))),
    start: () => step(spec.start?.event ?? ''),
    finish: (lines) => step(spec.finish.event, spec.finish.payload?.(lines)),
    extra:
      mode === 'pack'
        ? (run, { packageNo, setPackage }) => (
            <PackagePanel
              row={row}
              packageNo={packageNo}
              onPackage={setPackage}
              onWeigh={(PackageNo, Weight) => run(() => step('weighPackage', { PackageNo, Weight }))}
            />
          )
        : undefined,
    claim,
    footer:
      spec.def.name === 'Entry' ? (
        <EntryPrintLinks id={row.Id} lines={rowList(row.Lines, { ProductId: rowNumber })} />
      ) : spec.def.name === 'Delivery' ? (
        <DeliveryPrintLinks id={row.Id} />
      ) : spec.def.name === 'Inventory' ? (
        <InventoryPrintLinks id={row.Id} />
      ) : undefined,
  }
  return <StationScreen driver={driver} />
}
