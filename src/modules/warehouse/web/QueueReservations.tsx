import { Trans } from '@lingui/react/macro'
import { cn } from '../../../kernel/web/lib/cn.ts'
import { useFormat } from '../../../kernel/web/lib/format.ts'
import { lineName } from '../../../kernel/web/components/resource/lines.ts'

interface Reservation {
  LineId: number
  PlaceTitle: string
  Qty: number
  Picked: number
}
const isReservations = (v: unknown): v is Reservation[] =>
  Array.isArray(v) && v.length > 0 && v.every((r) => r && typeof r === 'object' && 'PlaceTitle' in r && 'Qty' in r)

/** Where a delivery's goods are reserved, and how much of each is picked: the picker's route. */
export function Reservations({ rows, lines }: { rows: unknown; lines: readonly Record<string, unknown>[] }) {
  const format = useFormat()
  if (!isReservations(rows)) return null
  return (
    <div className="flex flex-col gap-1.5" data-testid="queue-reservations">
      <h3 className="text-sm font-semibold text-neutral-700">
        <Trans>Where to pick</Trans>
      </h3>
      <div className="overflow-x-auto rounded-md border border-neutral-200">
        <table className="w-full text-xs">
          <thead className="bg-neutral-50 text-neutral-500">
            <tr>
              <th scope="col" className="px-2 py-1.5 text-left font-medium">
                <Trans>Location</Trans>
              </th>
              <th scope="col" className="px-2 py-1.5 text-left font-medium">
                <Trans>Product</Trans>
              </th>
              <th scope="col" className="px-2 py-1.5 text-right font-medium">
                <Trans>Reserved</Trans>
              </th>
              <th scope="col" className="px-2 py-1.5 text-right font-medium">
                <Trans>Picked</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={i} className={cn('border-t border-neutral-100', r.Picked >= r.Qty && 'text-neutral-500')}>
                <td className="px-2 py-1.5 font-mono">{r.PlaceTitle}</td>
                <td className="px-2 py-1.5">
                  {lineName(
                    lines.find((l) => l.Id === r.LineId),
                    r.LineId,
                  )}
                </td>
                <td className="px-2 py-1.5 text-right tabular-nums">{format.number(r.Qty)}</td>
                <td className="px-2 py-1.5 text-right tabular-nums">{format.number(r.Picked)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
