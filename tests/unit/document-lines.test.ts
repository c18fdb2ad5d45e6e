import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { deliveryLifecycle } from '../../machines/delivery.ts'
import { deliveryResource, entryResource, ownershipResource, inventoryResource } from '../../src/modules/warehouse/shared/warehouse.ts'
import { orderResource } from '../../src/shared/resources/order.ts'
import { fieldLabel } from '../../src/kernel/shared/resources/labels.ts'
import {
  isLineList,
  lineColumns,
  lineFilterFields,
  lineFiltersOf,
  lineName,
  lineSchemaOf,
} from '../../src/kernel/web/components/resource/lines.ts'
import { RESOURCES } from '../../src/server/modules/index.ts'
import { payloadFields, payloadReference } from '../../src/kernel/web/components/lifecycle/payload-fields.ts'
import { conventionalReference, setLineReferences } from '../../src/kernel/web/components/resource/line-conventions.ts'
import { LINE_REFERENCES } from '../../src/shared/resources/line-references.ts'
import { WAREHOUSE_PAYLOAD_PARTS, linePlaces } from '../../src/modules/warehouse/web/payload-places.tsx'

const RECORD = { Id: 1, Version: 1, Status: 1 }

// The app sets its conventions as it starts (src/web/main.tsx).
setLineReferences(LINE_REFERENCES)

const deliveryLine = {
  Id: 7,
  DeliveryId: 3,
  ProductId: 2,
  ProductName: 'Vacuum flask',
  BarCode: '690',
  Spec: 'Silver',
  ProductNum: 3,
  PickNum: 1,
  PackNum: 0,
  PackageNo: '',
  ShortNum: 0,
}

describe('document lines', () => {
  it('tells lines from lists of words', () => {
    expect(isLineList([deliveryLine])).toBe(true)
    expect(isLineList(['a', 'b'])).toBe(false)
    expect(isLineList([])).toBe(false)
  })

  it('shows a line’s own fields, named, without ids, in working order, each labelled', () => {
    const columns = lineColumns(deliveryResource, [deliveryLine])
    expect(columns).toEqual(['ProductName', 'BarCode', 'Spec', 'ProductNum', 'PickNum', 'PackNum', 'PackageNo', 'ShortNum'])
    for (const c of [...columns, 'AlreadyNum', 'BadNum', 'PutNum', 'Counted', 'PlaceId'])
      expect(fieldLabel(entryResource, c), c).toBeDefined()
    // A stocktake's line: its place and owner by reference (their names answered beside them are for prints), its difference labelled.
    const counted = {
      Id: 1,
      InventoryId: 3,
      ProductId: 7,
      ProductName: 'Phone case',
      PlaceId: 4,
      PlaceTitle: 'B-02-01',
      OwnerId: 2,
      OwnerName: 'Shopee MY',
      ProductNum: 300,
      Counted: 299,
      Difference: -1,
      MovedSinceFrozen: -2,
    }
    expect(lineColumns(inventoryResource, [counted])).toEqual([
      'ProductName',
      'PlaceId',
      'OwnerId',
      'ProductNum',
      'Counted',
      'Difference',
      'MovedSinceFrozen',
    ])
    for (const c of ['Difference', 'MovedSinceFrozen', 'ProductNum']) expect(fieldLabel(inventoryResource, c), c).toBeDefined()
    expect(lineName(deliveryLine)).toBe('Vacuum flask')
    expect(lineName(undefined, 9)).toBe('#9')
  })

  it('finds the line schema of the documents written with lines', () => {
    expect(Object.keys(lineSchemaOf(deliveryResource, 'Lines')!.shape)).toEqual(['ProductId', 'ProductNum'])
    expect(Object.keys(lineSchemaOf(ownershipResource, 'Lines')!.shape)).toContain('PlaceId')
    expect(lineSchemaOf(orderResource, 'Lines')).toBeDefined()
    expect(lineSchemaOf(inventoryResource, 'Lines')).toBeUndefined()
    expect(lineSchemaOf(deliveryResource, 'Title')).toBeUndefined()
  })

  it('names payload ids and offers the storage places of the document’s warehouse (never its receiving or dispatch area)', () => {
    expect(payloadReference('PlaceId')).toBe('Place')
    expect(payloadReference('SuccessorId')).toBe('Agent')
    expect(payloadReference('Qty')).toBeUndefined()
    const fields = payloadFields(deliveryLifecycle.events.pickLine.data!, {
      hasLines: true,
      references: deliveryResource.references,
      referenceFilter: (resource) => WAREHOUSE_PAYLOAD_PARTS.referenceFilter!(resource, { ...RECORD, WarehouseId: 4 }),
    })
    expect(fields.map((f) => [f.name, f.kind, f.resource, f.filter])).toEqual([
      ['LineId', 'line', undefined, undefined],
      ['PlaceId', 'reference', 'Place', { WarehouseId: 4, Kind: 1 }],
      ['Qty', 'number', undefined, undefined],
      // Only when picking from a place not reserved for the line.
      ['Reason', 'textarea', undefined, undefined],
    ])
    expect(payloadFields(z.object({ PlaceId: z.number() }))[0]).toEqual({
      name: 'PlaceId',
      kind: 'reference',
      required: true,
      resource: 'Place',
    })
    // A record with no warehouse of its own filters nothing; other references are not the warehouse's.
    expect(WAREHOUSE_PAYLOAD_PARTS.referenceFilter!('Place', { ...RECORD, WarehouseId: 0 })).toBeUndefined()
    expect(WAREHOUSE_PAYLOAD_PARTS.referenceFilter!('Agent', { ...RECORD, WarehouseId: 4 })).toBeUndefined()
  })

  it('takes its conventions from the app: the generic editors know no area’s resource', () => {
    setLineReferences({})
    try {
      expect(conventionalReference('PlaceId')).toBeUndefined()
      expect(payloadReference('PlaceId')).toBeUndefined()
      expect(payloadReference('PlaceId', { PlaceId: 'Place' })).toBe('Place')
    } finally {
      setLineReferences(LINE_REFERENCES)
    }
  })

  it('fills in a chosen line’s first reserved or suggested place, and only for that line', () => {
    const row = {
      ...RECORD,
      LinePlaces: [
        { LineId: 1, PlaceId: 11, PlaceTitle: 'A-01', Qty: 2 },
        { LineId: 1, PlaceId: 12, PlaceTitle: 'A-02', Qty: 1 },
        { LineId: 2, PlaceId: 21, PlaceTitle: 'B-01', Qty: 5 },
      ],
      LinePlacesOnly: true,
    }
    expect(WAREHOUSE_PAYLOAD_PARTS.lineDefaults!(row, 1)).toEqual({ PlaceId: 11 })
    expect(WAREHOUSE_PAYLOAD_PARTS.lineDefaults!(row, 2)).toEqual({ PlaceId: 21 })
    expect(WAREHOUSE_PAYLOAD_PARTS.lineDefaults!(row, 3)).toEqual({})
    expect(linePlaces(row, 1)).toEqual({ choices: row.LinePlaces.slice(0, 2), only: true })
    expect(linePlaces(RECORD, 1)).toEqual({ choices: [], only: false })
  })
})

describe('line pickers narrowed by the form', () => {
  it('an ownership transfer offers a line the places of the warehouse its form names, once one is chosen', () => {
    expect(lineFilterFields(ownershipResource)).toEqual(['WarehouseId'])
    expect(lineFiltersOf(ownershipResource, { WarehouseId: 7 })).toEqual({ PlaceId: { WarehouseId: 7 } })
    for (const none of [undefined, 0, -1, 1.5, '7']) expect(lineFiltersOf(ownershipResource, { WarehouseId: none })).toEqual({})
    expect(lineFiltersOf(orderResource, { WarehouseId: 7 })).toEqual({})
  })

  it('every document whose lines pick a place narrows them to its warehouse, and every filter names a field of the form and of its lines', () => {
    for (const { def } of RESOURCES) {
      const item = lineSchemaOf(def, 'Lines')
      if (item && 'PlaceId' in item.shape && 'WarehouseId' in def.fields)
        expect(def.lineFilters?.PlaceId, def.name).toEqual({ WarehouseId: 'WarehouseId' })
      for (const [line, map] of Object.entries(def.lineFilters ?? {})) {
        expect(item && line in item.shape, `${def.name}: Lines.${line}`).toBe(true)
        for (const field of Object.values(map)) expect(field in def.fields, `${def.name}.${field}`).toBe(true)
      }
    }
  })
})
