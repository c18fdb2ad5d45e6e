import { useEffect, useRef, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLingui as useLinguiCore } from '@lingui/react'
import { CheckCircle2, Loader2, ScanBarcode, XCircle } from 'lucide-react'
import { entryResource } from '../../../shared/resources/warehouse.ts'
import { detailQuery, resourceKeys, type Row } from '../../components/resource/resource-api.ts'
import { sendTransition } from '../../components/lifecycle/lifecycle-api.ts'
import { ApiFailure } from '../../lib/auth.ts'
import { beep } from './beep.ts'
import { received, receivingStation, type StationLine } from './receiving-station.ts'

/** The receiving station of one inbound entry (`/station/receiving/<id>`). */
export function ReceivingStation({ id }: { id: number }) {
  const entry = useQuery({ ...detailQuery(entryResource, id), staleTime: Infinity })
  if (entry.error)
    return (
      <p className="p-6 text-red-700" role="alert">
        {entry.error instanceof ApiFailure ? (entry.error.envelope.Message ?? entry.error.message) : entry.error.message}
      </p>
    )
  if (!entry.data) return <Loader2 className="m-6 size-6 animate-spin text-neutral-400" aria-hidden />
  return <Station row={entry.data} />
}

function Station({ row }: { row: Row }) {
  const { t } = useLingui()
  const { i18n } = useLinguiCore()
  const queryClient = useQueryClient()
  const [doc, setDoc] = useState({ Version: row.Version as number, State: String(row.State) })
  const version = useRef(doc.Version)
  const [failure, setFailure] = useState<string>()
  const [snapshot, send] = useMachine(
    receivingStation.provide({
      actors: {
        receive: fromPromise<StationLine[], { lineId: number; qty: number }>(async ({ input }) => {
          const res = await sendTransition('Entry', { Id: row.Id, Version: version.current }, 'receiveLine', { LineId: input.lineId, Qty: input.qty })
          if (!res.Result || !res.Data) throw new Error(res.Message ?? t`The server refused this scan`)
          version.current = res.Data.Version as number
          setDoc({ Version: version.current, State: String(res.Data.State) })
          return res.Data.Lines as StationLine[]
        }),
      },
    }),
    { input: { lines: row.Lines as StationLine[] } },
  )
  const { lines, last, qty } = snapshot.context

  // Each outcome is heard as well as seen.
  useEffect(() => {
    if (last) beep(last.kind)
  }, [last])

  const scanRef = useRef<HTMLInputElement>(null)
  const [code, setCode] = useState('')
  const refocus = () => setTimeout(() => scanRef.current?.focus(), 0)

  const step = async (event: string) => {
    setFailure(undefined)
    const res = await sendTransition('Entry', { Id: row.Id, Version: version.current }, event)
    if (!res.Result || !res.Data) return setFailure(res.Message ?? '')
    version.current = res.Data.Version as number
    setDoc({ Version: version.current, State: String(res.Data.State) })
    send({ type: 'SYNC', lines: res.Data.Lines as StationLine[] })
    await queryClient.invalidateQueries({ queryKey: resourceKeys.all('Entry') })
    refocus()
  }

  const message = last?.kind === 'error' ? (typeof last.message === 'string' ? last.message : i18n._(last.message.id!, last.values, { message: last.message.message })) : undefined
  const lastLine = last?.kind === 'ok' ? lines.find((l) => l.Id === last.lineId) : undefined
  const receiving = doc.State === 'Receiving'

  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col gap-3 bg-neutral-50 p-3" data-testid="station">
      <header className="flex items-center justify-between gap-2">
        <div>
          <h1 className="text-base font-semibold">
            <Trans>Receiving</Trans> · #{row.Id}
          </h1>
          <p className="text-sm text-neutral-600">{String(row.Title ?? '')}</p>
        </div>
        <Link to="/entry/receiving" className="text-sm text-sky-700 hover:underline">
          <Trans>Back to the queue</Trans>
        </Link>
      </header>

      {doc.State === 'Expected' ? (
        <button type="button" className="rounded-lg bg-neutral-900 px-4 py-3 text-white" data-testid="station-arrive" onClick={() => void step('arrive')}>
          <Trans>The goods have arrived: start receiving</Trans>
        </button>
      ) : null}

      {receiving ? (
        <>
          <div
            role="status"
            data-testid="scan-status"
            data-kind={last?.kind ?? 'idle'}
            className={
              last?.kind === 'ok'
                ? 'flex items-center gap-3 rounded-lg bg-emerald-600 px-4 py-4 text-lg font-semibold text-white'
                : last?.kind === 'error'
                  ? 'flex items-center gap-3 rounded-lg bg-red-600 px-4 py-4 text-lg font-semibold text-white'
                  : 'flex items-center gap-3 rounded-lg bg-white px-4 py-4 text-lg text-neutral-600 ring-1 ring-neutral-200'
            }
          >
            {last?.kind === 'ok' ? <CheckCircle2 className="size-7 shrink-0" aria-hidden /> : last?.kind === 'error' ? <XCircle className="size-7 shrink-0" aria-hidden /> : <ScanBarcode className="size-7 shrink-0" aria-hidden />}
            <span>
              {lastLine && last?.kind === 'ok'
                ? t`+${last.qty} ${lastLine.ProductName} (${received(lastLine)} of ${lastLine.ProductNum})`
                : (message ?? (snapshot.matches('done') ? t`Everything on this entry is received` : t`Scan an item`))}
            </span>
          </div>

          {/* A reader types the code and Enter, like a keyboard. */}
          <div className="flex gap-2">
            <label className="flex flex-1 flex-col gap-1 text-xs text-neutral-600">
              <Trans>Barcode</Trans>
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
            <th className="px-3 py-2 text-right">
              <Trans>Received</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => {
            const full = received(l) >= l.ProductNum
            return (
              <tr key={l.Id} data-testid={`station-line-${l.Id}`} className={`border-b border-neutral-100 ${lastLine?.Id === l.Id ? 'bg-emerald-50' : ''}`}>
                <td className="px-3 py-2">
                  <div className="font-medium">{l.ProductName}</div>
                  <div className="font-mono text-xs text-neutral-500">{l.BarCode || '—'}</div>
                </td>
                <td className={`px-3 py-2 text-right text-base tabular-nums ${full ? 'text-emerald-700' : ''}`} data-testid="line-count">
                  {received(l)} / {l.ProductNum}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>

      {receiving && snapshot.matches('done') ? (
        <button type="button" className="rounded-lg bg-emerald-700 px-4 py-3 text-white" data-testid="station-finish" onClick={() => void step('finishReceiving')}>
          <Trans>Finish receiving</Trans>
        </button>
      ) : null}
      {doc.State === 'Received' ? (
        <p className="rounded-lg bg-emerald-50 px-4 py-3 text-emerald-800" role="status" data-testid="station-finished">
          <Trans>Received. The entry waits for put-away.</Trans>
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
