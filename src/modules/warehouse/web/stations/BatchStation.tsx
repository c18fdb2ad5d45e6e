import { useMemo, useRef, useState } from 'react'
import { useQueries, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { Loader2 } from 'lucide-react'
import { deliveryResource } from '../../shared/warehouse.ts'
import { detailQuery, resourceKeys, type Row } from '../../../../kernel/web/components/resource/resource-api.ts'
import { sendTransition } from '../../../../kernel/web/components/lifecycle/lifecycle-api.ts'
import { ApiFailure } from '../../../../kernel/web/lib/auth.ts'
import type { StationLine, StationPlace } from './scan-station.ts'
import { MODES, reservedPlaces } from './station-modes.ts'
import { StationScreen, type StationDriver } from './StationScreen.tsx'
import { usePlaces } from './use-places.ts'
import { useStationClaim } from './use-station-claim.ts'
import { rowList, rowNumber } from '../../../../kernel/web/components/resource/row-lists.ts'

/**
 * Batch picking (`/station/batch/pick?Ids=…`): several allocated deliveries of one warehouse
 * picked as one round. The worker walks one list of the places reserved for all of them; each
 * scan goes to the first delivery (in the round's order, its tote) whose line still has that
 * product reserved at that place, as that delivery's own `pickLine`, so the server checks it as it
 * would any pick.
 */
export function BatchStation({ ids }: { ids: readonly number[] }) {
  const { t } = useLingui()
  const docs = useQueries({ queries: ids.map((id) => ({ ...detailQuery(deliveryResource, id), staleTime: Infinity })) })
  // The warehouse's places, so that a scan of one not on the round is named a wrong place.
  const storage = usePlaces(Number(docs[0]?.data?.WarehouseId ?? 0), !!docs[0]?.data)
  const error = docs.find((d) => d.error)?.error ?? storage.error
  if (!ids.length) return <p className="p-6 text-red-700" role="alert">{t`Choose the deliveries of the round first`}</p>
  if (error)
    return (
      <p className="p-6 text-red-700" role="alert">
        {error instanceof ApiFailure ? (error.envelope.Message ?? error.message) : error.message}
      </p>
    )
  if (docs.some((d) => !d.data) || !storage.data) return <Loader2 className="m-6 size-6 animate-spin text-neutral-400" aria-hidden />
  const rows = docs.map((d) => d.data!)
  if (new Set(rows.map((r) => r.WarehouseId)).size > 1)
    return (
      <p className="p-6 text-red-700" role="alert">
        <Trans>A round picks the deliveries of one warehouse</Trans>
      </p>
    )
  return <Round first={rows} storage={storage.data} />
}

const pick = MODES.pick

/** Every line of the round, in the round's order, and the places of all their reservations in walking order. */
function roundOf(rows: readonly Row[]): { lines: StationLine[]; places: StationPlace[] } {
  const places = new Map(rows.flatMap((r) => reservedPlaces(r).map((p) => [p.Id, p] as const)))
  return {
    lines: rows.flatMap((r) => pick.lines(r)),
    places: [...places.values()].sort((a, b) => a.Title.localeCompare(b.Title, undefined, { numeric: true })),
  }
}

function Round({ first, storage }: { first: Row[]; storage: StationPlace[] }) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const [rows, setRows] = useState(first)
  const current = useRef(first)
  // Which delivery each line belongs to, and that delivery's tote (its place in the round).
  const owner = useMemo(() => new Map(first.flatMap((r) => rowList(r.Lines, { Id: rowNumber }).map((l) => [l.Id, r.Id] as const))), [first])
  const tote = useMemo(() => new Map(first.map((r, i) => [r.Id, i + 1] as const)), [first])

  const send = async (id: number, event: string, payload?: Record<string, unknown>) => {
    const row = current.current.find((r) => r.Id === id)!
    const res = await sendTransition('Delivery', row, event, payload)
    if (!res.Result || !res.Data) throw new Error(`#${id}: ${res.Message ?? t`The server refused this scan`}`)
    current.current = current.current.map((r) => (r.Id === id ? res.Data! : r))
    setRows(current.current)
  }
  /** The same step for every delivery of the round still in `from`. */
  const each = async (from: string, event: string) => {
    for (const r of current.current.filter((r) => r.State === from)) await send(r.Id, event)
    void queryClient.invalidateQueries({ queryKey: resourceKeys.all('Delivery') })
    return roundOf(current.current)
  }

  const states = rows.map((r) => String(r.State))
  const start = roundOf(first)
  const claim = useStationClaim(
    first.map((r) => ({ Doc: 'Delivery', Id: r.Id })),
    states.some((s) => s === 'Allocated' || s === 'Picking'),
  )
  const driver: StationDriver = {
    mode: 'pick',
    title: t`Batch picking · ${rows.length} deliveries`,
    subtitle: rows.map((r) => `#${r.Id}`).join(' · '),
    queue: pick.queue,
    phase: states.includes('Allocated')
      ? 'start'
      : states.every((s) => s === 'Picked')
        ? 'finished'
        : states.every((s) => s === 'Picking' || s === 'Picked')
          ? 'active'
          : 'other',
    labels: {
      start: t`Start the round`,
      finish: t`Complete picking of every delivery`,
      finished: t`Picked. The deliveries wait for packing.`,
      done: i18n._(pick.done),
    },
    lines: start.lines,
    places: start.places,
    elsewhere: storage,
    claim,
    count: async (c) => {
      await send(owner.get(c.lineId)!, pick.event, pick.payload(c))
      return roundOf(current.current).lines
    },
    start: () => each('Allocated', 'startPicking'),
    finish: () => each('Picking', pick.finish.event),
    lineNote: (l) => {
      const id = owner.get(l.Id)!
      return (
        <span data-testid="line-tote" data-delivery={id}>
          {t`Into tote ${tote.get(id)} (delivery #${id})`}
        </span>
      )
    },
  }
  return <StationScreen driver={driver} />
}
