import { useEffect, useRef, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLingui as useLinguiCore } from '@lingui/react'
import { CheckCircle2, Loader2, MapPin, ScanBarcode, XCircle } from 'lucide-react'
import { deliveryResource, entryResource, PLACE_KINDS } from '../../../shared/resources/warehouse.ts'
import { detailQuery, resourceKeys, type Row } from '../../components/resource/resource-api.ts'
import { sendTransition } from '../../components/lifecycle/lifecycle-api.ts'
import { api } from '../../lib/api.ts'
import { ApiFailure } from '../../lib/auth.ts'
import { beep } from './beep.ts'
import { scanStation, type StationLine, type StationMode, type StationPlace } from './scan-station.ts'

type EntryLine = { Id: number; ProductName: string; BarCode: string; ProductNum: number; AlreadyNum: number; BadNum: number; PutNum: number }
type DeliveryLine = { Id: number; ProductName: string; BarCode: string; ProductNum: number; PickNum: number }
type Reservation = { LineId: number; PlaceId: number; PlaceTitle: string; Qty: number }

/**
 * What each station does with its document: the state it works in, its events, what it counts,
 * and the places it scans (none; the warehouse's storage places; the places reserved for the
 * document).
 */
const MODES = {
  receive: {
    def: entryResource,
    title: msg`Receiving`,
    queue: '/entry/receiving',
    start: { state: 'Expected', event: 'arrive', label: msg`The goods have arrived: start receiving` },
    active: 'Receiving',
    event: 'receiveLine',
    finish: { event: 'finishReceiving', label: msg`Finish receiving` },
    finished: { state: 'Received', text: msg`Received. The entry waits for put-away.` },
    done: msg`Received`,
    places: 'none',
    lines: (row: Row): StationLine[] => (row.Lines as EntryLine[]).map((l) => ({ Id: l.Id, ProductName: l.ProductName, BarCode: l.BarCode, expected: l.ProductNum, done: l.AlreadyNum + l.BadNum })),
  },
  putaway: {
    def: entryResource,
    title: msg`Put-away`,
    queue: '/entry/arrived',
    start: { state: 'Received', event: 'startPutaway', label: msg`Start putting away` },
    active: 'PuttingAway',
    event: 'putLine',
    finish: { event: 'completePutaway', label: msg`Complete put-away` },
    finished: { state: 'Stored', text: msg`Stored. The goods are on their places.` },
    done: msg`Put away`,
    places: 'storage',
    lines: (row: Row): StationLine[] => (row.Lines as EntryLine[]).map((l) => ({ Id: l.Id, ProductName: l.ProductName, BarCode: l.BarCode, expected: l.AlreadyNum, done: l.PutNum })),
  },
  pick: {
    def: deliveryResource,
    title: msg`Picking`,
    queue: '/delivery/picking',
    start: { state: 'Allocated', event: 'startPicking', label: msg`Start picking` },
    active: 'Picking',
    event: 'pickLine',
    finish: { event: 'completePicking', label: msg`Complete picking` },
    finished: { state: 'Picked', text: msg`Picked. The delivery waits for packing.` },
    done: msg`Picked`,
    places: 'reserved',
    lines: (row: Row): StationLine[] => {
      const reserved = (row.Reservations ?? []) as Reservation[]
      return (row.Lines as DeliveryLine[]).map((l) => ({
        Id: l.Id,
        ProductName: l.ProductName,
        BarCode: l.BarCode,
        expected: l.ProductNum,
        done: l.PickNum,
        atPlace: Object.fromEntries(reserved.filter((r) => r.LineId === l.Id).map((r) => [r.PlaceId, r.Qty])),
      }))
    },
  },
} as const

/** The places reserved for a delivery, in the order of a walk through them. */
const reservedPlaces = (row: Row): StationPlace[] =>
  [...new Map(((row.Reservations ?? []) as Reservation[]).map((r) => [r.PlaceId, { Id: r.PlaceId, Title: r.PlaceTitle }])).values()].sort((a, b) => a.Title.localeCompare(b.Title, undefined, { numeric: true }))

/** The storage places of a warehouse (a put-away scans one of them; never its receiving or dispatch area). */
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

/** A station of one document (`/station/receiving/<entry>`, `/station/putaway/<entry>`, `/station/picking/<delivery>`). */
export function DocStation({ id, mode }: { id: number; mode: StationMode }) {
  const entry = useQuery({ ...detailQuery(MODES[mode].def, id), staleTime: Infinity })
  const places = usePlaces(Number(entry.data?.WarehouseId ?? 0), MODES[mode].places === 'storage' && !!entry.data)
  const error = entry.error ?? places.error
  if (error)
    return (
      <p className="p-6 text-red-700" role="alert">
        {error instanceof ApiFailure ? (error.envelope.Message ?? error.message) : error.message}
      </p>
    )
  if (!entry.data || (MODES[mode].places === 'storage' && !places.data)) return <Loader2 className="m-6 size-6 animate-spin text-neutral-400" aria-hidden />
  return <Station row={entry.data} mode={mode} places={MODES[mode].places === 'reserved' ? reservedPlaces(entry.data) : places.data} />
}

function Station({ row, mode, places }: { row: Row; mode: StationMode; places?: StationPlace[] }) {
  const { t } = useLingui()
  const { i18n } = useLinguiCore()
  const queryClient = useQueryClient()
  const spec = MODES[mode]
  const [state, setState] = useState(String(row.State))
  const version = useRef(row.Version as number)
  const [failure, setFailure] = useState<string>()
  const [snapshot, send] = useMachine(
    scanStation.provide({
      actors: {
        count: fromPromise<StationLine[], { lineId: number; qty: number; placeId?: number }>(async ({ input }) => {
          const data = { LineId: input.lineId, Qty: input.qty, ...(input.placeId ? { PlaceId: input.placeId } : {}) }
          const res = await sendTransition(spec.def.name, { Id: row.Id, Version: version.current }, spec.event, data)
          if (!res.Result || !res.Data) throw new Error(res.Message ?? t`The server refused this scan`)
          version.current = res.Data.Version as number
          setState(String(res.Data.State))
          return spec.lines(res.Data)
        }),
      },
    }),
    { input: { mode, lines: spec.lines(row), places } },
  )
  const { lines, last, qty, place } = snapshot.context

  // Each outcome is heard as well as seen.
  useEffect(() => {
    if (last) beep(last.kind === 'error' ? 'error' : 'ok')
  }, [last])

  const scanRef = useRef<HTMLInputElement>(null)
  const [code, setCode] = useState('')
  const refocus = () => setTimeout(() => scanRef.current?.focus(), 0)

  const step = async (event: string) => {
    setFailure(undefined)
    const res = await sendTransition(spec.def.name, { Id: row.Id, Version: version.current }, event)
    if (!res.Result || !res.Data) return setFailure(res.Message ?? '')
    version.current = res.Data.Version as number
    setState(String(res.Data.State))
    send({ type: 'SYNC', lines: spec.lines(res.Data) })
    await queryClient.invalidateQueries({ queryKey: resourceKeys.all(spec.def.name) })
    refocus()
  }

  const message = last?.kind === 'error' ? (typeof last.message === 'string' ? last.message : i18n._(last.message.id!, last.values, { message: last.message.message })) : undefined
  const lastLine = last?.kind === 'ok' ? lines.find((l) => l.Id === last.lineId) : undefined
  const active = state === spec.active
  const tone = last?.kind === 'ok' ? 'bg-emerald-600 text-white font-semibold' : last?.kind === 'error' ? 'bg-red-600 text-white font-semibold' : last?.kind === 'place' ? 'bg-sky-600 text-white font-semibold' : 'bg-white text-neutral-600 ring-1 ring-neutral-200'

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
                ? t`+${last.qty} ${lastLine.ProductName} (${lastLine.done} of ${lastLine.expected})`
                : last?.kind === 'place'
                  ? t`Place ${last.place.Title}: now scan the items`
                  : (message ?? (snapshot.matches('done') ? t`Everything on this entry is done` : snapshot.matches('waitingForPlace') ? t`Scan a place` : t`Scan an item`))}
            </span>
          </div>

          {place ? (
            <p className="flex items-center gap-2 text-sm" data-testid="station-place">
              <MapPin className="size-4 text-sky-700" aria-hidden />
              {mode === 'pick' ? <Trans>Picking at</Trans> : <Trans>Putting away at</Trans>} <span className="font-mono font-semibold">{place.Title}</span>
            </p>
          ) : null}

          {/* A reader types the code and Enter, like a keyboard. */}
          <div className="flex gap-2">
            <label className="flex flex-1 flex-col gap-1 text-xs text-neutral-600">
              {places ? <Trans>Place or item barcode</Trans> : <Trans>Barcode</Trans>}
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
                min={1}
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
          {lines.map((l) => (
            <tr key={l.Id} data-testid={`station-line-${l.Id}`} className={`border-b border-neutral-100 ${lastLine?.Id === l.Id ? 'bg-emerald-50' : ''}`}>
              <td className="px-3 py-2">
                <div className="font-medium">{l.ProductName}</div>
                <div className="font-mono text-xs text-neutral-500">{l.BarCode || '—'}</div>
              </td>
              <td className={`px-3 py-2 text-right text-base tabular-nums ${l.done >= l.expected ? 'text-emerald-700' : ''}`} data-testid="line-count">
                {l.done} / {l.expected}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      {active && snapshot.matches('done') ? (
        <button type="button" className="rounded-lg bg-emerald-700 px-4 py-3 text-white" data-testid="station-finish" onClick={() => void step(spec.finish.event)}>
          {i18n._(spec.finish.label)}
        </button>
      ) : null}
      {state === spec.finished.state ? (
        <p className="rounded-lg bg-emerald-50 px-4 py-3 text-emerald-800" role="status" data-testid="station-finished">
          {i18n._(spec.finished.text)}
        </p>
      ) : null}
      {failure ? (
        <p className="rounded-lg bg-red-50 px-4 py-3 text-red-700" role="alert">
          {failure}
        </p>
      ) : null}
    </main>
  )
}
