import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { PLACE_KINDS } from '../shared/warehouse.ts'
import { ReferenceSelect } from '../../../kernel/web/components/resource/ReferenceSelect.tsx'
import type { Row } from '../../../kernel/web/components/resource/resource-api.ts'
import { rowList, rowNumber, rowText } from '../../../kernel/web/components/resource/row-lists.ts'
import { NativeSelect } from '../../../kernel/web/components/ui/input.tsx'
import type { PayloadInputPartProps, PayloadParts } from '../../../kernel/web/components/lifecycle/payload-views.tsx'
import { numberOrNone } from '../../../kernel/web/lib/values.ts'

/** A place the record offers for a line (the server's `LinePlaces`). */
export type LinePlace = { LineId: number; PlaceId: number; PlaceTitle: string; Qty: number }

/** The record's places for one line, and whether they are the only ones allowed (`LinePlacesOnly`: a pick's reservations). */
export function linePlaces(row: Row, lineId: number | undefined): { choices: LinePlace[]; only: boolean } {
  const all: LinePlace[] = rowList(row.LinePlaces, { LineId: rowNumber, PlaceId: rowNumber, PlaceTitle: rowText, Qty: rowNumber })
  return { choices: all.filter((p) => p.LineId === lineId), only: row.LinePlacesOnly === true }
}

const warehouseOf = (row: Row) => (typeof row.WarehouseId === 'number' && row.WarehouseId > 0 ? row.WarehouseId : undefined)

/**
 * The warehouse's part of the event dialog. Places are offered from the document's own warehouse,
 * storage places only: goods are put away onto, picked from and counted on them, never on the
 * receiving or dispatch area. A chosen line fills in its first reserved or suggested place.
 */
export const WAREHOUSE_PAYLOAD_PARTS: Pick<PayloadParts, 'referenceFilter' | 'lineDefaults' | 'input'> = {
  referenceFilter(resource, row) {
    const warehouseId = warehouseOf(row)
    return resource === 'Place' && warehouseId ? { WarehouseId: warehouseId, Kind: PLACE_KINDS.storage } : undefined
  },
  lineDefaults(row, lineId) {
    const first = linePlaces(row, lineId).choices[0]
    return first ? { PlaceId: first.PlaceId } : {}
  },
  input(p) {
    if (p.field.name !== 'PlaceId' || p.field.kind !== 'reference') return undefined
    const places = linePlaces(p.row, p.lineId)
    return places.choices.length ? <PlacePicker {...p} places={places.choices} only={places.only} /> : undefined
  },
}

/**
 * A line's place: one of those reserved for it (a pick: only those, with how many each holds, or,
 * on purpose, another storage place; the server then wants the reason and moves the reservation),
 * or any storage place with the suggested one named under it (a put-away).
 */
function PlacePicker({
  field,
  value,
  onChange,
  onBlur,
  row: _row,
  lineId: _lineId,
  places,
  only,
  ...aria
}: PayloadInputPartProps & { places: readonly LinePlace[]; only: boolean }) {
  const { t } = useLingui()
  const [other, setOther] = useState(false)
  const select = (
    <ReferenceSelect {...aria} resource={field.resource!} filter={field.filter} value={numberOrNone(value)} onChange={onChange} />
  )
  if (!only)
    return (
      <div className="flex flex-col gap-1">
        {select}
        <p className="text-xs text-neutral-500" data-testid="suggested-place">
          <Trans>Suggested: {places[0]!.PlaceTitle}</Trans>
        </p>
      </div>
    )
  if (other)
    return (
      <div className="flex flex-col gap-1">
        {select}
        <p className="text-xs text-amber-800" data-testid="other-place-note">
          {t`Not reserved for this line: say why in the reason; the reservation moves to this place.`}{' '}
          <button type="button" className="underline" onClick={() => (setOther(false), onChange(places[0]?.PlaceId))}>
            {t`Back to the reserved places`}
          </button>
        </p>
      </div>
    )
  return (
    <NativeSelect
      {...aria}
      value={value === undefined || value === null ? '' : String(value)}
      onChange={(e) => {
        if (e.target.value === 'other') return (setOther(true), onChange(null))
        onChange(e.target.value === '' ? undefined : Number(e.target.value))
      }}
      onBlur={onBlur}
      data-testid="reserved-places"
    >
      {places.map((p) => (
        <option key={p.PlaceId} value={String(p.PlaceId)}>
          {t`${p.PlaceTitle} (${p.Qty} reserved)`}
        </option>
      ))}
      <option value="other">{t`Another place…`}</option>
    </NativeSelect>
  )
}
