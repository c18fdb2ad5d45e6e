import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLingui as useLinguiCore } from '@lingui/react'
import { CheckCircle2, MapPin, ScanBarcode, XCircle } from 'lucide-react'
import { beep } from './beep.ts'
import { CameraScan } from './CameraScan.tsx'
import { nextStop, scanStation, type Count, type StationLine, type StationMode, type StationPlace } from './scan-station.ts'
import type { QueueRoute } from './station-modes.ts'
import type { StationClaim } from './use-station-claim.ts'

/** The station's lines (and places) as the server answered a step. */
export type Synced = { lines: StationLine[]; places?: StationPlace[] }

/**
 * What a station works on, one document or a round of several: what it shows, what a counted scan
 * sends, and its steps. A step or a scan the server refuses throws an Error with the server's words.
 */
export interface StationDriver {
  mode: StationMode
  title: string
  subtitle: string
  queue: QueueRoute
  /** Where the work is: not started, being scanned, done, or elsewhere in its lifecycle. */
  phase: 'start' | 'active' | 'finished' | 'other'
  labels: { start: string; finish: string; finished: string; done: string }
  /** The lines and places the station starts from. */
  lines: StationLine[]
  places?: StationPlace[]
  /** The warehouse's other places, so that scanning one is named a wrong place (picking). */
  elsewhere?: StationPlace[]
  count(c: Count): Promise<StationLine[]>
  start(): Promise<Synced>
  finish(lines: readonly StationLine[]): Promise<Synced>
  /** Under a line: where its goods go (a round's delivery). */
  lineNote?(line: StationLine): ReactNode
  /** Beside the scan input while active (the packing station's package): may run steps. */
  extra?(step: (run: () => Promise<Synced>) => void, context: { packageNo: string; setPackage(no: string): void }): ReactNode
  footer?: ReactNode
  /** The station's hold on its items: while a colleague holds one, the station waits to be taken over. */
  claim?: StationClaim
}

/**
 * A scan station's screen (a handheld, or a USB reader typing the code and Enter): the status of
 * the last scan, seen and heard; the scan and quantity inputs; the lines with their counts; the
 * steps. The flow is the `scanStation` statechart; the driver talks to the server.
 */
export function StationScreen({ driver }: { driver: StationDriver }) {
  const { t } = useLingui()
  const { i18n } = useLinguiCore()
  const { mode } = driver
  const count = useRef(driver.count)
  count.current = driver.count
  const [failure, setFailure] = useState<string>()
  const [snapshot, send] = useMachine(
    scanStation.provide({ actors: { count: fromPromise<StationLine[], Count>(({ input }) => count.current(input)) } }),
    { input: { mode, lines: driver.lines, places: driver.places, elsewhere: driver.elsewhere } },
  )
  const { lines, last, qty, place, packageNo, damaged, lot } = snapshot.context
  // A step's refusal stays until the work goes on: the next accepted scan clears it.
  useEffect(() => {
    if (last?.kind === 'ok' || last?.kind === 'place') setFailure(undefined)
  }, [last])

  // Each outcome is heard as well as seen.
  useEffect(() => {
    if (last) beep(last.kind === 'error' ? 'error' : 'ok')
  }, [last])

  const scanRef = useRef<HTMLInputElement>(null)
  const [code, setCode] = useState('')
  const refocus = () => setTimeout(() => scanRef.current?.focus(), 0)

  /** A step that is not a scan (start, weigh, finish): its answer replaces the station's lines. */
  const step = (run: () => Promise<Synced>) =>
    void (async () => {
      setFailure(undefined)
      try {
        const synced = await run()
        send({ type: 'SYNC', lines: synced.lines, places: synced.places })
      } catch (e) {
        setFailure(e instanceof Error ? e.message : String(e))
      }
      refocus()
    })()

  const message =
    last?.kind === 'error'
      ? typeof last.message === 'string'
        ? last.message
        : i18n._(last.message.id!, last.values, { message: last.message.message })
      : undefined
  const lastLine = last?.kind === 'ok' ? lines.find((l) => l.Id === last.lineId) : undefined
  const held = driver.claim?.heldBy !== undefined
  const active = driver.phase === 'active' && !held
  const counting = mode === 'count'
  const tone =
    last?.kind === 'ok'
      ? 'bg-emerald-600 text-white font-semibold'
      : last?.kind === 'error'
        ? 'bg-red-600 text-white font-semibold'
        : last?.kind === 'place'
          ? 'bg-sky-600 text-white font-semibold'
          : 'bg-white text-neutral-600 ring-1 ring-neutral-200'
  // A put-away's next suggestion: where the first line still waiting should go.
  const suggestion = mode === 'putaway' ? lines.find((l) => l.done < l.expected && l.suggested)?.suggested : undefined
  // A stocktake shows the lines of the place being counted (all of them before a place is scanned).
  const shown = counting && place ? lines.filter((l) => l.placeId === place.Id) : lines
  const uncounted = lines.filter((l) => l.uncounted).length
  // A pick's next stop: where to go (or stay) and what to take there.
  const stop = mode === 'pick' && !snapshot.matches('done') ? nextStop(snapshot.context) : undefined
  const lineComplete = lastLine && !counting && lastLine.done >= lastLine.expected
  // Everything expected is counted: the station may be finished (a receipt may still take in its tolerance).
  const complete = !counting && lines.length > 0 && lines.every((l) => l.done >= l.expected)

  const idle = snapshot.matches('done')
    ? t`Everything on this document is done`
    : snapshot.matches('waitingForPlace')
      ? stop
        ? t`Go to ${stop.place.Title} and scan its code`
        : suggestion
          ? t`Scan a place (suggested: ${suggestion})`
          : t`Scan a place`
      : t`Scan an item`

  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col gap-3 bg-neutral-50 p-3" data-testid="station" data-mode={mode}>
      <header className="flex items-center justify-between gap-2">
        <div>
          <h1 className="text-base font-semibold">{driver.title}</h1>
          <p className="text-sm text-neutral-600">{driver.subtitle}</p>
        </div>
        <Link to={driver.queue} className="text-sm text-sky-700 hover:underline">
          <Trans>Back to the queue</Trans>
        </Link>
      </header>

      {held ? (
        <div
          role="alert"
          data-testid="station-held"
          className="flex flex-col gap-2 rounded-lg bg-amber-50 px-4 py-3 text-amber-900 ring-1 ring-amber-200"
        >
          <p className="font-medium">{driver.claim?.heldBy}</p>
          <button
            type="button"
            disabled={driver.claim?.busy}
            onClick={driver.claim?.takeOver}
            className="self-start rounded-lg bg-amber-700 px-4 py-2 text-white disabled:opacity-50"
            data-testid="station-take-over"
          >
            <Trans>Take it over</Trans>
          </button>
          {driver.claim?.failure ? <p className="text-sm text-red-700">{driver.claim.failure}</p> : null}
        </div>
      ) : null}

      {driver.phase === 'start' && !held ? (
        <button
          type="button"
          className="rounded-lg bg-neutral-900 px-4 py-3 text-white"
          data-testid="station-start"
          onClick={() => step(driver.start)}
        >
          {driver.labels.start}
        </button>
      ) : null}

      {active ? (
        <>
          <div
            role="status"
            data-testid="scan-status"
            data-kind={last?.kind ?? 'idle'}
            className={`flex items-center gap-3 rounded-lg px-4 py-4 text-lg ${tone}`}
          >
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
                  : last.bad
                    ? t`+${last.qty} ${lastLine.ProductName} damaged: into quarantine (${lastLine.done} of ${lastLine.expected})`
                    : lineComplete
                      ? t`+${last.qty} ${lastLine.ProductName}: line complete (${lastLine.done} of ${lastLine.expected})`
                      : t`+${last.qty} ${lastLine.ProductName} (${lastLine.done} of ${lastLine.expected})`
                : last?.kind === 'place'
                  ? t`Place ${last.place.Title}: now scan the items`
                  : (message ?? idle)}
              {lastLine && last?.kind === 'ok' && driver.lineNote ? (
                <span className="block text-base font-normal" data-testid="scan-note">
                  {driver.lineNote(lastLine)}
                </span>
              ) : null}
            </span>
          </div>

          {place ? (
            <p className="flex items-center gap-2 text-sm" data-testid="station-place">
              <MapPin className="size-4 text-sky-700" aria-hidden />
              {mode === 'pick' ? <Trans>Picking at</Trans> : counting ? <Trans>Counting at</Trans> : <Trans>Putting away at</Trans>}{' '}
              <span className="font-mono font-semibold">{place.Title}</span>
            </p>
          ) : null}

          {stop ? (
            <section className="rounded-lg bg-white px-4 py-3 ring-1 ring-sky-200" data-testid="station-next" data-place={stop.place.Title}>
              <p className="flex items-center gap-2 text-sm text-neutral-600">
                <MapPin className="size-4 text-sky-700" aria-hidden />
                {place?.Id === stop.place.Id ? <Trans>Take here</Trans> : <Trans>Next place</Trans>}{' '}
                <span className="font-mono text-base font-semibold text-neutral-900">{stop.place.Title}</span>
              </p>
              <ul className="mt-1 text-sm">
                {stop.take.map(({ line, qty: n }) => (
                  <li key={line.Id} data-testid="station-take" className="flex justify-between gap-2">
                    <span>
                      {line.ProductName} <span className="font-mono text-xs text-neutral-500">{line.BarCode}</span>
                      {driver.lineNote ? <span className="block text-xs text-neutral-600">{driver.lineNote(line)}</span> : null}
                    </span>
                    <span className="font-semibold whitespace-nowrap tabular-nums">× {n}</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {driver.extra?.(step, { packageNo, setPackage: (no) => send({ type: 'PACKAGE', packageNo: no }) })}

          {/* A reader types the code and Enter, like a keyboard. */}
          <div className="flex gap-2">
            <label className="flex flex-1 flex-col gap-1 text-xs text-neutral-600">
              {driver.places ? <Trans>Place or item barcode</Trans> : <Trans>Barcode</Trans>}
              <input
                ref={scanRef}
                autoFocus
                inputMode="none"
                autoComplete="off"
                data-halfwidth
                data-testid="scan-input"
                className="h-12 w-full min-w-0 rounded-lg border border-neutral-300 bg-white px-3 font-mono text-lg outline-none focus:border-sky-600 focus:ring-2 focus:ring-sky-200"
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
                className="h-12 w-full min-w-0 rounded-lg border border-neutral-300 bg-white px-3 text-lg tabular-nums"
                value={qty}
                onChange={(e) => send({ type: 'QTY', qty: Number(e.target.value) })}
                onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), refocus())}
              />
            </label>
          </div>
          {mode === 'receive' ? (
            <button
              type="button"
              aria-pressed={damaged}
              data-testid="scan-damaged"
              onClick={() => (send({ type: 'DAMAGED', on: !damaged }), refocus())}
              className={`rounded-lg border px-3 py-2 text-sm ${damaged ? 'border-amber-600 bg-amber-100 font-semibold text-amber-900' : 'border-neutral-300 bg-white text-neutral-700'}`}
            >
              {damaged ? <Trans>Next scan: damaged (to quarantine)</Trans> : <Trans>Damaged unit? Press, then scan it</Trans>}
            </button>
          ) : null}
          {mode === 'receive' ? (
            // Goods kept by lot: a GS1 label fills these when scanned; a plain barcode takes what is typed here.
            <fieldset className="grid grid-cols-2 gap-2" data-testid="scan-lot">
              <legend className="sr-only">
                <Trans>Lot of the next items</Trans>
              </legend>
              <label className="flex flex-col gap-1 text-xs text-neutral-600">
                <Trans>Lot number</Trans>
                <input
                  value={lot.LotNo}
                  data-halfwidth
                  data-testid="scan-lot-no"
                  onChange={(e) => send({ type: 'LOT', lot: { ...lot, LotNo: e.target.value } })}
                  className="rounded-lg border border-neutral-300 bg-white px-3 py-2 font-mono text-base"
                />
              </label>
              <label className="flex flex-col gap-1 text-xs text-neutral-600">
                <Trans>Expiry date</Trans>
                <input
                  type="date"
                  value={lot.Expiry}
                  data-testid="scan-lot-expiry"
                  onChange={(e) => send({ type: 'LOT', lot: { ...lot, Expiry: e.target.value } })}
                  className="rounded-lg border border-neutral-300 bg-white px-3 py-2 text-base"
                />
              </label>
            </fieldset>
          ) : null}
          <CameraScan onCode={(scanned) => !snapshot.matches('counting') && send({ type: 'SCAN', code: scanned })} />
        </>
      ) : null}

      <table className="w-full rounded-lg bg-white text-sm ring-1 ring-neutral-200">
        <thead>
          <tr className="border-b border-neutral-200 text-left text-xs text-neutral-500">
            <th className="px-3 py-2">
              <Trans>Item</Trans>
            </th>
            <th className="px-3 py-2 text-right">{driver.labels.done}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((l) => (
            <tr
              key={l.Id}
              data-testid={`station-line-${l.Id}`}
              className={`border-b border-neutral-100 ${lastLine?.Id === l.Id ? 'bg-emerald-50' : ''}`}
            >
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
                {driver.lineNote ? <div className="text-xs text-neutral-600">{driver.lineNote(l)}</div> : null}
                {l.bad ? (
                  <div className="text-xs text-amber-800" data-testid="line-bad">
                    <Trans>{l.bad} damaged, in quarantine</Trans>
                  </div>
                ) : null}
                {counting && !place ? (
                  <div className="font-mono text-xs text-neutral-500">
                    {snapshot.context.places?.find((p) => p.Id === l.placeId)?.Title}
                  </div>
                ) : null}
              </td>
              <td
                className={`px-3 py-2 text-right text-base tabular-nums ${!counting && l.done >= l.expected ? 'text-emerald-700' : ''}`}
                data-testid="line-count"
              >
                {counting ? (
                  l.uncounted ? (
                    active && place ? (
                      <button
                        type="button"
                        className="rounded border border-neutral-300 px-2 py-0.5 text-xs"
                        data-testid="none-here"
                        onClick={() => send({ type: 'NONE', lineId: l.Id })}
                      >
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

      {active && (complete || counting) ? (
        <>
          {counting && uncounted > 0 ? (
            <p className="text-sm text-amber-800" data-testid="uncounted">
              <Trans>{uncounted} lines are not counted yet: submitting counts them as none found.</Trans>
            </p>
          ) : null}
          <button
            type="button"
            className="rounded-lg bg-emerald-700 px-4 py-3 text-white"
            data-testid="station-finish"
            onClick={() => step(() => driver.finish(lines))}
          >
            {driver.labels.finish}
          </button>
        </>
      ) : null}
      {driver.phase === 'finished' ? (
        <p className="rounded-lg bg-emerald-50 px-4 py-3 text-emerald-800" role="status" data-testid="station-finished">
          {driver.labels.finished}
        </p>
      ) : null}
      {failure ? (
        <p className="rounded-lg bg-red-50 px-4 py-3 text-red-700" role="alert" data-testid="station-failure">
          {failure}
        </p>
      ) : null}
      {driver.footer ? <footer className="pt-2">{driver.footer}</footer> : null}
    </main>
  )
}
