import { expect } from 'vitest'
import { balanceOf, move, rebuildDifferences } from '../../../src/modules/warehouse/server/stock.ts'
import type { ApiDriver, Role } from '../model.ts'
import { DEMO } from '../../helpers/server.ts'

/** What the warehouse documents' models share: a warehouse with a product and a place, stock, line ids. */

let seq = 0

async function post(api: ApiDriver, resource: string, body: Record<string, unknown>, as: Role = 'admin'): Promise<number> {
  const res = await api.call<{ Id: number }>(`/Api/${resource}/Post`, { body, as })
  if (res.status !== 200) throw new Error(`${resource}/Post: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body.Data!.Id
}

export interface Site {
  warehouseId: number
  productId: number
  /** Two storage places: the model's place 1 and 2. */
  placeIds: number[]
}

/** A fresh warehouse (its backorder policy as given), one product and two storage places, through the API. */
export async function makeSite(api: ApiDriver, backorder: 'ask' | 'always' | 'never' = 'ask'): Promise<Site> {
  seq += 1
  const warehouseId = await post(api, 'Warehouse', { Title: `Path warehouse ${seq}`, Code: `PW${seq}`, Backorder: backorder })
  const productId = await post(api, 'Product', { Name: `Path product ${seq}`, BarCode: `69${String(seq).padStart(6, '0')}`, Weight: 0.5 })
  const placeIds = [
    await post(api, 'Place', { WarehouseId: warehouseId, Title: `A-${seq}-1` }),
    await post(api, 'Place', { WarehouseId: warehouseId, Title: `A-${seq}-2` }),
  ]
  // The demo warehouse worker works in it (his role sees only his warehouses' documents).
  await api.server.workIn(DEMO.warehouse.mobile, warehouseId)
  return { warehouseId, productId, placeIds }
}

export async function postDoc(api: ApiDriver, doc: string, body: Record<string, unknown>, as: Role = 'admin'): Promise<number> {
  return post(api, doc, body, as)
}

/** The record as `Get` answers it (with its Lines). */
export async function getDoc<T = Record<string, unknown>>(
  api: ApiDriver,
  doc: string,
  id: number,
): Promise<T & { Lines: ({ Id: number } & Record<string, number>)[] }> {
  const res = await api.call<T & { Lines: ({ Id: number } & Record<string, number>)[] }>(`/Api/${doc}/Get`, { query: { Id: id } })
  if (res.status !== 200) throw new Error(`${doc}/Get: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body.Data!
}

/** The record's line standing for the model's line `n` (1-based, in line order). */
export async function realLine(api: ApiDriver, doc: string, id: number, n: unknown) {
  const { Lines } = await getDoc(api, doc, id)
  const line = Lines[Number(n) - 1]
  if (!line) throw new Error(`${doc} ${id}: no line ${String(n)}`)
  return line
}

/** Tops the place up so that at least `qty` of the product is available there for the owner. */
export async function ensureAvailable(api: ApiDriver, site: Site, placeId: number, ownerId: number, qty: number) {
  const db = api.server.deps.db
  const key = { ProductId: site.productId, PlaceId: placeId, OwnerId: ownerId }
  const b = await balanceOf(db, key)
  const missing = qty - (b.OnHand - b.Reserved)
  if (missing > 0) await db.transaction((tx) => move(tx, { ...key, WarehouseId: site.warehouseId, Qty: missing, Doc: 'Test', DocId: 0 }))
}

/** After every step: the balances equal a rebuild from the ledger. */
export async function verifyStock(api: ApiDriver) {
  expect(await rebuildDifferences(api.server.deps.db)).toEqual([])
}
