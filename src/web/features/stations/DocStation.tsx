import { useEffect, useRef, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLingui as useLinguiCore } from '@lingui/react'
import { CheckCircle2, Loader2, MapPin, ScanBarcode, XCircle } from 'lucide-react'
import { PLACE_KINDS } from '../../../shared/resources/warehouse.ts'
import { detailQuery, resourceKeys, type Row } from '../../components/resource/resource-api.ts'
import { sendTransition } from '../../components/lifecycle/lifecycle-api.ts'
import { api } from '../../lib/api.ts'
import { ApiFailure } from '../../lib/auth.ts'
import { DeliveryPrintLinks, EntryPrintLinks, InventoryPrintLinks } from '../print/PrintLinks.tsx'
import { beep } from './beep.ts'
import { PackagePanel } from './PackagePanel.tsx'
import { scanStation, type Count, type StationLine, type StationMode, type StationPlace } from './scan-station.ts'
import { MODES, reservedPlaces, sheetPlaces } from './station-modes.ts'

/** The storage places of a warehouse (a put-away scans them; never the receiving or dispatch area). */
function usePlaces(warehouseId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...resourceKeys.all('Place'), 'station', warehouseId],
    enabled,
    queryFn: async ({ signal }) => {
      const res = await api<{ Id: number; Title: string }[]>('/Api/Place/Index', { query: { WarehouseId: warehouseId, Kind: PLACE_KINDS.storage, Size: 1000 }, signal })
      if (!res.Result) throw new ApiFailure(res)
      return (res.Data ?? []).map((p): StationPlace => ({ Id: p.Id, Title: p.Title }))
    },
  })
}

/** The places a station of this document scans, as the document stands now. */
function placesOf(mode: StationMode, row: Row, storage: readonly StationPlace[] | undefined): StationPlace[] | undefined {
  const kind = MODES[mode].places
  if (kind === 'reserved') return reservedPlaces(row)
  if (kind === 'sheet') return sheetPlaces(row)
  if (kind === 'storage') return storage ? [...storage] : undefined
  return undefined
}

/** A station of one document (`/station/receiving/<entry>`, `…/putaway/<entry>`, `…/picking/<delivery>`, `…/packing/<delivery>`, `…/stocktake/<inventory>`). */
export function DocStation({ id, mode }: { id: number; mode: StationMode }) {
  const spec = MODES[mode]
  const doc = useQuery({ ...detailQuery(spec.def, id), staleTime: Infinity })
  const needsStorage = spec.places === 'storage'
  const places = usePlaces(Number(doc.data?.WarehouseId ?? 0), needsStorage && !!doc.data)
  const error = doc.error ?? places.error
  if (error)
    return (
      <p className="p-6 text-red-700" role="alert">
        {error instanceof ApiFailure ? (error.envelope.Message ?? error.message) : error.message}
      </p>
    )
  if (!doc.data || (needsStorage && !places.data)) return <Loader2 className="m-6 size-6 animate-spin text-neutral-400" aria-hidden />
  return <Station row={doc.data} mode={mode} storage={places.data} />
}

function Station({ row: first, mode, storage }: { row: Row; mode: StationMode; storage?: StationPlace[] }) {
  const { t } = useLingui()
  const { i18n } = useLinguiCore()
  const queryClient = useQueryClient()
  const spec = MODES[mode]
  // The document as the server last answered; its Version goes with the next event.
  const [row, setRow] = useState(first)
  const current = useRef(first)
  const accept = (next: Row) => {
    current.current = next
    setRow(next)
  }
  const [failure, setFailure] = useState<string>()
  const [snapshot, send] = useMachine(
    scanStation.provide({
      actors: {
        count: fromPromise<StationLine[], Count>(async ({ input }) => {
          const res = await sendTransition(spec.def.name, current.current, spec.event, spec.payload(input))
          if (!res.Result || !res.Data) throw new Error(res.Message ?? t`The server refused this scan`)
          accept(res.Data)
          return spec.lines(res.Data)
        }),
      },
    }),
    { input: { mode, lines: spec.lines(first), places: placesOf(mode, first, storage) } },
  )
  const { lines, last, qty, place, packageNo } = snapshot.context
  const state = String(row.State)

  // Each outcome is heard as well as seen.
  useEffect(() => {
    if (last) beep(last.kind === 'error' ? 'error' : 'ok')
  }, [last])

  const scanRef = useRef<HTMLInputElement>(null)
  const [code, setCode] = useState('')
  const refocus = () => setTimeout(() => scanRef.current?.focus(), 0)

  /** A step of the document that is not a scan (start, weigh, finish); its answer replaces the station's lines. */
  const step = async (event: string, payload?: Record<string, unknown>) => {
    setFailure(undefined)
    const res = await sendTransition(spec.def.name, current.current, event, payload)
    if (!res.Result || !res.Data) return setFailure(res.Message ?? '')
    accept(res.Data)
    send({ type: 'SYNC', lines: spec.lines(res.Data), places: spec.places === 'sheet' ? placesOf(mode, res.Data, storage) : undefined })
    await queryClient.invalidateQueries({ queryKey: resourceKeys.all(spec.def.name) })
    refocus()
  }

  const message = last?.kind === 'error' ? (typeof last.message === 'string' ? last.message : i18n._(last.message.id!, last.values, { message: last.message.message })) : undefined
  const lastLine = last?.kind === 'ok' ? lines.find((l) => l.Id === last.lineId) : undefined
  const active = state === spec.active
  const counting = mode === 'count'
  const tone = last?.kind === 'ok' ? 'bg-emerald-600 text-white font-semibold' : last?.kind === 'error' ? 'bg-red-600 text-white font-semibold' : last?.kind === 'place' ? 'bg-sky-600 text-white font-semibold' : 'bg-white text-neutral-600 ring-1 ring-neutral-200'
  // A put-away's next suggestion: where the first line still waiting should go.
  const suggestion = mode === 'putaway' ? lines.find((l) => l.done < l.expected && l.suggested)?.suggested : undefined
  // A stocktake shows the lines of the place being counted (all of them before a place is scanned).
  const shown = counting && place ? lines.filter((l) => l.placeId === place.Id) : lines
  const uncounted = lines.filter((l) => l.uncounted).length

  const idle = snapshot.matches('done')
    ? t`Everything on this document is done`
    : snapshot.matches('waitingForPlace')
      ? suggestion
        ? t`Scan a place (suggested: ${suggestion})`
        : t`Scan a place`
      : t`Scan an item`

  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col gap-3 bg-neutral-50 p-3" data-testid="station" data-mode={mode}>
      <header className="flex items-center justify-between gap-2">
        <div>
          <h1 className="text-base font-semibold">
            {i18n._(spec.title)} · #{row.Id}
          </h1>
          <p className="text-sm text-neutral-600">{String(row.Title ?? '')}</p>
        </div>
        <Link to={spec.queue} className="text-sm text-sky-700 hover:underline">
          <Trans>Back to the queue</Trans>
        </Link>
      </header>

      {state === spec.start.state ? (
        <button type="button" className="rounded-lg bg-neutral-900 px-4 py-3 text-white" data-testid="station-start" onClick={() => void step(spec.start.event)}>
          {i18n._(spec.start.label)}
        </button>
      ) : null}

      {active ? (
        <>
          <div role="status" data-testid="scan-status" data-kind={last?.kind ?? 'idle'} className={`flex items-center gap-3 rounded-lg px-4 py-4 text-lg ${tone}`}>
            {last?.kind === 'ok' ? (
              <CheckCircle2 className="size-7 shrink-0" aria-hidden />
            ) : last?.kind === 'error' ? (
              <XCircle className="size-7 shrink-0" aria-hidden />
            ) : last?.kind === 'place' ? (
              <MapPin className="size-7 shrink-0" aria-hidden />
            ) : (
              <ScanBarcode className="size-7 shrink-0" aria-hidden />
            )}
            <span>
              {lastLine && last?.kind === 'ok'
                ? counting
                  ? t`+${last.qty} ${lastLine.ProductName} (${lastLine.done} counted)`
                  : t`+${last.qty} ${lastLine.ProductName} (${lastLine.done} of ${lastLine.expected})`
                : last?.kind === 'place'
                  ? t`Place ${last.place.Title}: now scan the items`
                  : (message ?? idle)}
            </span>
          </div>

          {place ? (
            <p className="flex items-center gap-2 text-sm" data-testid="station-place">
              <MapPin className="size-4 text-sky-700" aria-hidden />
              {mode === 'pick' ? <Trans>Picking at</Trans> : counting ? <Trans>Counting at</Trans> : <Trans>Putting away at</Trans>} <span className="font-mono font-semibold">{place.Title}</span>
            </p>
          ) : null}

          {mode === 'pack' ? <PackagePanel row={row} packageNo={packageNo} onPackage={(no) => send({ type: 'PACKAGE', packageNo: no })} onWeigh={(PackageNo, Weight) => void step('weighPackage', { PackageNo, Weight })} /> : null}

          {/* A reader types the code and Enter, like a keyboard. */}
          <div className="flex gap-2">
            <label className="flex flex-1 flex-col gap-1 text-xs text-neutral-600">
              {spec.places !== 'none' ? <Trans>Place or item barcode</Trans> : <Trans>Barcode</Trans>}
              <input
                ref={scanRef}
                autoFocus
                inputMode="none"
                autoComplete="off"
                data-testid="scan-input"
                className="h-12 rounded-lg border border-neutral-300 bg-white px-3 font-mono text-lg outline-none focus:border-sky-600 focus:ring-2 focus:ring-sky-200"
                value={code}
                onChange={(e) => setCode(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key !== 'Enter') return
                  e.preventDefault()
                  if (!code.trim() || snapshot.matches('counting')) return
                  send({ type: 'SCAN', code: code.trim() })
                  setCode('')
                }}
              />
            </label>
            <label className="flex w-24 flex-col gap-1 text-xs text-neutral-600">
              <Trans>Quantity</Trans>
              <input
                type="number"
                min={counting ? 0 : 1}
                inputMode="numeric"
                data-testid="scan-qty"
                className="h-12 rounded-lg border border-neutral-300 bg-white px-3 text-lg tabular-nums"
                value={qty}
                onChange={(e) => send({ type: 'QTY', qty: Number(e.target.value) })}
                onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), refocus())}
              />
            </label>
          </div>
        </>
      ) : null}

      <table className="w-full rounded-lg bg-white text-sm ring-1 ring-neutral-200">
        <thead>
          <tr className="border-b border-neutral-200 text-left text-xs text-neutral-500">
            <th className="px-3 py-2">
              <Trans>Item</Trans>
            </th>
            <th className="px-3 py-2 text-right">{i18n._(spec.done)}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((l) => (
            <tr key={l.Id} data-testid={`station-line-${l.Id}`} className={`border-b border-neutral-100 ${lastLine?.Id === l.Id ? 'bg-emerald-50' : ''}`}>
              <td className="px-3 py-2">
                <div className="font-medium">{l.ProductName}</div>
                <div className="font-mono text-xs text-neutral-500">
                  {l.BarCode || '—'}
                  {l.owner ? <span className="ml-2 font-sans text-neutral-600">{l.owner}</span> : null}
                </div>
                {l.suggested && l.done < l.expected ? (
                  <div className="text-xs text-sky-700" data-testid="line-suggested">
                    <Trans>Suggested place: {l.suggested}</Trans>
                  </div>
                ) : null}
                {counting && !place ? <div className="font-mono text-xs text-neutral-500">{snapshot.context.places?.find((p) => p.Id === l.placeId)?.Title}</div> : null}
              </td>
              <td className={`px-3 py-2 text-right text-base tabular-nums ${!counting && l.done >= l.expected ? 'text-emerald-700' : ''}`} data-testid="line-count">
                {counting ? (
                  l.uncounted ? (
                    active && place ? (
                      <button type="button" className="rounded border border-neutral-300 px-2 py-0.5 text-xs" data-testid="none-here" onClick={() => send({ type: 'NONE', lineId: l.Id })}>
                        <Trans>None here</Trans>
                      </button>
                    ) : (
                      '—'
                    )
                  ) : (
                    l.done
                  )
                ) : (
                  `${l.done} / ${l.expected}`
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      {active && (snapshot.matches('done') || counting) ? (
        <>
          {counting && uncounted > 0 ? (
            <p className="text-sm text-amber-800" data-testid="uncounted">
              <Trans>{uncounted} lines are not counted yet: submitting counts them as none found.</Trans>
            </p>
          ) : null}
          <button type="button" className="rounded-lg bg-emerald-700 px-4 py-3 text-white" data-testid="station-finish" onClick={() => void step(spec.finish.event, spec.finish.payload?.(lines))}>
            {i18n._(spec.finish.label)}
          </button>
        </>
      ) : null}
      {state === spec.finished.state ? (
        <p className="rounded-lg bg-emerald-50 px-4 py-3 text-emerald-800" role="status" data-testid="station-finished">
          {i18n._(spec.finished.text)}
        </p>
      ) : null}
      {failure ? (
        <p className="rounded-lg bg-red-50 px-4 py-3 text-red-700" role="alert" data-testid="station-failure">
          {failure}
        </p>
      ) : null}
      <footer className="pt-2">
        {spec.def.name === 'Entry' ? (
          <EntryPrintLinks id={row.Id} lines={(row.Lines ?? []) as { ProductId: number }[]} />
        ) : spec.def.name === 'Delivery' ? (
          <DeliveryPrintLinks id={row.Id} />
        ) : (
          <InventoryPrintLinks id={row.Id} />
        )}
      </footer>
    </main>
  )
}
