import { afterAll, beforeAll, expect, it } from 'vitest'
import fc from 'fast-check'
import { and, asc, eq, gt, inArray, max, sql } from 'drizzle-orm'
import type { Tx } from '../../src/kernel/server/db/client.ts'
import { StockBalance, StockCost, StockLedger, StockReservation } from '../../src/modules/warehouse/server/schema.ts'
import { valuation } from '../../src/modules/warehouse/server/valuation.ts'
import { deliveryServer } from '../../src/modules/warehouse/server/delivery.ts'
import type { Effect, EffectContext, LifecycleServer, Row } from '../../src/kernel/server/lifecycle/engine.ts'
import { entryServer } from '../../src/modules/warehouse/server/entry.ts'
import { inventoryServer } from '../../src/modules/warehouse/server/inventory.ts'
import { ownershipServer } from '../../src/modules/warehouse/server/ownership.ts'
import { stockTransferServer } from '../../src/modules/warehouse/server/stock-transfer.ts'
import { balanceOf, dispatchPlace, move, rebuildDifferences, receivingPlace } from '../../src/modules/warehouse/server/stock.ts'
import { ApiError } from '../../src/kernel/server/lib/errors.ts'
import { createTestServer, DB_KIND, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

/**
 * The stock ledger under random operation sequences: receive (at a cost or none), put away,
 * allocate, pick, ship, cancel, adjust (stocktake), transfer ownership, and move stock between
 * places by a stock transfer (pick into the transit area, put away from it), each run through the
 * documents' own effects as a transition runs them. After every sequence no balance is negative or
 * over-reserved, the cache equals a rebuild from the ledger, and every row's value equals a replay
 * of the moving-average cost. Each sequence runs in one transaction rolled back at its
 * end, so runs do not see each other. A refused operation (409) is refused by its first write, so
 * it leaves nothing behind even without a savepoint of its own (which would double the statements
 * per operation; PGlite pays for each).
 */

const OWNERS = [1, 2]

type Op =
  | { kind: 'receive'; product: number; owner: number; qty: number; cost: number; lot: number }
  | { kind: 'put'; product: number; owner: number; place: number; qty: number }
  | { kind: 'allocate'; product: number; owner: number; qty: number }
  | { kind: 'pick'; delivery: number; qty: number }
  | { kind: 'ship'; delivery: number }
  | { kind: 'cancel'; delivery: number }
  | { kind: 'adjust'; product: number; owner: number; place: number; frozen: number; counted: number }
  | { kind: 'transfer'; product: number; owner: number; place: number; qty: number }
  // A stock transfer inside the warehouse: picked off a place into the transit area, then put on a place.
  | { kind: 'movePick'; product: number; owner: number; place: number; qty: number }
  | { kind: 'movePut'; move: number; place: number; qty: number }

const product = fc.integer({ min: 0, max: 1 })
const owner = fc.integer({ min: 0, max: 1 })
const place = fc.integer({ min: 0, max: 1 })
const qty = fc.integer({ min: 1, max: 6 })
const pick = fc.integer({ min: 0, max: 7 })

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 2,
    // At a unit cost (hundredths), or without one (valued at the average).
    arbitrary: fc.record({
      kind: fc.constant('receive' as const),
      product,
      owner,
      qty,
      cost: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 999 })),
      // Without a lot, or one of three (lot n expires in n × 30 days): every later movement splits them first to expire first.
      lot: fc.integer({ min: 0, max: 3 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('put' as const), product, owner, place, qty }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('allocate' as const), product, owner, qty }) },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('pick' as const), delivery: pick, qty }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('ship' as const), delivery: pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), delivery: pick }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('adjust' as const),
      product,
      owner,
      place,
      // What the stocktake froze, whatever moved since: the adjustment is counted − frozen on today's stock.
      frozen: fc.integer({ min: 0, max: 8 }),
      counted: fc.integer({ min: 0, max: 8 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('transfer' as const), product, owner, place, qty }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('movePick' as const), product, owner, place, qty }) },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('movePut' as const), move: pick, place, qty }) },
)

class Rollback extends Error {}

describeDb(`stock ledger (${DB_KIND})`, () => {
  let s: TestServer
  let warehouseId: number
  let products: number[]
  let places: number[]

  beforeAll(async () => {
    s = await createTestServer()
    const token = await s.login(DEMO.admin)
    const post = async (resource: string, body: Record<string, unknown>) => {
      const res = await s.call<{ Id: number }>(`/Api/${resource}/Post`, { token, body })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      return res.body.Data!.Id
    }
    warehouseId = await post('Warehouse', { Title: 'Ledger warehouse', Backorder: 'never' })
    products = [await post('Product', { Name: 'Ledger soap' }), await post('Product', { Name: 'Ledger towel' })]
    places = [
      await post('Place', { WarehouseId: warehouseId, Title: 'L-1' }),
      await post('Place', { WarehouseId: warehouseId, Title: 'L-2' }),
    ]
    // Every run starts from the same stock: plenty waiting in the receiving area, a little on each place.
    await s.db.transaction(async (tx) => {
      const receiving = await receivingPlace(tx, warehouseId)
      for (const ProductId of products)
        for (const OwnerId of OWNERS) {
          const base = { ProductId, OwnerId, WarehouseId: warehouseId, Doc: 'Test', DocId: 0 }
          await move(tx, { ...base, PlaceId: receiving, Qty: 50, Given: { Value: 50 * 137, Currency: 'USD' } })
          for (const PlaceId of places) await move(tx, { ...base, PlaceId, Qty: 3 })
        }
    })
  })
  afterAll(() => s?.close())

  /** Runs one of a document server's effects the way the engine does inside a transition. */
  function effect(
    server: LifecycleServer,
    name: string,
    tx: Tx,
    row: Partial<Row>,
    lines: Record<string, unknown>[],
    data: Record<string, unknown> = {},
  ) {
    const fn = server.effects![name] as Effect
    const ctx: EffectContext = {
      tx,
      deps: s.deps,
      row: { Id: 0, State: '', Version: 1, WarehouseId: warehouseId, OwnerId: 0, TotalWeight: 0, NetWeight: 0, ...row } as Row,
      context: { record: {}, lines, facts: {} },
      event: { type: name, data, actor: { Id: 1, supervisor: true } },
      from: '',
      to: '',
      auth: null,
      now: 1_800_000_000,
    }
    return fn(ctx)
  }

  /** One sequence in one transaction; a refusal (409) is counted and the sequence goes on. */
  /** How many operations of each kind were applied, and how many refused, over all runs. */
  const applied: Record<string, number> = {}
  let refusals = 0

  type Delivery = { id: number; productId: number; owner: number }
  /** A transfer's line picked into the transit area, not all of it put away yet. */
  type Moving = { id: number; productId: number; owner: number; left: number }
  const moving: Moving[] = []

  /** Applies one operation as its document's effect; false when there was nothing to apply it to. */
  async function apply(tx: Tx, o: Op, id: number, deliveries: Delivery[]): Promise<boolean> {
    const lineOf = (p: number) => ({ Id: id, ProductId: products[p]! })
    switch (o.kind) {
      case 'receive':
        await effect(
          entryServer,
          'receive',
          tx,
          { Id: id, OwnerId: OWNERS[o.owner], Currency: 'USD' },
          [{ ...lineOf(o.product), UnitCost: o.cost }],
          {
            LineId: id,
            Qty: o.qty,
            ...(o.lot ? { LotNo: `LOT-${o.lot}`, Expiry: new Date(Date.now() + o.lot * 30 * 86_400_000).toISOString().slice(0, 10) } : {}),
          },
        )
        return true
      case 'put':
        await effect(entryServer, 'put', tx, { Id: id, OwnerId: OWNERS[o.owner] }, [lineOf(o.product)], {
          LineId: id,
          PlaceId: places[o.place],
          Qty: o.qty,
        })
        return true
      case 'allocate':
        await effect(deliveryServer, 'reserve', tx, { Id: id, OwnerId: OWNERS[o.owner] }, [{ ...lineOf(o.product), ProductNum: o.qty }])
        deliveries.push({ id, productId: products[o.product]!, owner: OWNERS[o.owner]! })
        return true
      case 'pick': {
        const d = deliveries[o.delivery % Math.max(1, deliveries.length)]
        if (!d) return false
        const [res] = await tx
          .select()
          .from(StockReservation)
          .where(and(eq(StockReservation.DeliveryId, d.id), gt(StockReservation.Qty, 0)))
          .limit(1)
        if (!res) return false
        await effect(deliveryServer, 'pick', tx, { Id: d.id, OwnerId: d.owner }, [{ Id: d.id, ProductId: d.productId }], {
          LineId: d.id,
          PlaceId: res.PlaceId,
          Qty: o.qty,
        })
        return true
      }
      case 'ship':
      case 'cancel': {
        const i = o.delivery % Math.max(1, deliveries.length)
        const d = deliveries[i]
        if (!d) return false
        await effect(deliveryServer, o.kind === 'ship' ? 'shipOut' : 'release', tx, { Id: d.id, OwnerId: d.owner }, [], {
          Express: 'DHL',
          ExpressNo: 'X',
        })
        deliveries.splice(i, 1)
        return true
      }
      case 'adjust':
        await effect(inventoryServer, 'adjust', tx, { Id: id }, [
          { ...lineOf(o.product), PlaceId: places[o.place], OwnerId: OWNERS[o.owner], ProductNum: o.frozen, Counted: o.counted },
        ])
        return true
      case 'transfer':
        await effect(ownershipServer, 'transfer', tx, { Id: id, OwnerId: OWNERS[o.owner], ToOwnerId: OWNERS[1 - o.owner] }, [
          { ...lineOf(o.product), PlaceId: places[o.place], ProductNum: o.qty },
        ])
        return true
      case 'movePick': {
        const row = { Id: id, OwnerId: OWNERS[o.owner], FromWarehouseId: warehouseId, ToWarehouseId: warehouseId }
        const line = { ...lineOf(o.product), FromPlaceId: places[o.place], ProductNum: o.qty, PickNum: 0 }
        // Released first (the stock is reserved for the line), then picked in full.
        await effect(stockTransferServer, 'reserve', tx, row, [line])
        await effect(stockTransferServer, 'pick', tx, row, [line], {
          LineId: id,
          Qty: o.qty,
        })
        moving.push({ id, productId: products[o.product]!, owner: OWNERS[o.owner]!, left: o.qty })
        return true
      }
      case 'movePut': {
        const m = moving[o.move % Math.max(1, moving.length)]
        if (!m) return false
        const n = Math.min(o.qty, m.left)
        const row = { Id: m.id, OwnerId: m.owner, FromWarehouseId: warehouseId, ToWarehouseId: warehouseId }
        await effect(stockTransferServer, 'put', tx, row, [{ Id: m.id, ProductId: m.productId }], {
          LineId: m.id,
          PlaceId: places[o.place],
          Qty: n,
        })
        m.left -= n
        if (m.left === 0) moving.splice(moving.indexOf(m), 1)
        return true
      }
    }
  }

  /**
   * The moving-average cost replayed from the ledger's quantities alone (and the receipts' costs the
   * operations gave), the way an accountant would redo it by hand: goods leave at their share of the
   * owner's value (all of it for the last unit), goods moved from one key to the next arrive worth
   * what left, a receipt at a cost adds its cost, anything else arrives at the average (the last one
   * when nothing is held). Every ledger row's value and owner balance must equal the replay's.
   */
  type Cost = { qty: number; value: number; lastQty: number; lastValue: number }
  const share = (q: number, value: number, qty: number) => (qty > 0 ? Math.round((q * value) / qty) : 0)
  let valuedRows = 0

  async function replay(tx: Tx, o: Op, after: number, model: Map<string, Cost>) {
    const rows = await tx.select().from(StockLedger).where(gt(StockLedger.Id, after)).orderBy(asc(StockLedger.Id))
    // What left and has not arrived yet, in order: a move out of several lots writes each lot's row
    // out, then each lot's row in, worth what that lot left with (stock.ts `transfer`).
    const outs: { q: number; v: number }[] = []
    for (const r of rows) {
      const key = `${r.ProductId}:${r.OwnerId}`
      const c = model.get(key) ?? { qty: 0, value: 0, lastQty: 0, lastValue: 0 }
      model.set(key, c)
      let v: number
      if (r.Qty < 0) {
        const q = -r.Qty
        v = c.qty <= q ? c.value : share(q, c.value, c.qty)
        c.qty -= q
        c.value -= v
        outs.push({ q, v })
        v = v === 0 ? 0 : -v
      } else {
        const q = r.Qty
        const paired = outs[0]?.q === q ? outs.shift() : undefined
        if (o.kind === 'receive' && o.cost > 0) v = o.cost * q
        else if (paired) v = paired.v
        else v = c.qty > 0 ? share(q, c.value, c.qty) : share(q, c.lastValue, c.lastQty)
        if (!paired) outs.length = 0
        c.qty += q
        c.value += v
        c.lastQty = c.qty
        c.lastValue = c.value
      }
      expect({ Value: r.Value, BalanceValue: r.BalanceValue, CostQty: r.CostQty }, `${o.kind} row ${r.Id}`).toEqual({
        Value: v,
        BalanceValue: c.value,
        CostQty: c.qty,
      })
      if (v !== 0) valuedRows += 1
    }
    return rows.at(-1)?.Id ?? after
  }

  /** One sequence in one transaction; a refusal (409) is counted and the sequence goes on. */
  async function runSequence(ops: Op[]) {
    const deliveries: Delivery[] = []
    moving.length = 0
    await s.db
      .transaction(async (tx) => {
        const costs = await tx.select().from(StockCost).where(inArray(StockCost.ProductId, products))
        const model = new Map<string, Cost>(
          costs.map((c) => [`${c.ProductId}:${c.OwnerId}`, { qty: c.Qty, value: c.Value, lastQty: c.LastQty, lastValue: c.LastValue }]),
        )
        let mark = (await tx.select({ Id: max(StockLedger.Id) }).from(StockLedger))[0]?.Id ?? 0
        for (const [i, o] of ops.entries()) {
          try {
            if (await apply(tx, o, 1_000_000 + i, deliveries)) applied[o.kind] = (applied[o.kind] ?? 0) + 1
          } catch (e) {
            if (!(e instanceof ApiError) || e.status !== 409) throw e
            refusals += 1
          }
          mark = await replay(tx, o, mark, model)
        }
        // No key negative or reserved beyond what it holds, and the cache equals the rebuild.
        expect(await rebuildDifferences(tx)).toEqual([])
        // The owners' costs are the replay's, and the valuation (this warehouse holds all these products) adds up to them.
        const after = await tx.select().from(StockCost).where(inArray(StockCost.ProductId, products))
        for (const c of after)
          expect([c.Qty, c.Value], `${c.ProductId}:${c.OwnerId}`).toEqual([
            model.get(`${c.ProductId}:${c.OwnerId}`)?.qty,
            model.get(`${c.ProductId}:${c.OwnerId}`)?.value,
          ])
        const held = await tx
          .select({
            ProductId: StockBalance.ProductId,
            OwnerId: StockBalance.OwnerId,
            OnHand: sql<number>`sum(${StockBalance.OnHand})::int`,
          })
          .from(StockBalance)
          .where(inArray(StockBalance.ProductId, products))
          .groupBy(StockBalance.ProductId, StockBalance.OwnerId)
        for (const h of held) expect(model.get(`${h.ProductId}:${h.OwnerId}`)?.qty ?? 0).toBe(h.OnHand)
        const valued = await valuation(tx, { WarehouseId: warehouseId, OwnerId: 0, By: 'owner' })
        for (const ownerId of OWNERS) {
          const expected = [...model.entries()]
            .filter(([k, c]) => k.endsWith(`:${ownerId}`) && c.qty > 0)
            .reduce((sum, [, c]) => sum + c.value, 0)
          expect(
            valued.filter((v) => v.OwnerId === ownerId).reduce((sum, v) => sum + v.Value, 0),
            `owner ${ownerId}`,
          ).toBe(expected)
        }
        throw new Rollback()
      })
      .catch((e: unknown) => {
        if (!(e instanceof Rollback)) throw e
      })
  }

  it('1000 random sequences: never negative, and the cache always equals a rebuild from the ledger', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 6 }), (ops) => runSequence(ops)),
      { numRuns: 1000 },
    )
    // Every kind of operation was applied many times, and shortages were refused, not only happy paths.
    for (const kind of ['receive', 'put', 'allocate', 'pick', 'ship', 'cancel', 'adjust', 'transfer', 'movePick', 'movePut'])
      expect(applied[kind] ?? 0, kind).toBeGreaterThan(15)
    expect(refusals).toBeGreaterThan(30)
    // Values really moved: most rows carried one.
    expect(valuedRows).toBeGreaterThan(500)
    console.log(`[stock ledger] applied ${JSON.stringify(applied)}, refused ${refusals}`)
    // Every run rolled back: nothing is left behind.
    expect(await rebuildDifferences(s.db)).toEqual([])
  }, 180_000) // a thousand sequences on the embedded database: under a minute alone, more on a loaded machine

  it('refuses a movement that would take a key below zero, naming the product', async () => {
    const key = { ProductId: products[0]!, PlaceId: places[0]!, OwnerId: 7 }
    await s.db.transaction((tx) => move(tx, { ...key, WarehouseId: warehouseId, Qty: 2, Doc: 'Test', DocId: 1 }))
    const refused = await s.db
      .transaction((tx) => move(tx, { ...key, WarehouseId: warehouseId, Qty: -3, Doc: 'Test', DocId: 2 }))
      .catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(ApiError)
    expect(refused).toMatchObject({ status: 409, values: { product: 'Ledger soap', place: 'L-1' } })
    expect(await balanceOf(s.db, key)).toEqual({ OnHand: 2, Reserved: 0 })
    expect(await rebuildDifferences(s.db)).toEqual([])
  })

  it('each warehouse has one receiving and one dispatch area, found again rather than made twice', async () => {
    await s.db.transaction(async (tx) => {
      const [r1, d1] = [await receivingPlace(tx, warehouseId), await dispatchPlace(tx, warehouseId)]
      expect(await receivingPlace(tx, warehouseId)).toBe(r1)
      expect(await dispatchPlace(tx, warehouseId)).toBe(d1)
      expect(r1).not.toBe(d1)
    })
  })

  it.runIf(DB_KIND === 'postgres')('parallel movements on one key never take it below zero (PostgreSQL)', async () => {
    const key = { ProductId: products[1]!, PlaceId: places[1]!, OwnerId: 9 }
    const one = (Qty: number) =>
      s.db
        .transaction((tx) => move(tx, { ...key, WarehouseId: warehouseId, Qty, Doc: 'Test', DocId: 3 }))
        .then(
          () => 'ok' as const,
          (e: unknown) => (e instanceof ApiError && e.status === 409 ? ('refused' as const) : Promise.reject(e)),
        )
    // Twenty arrivals of one unit race on a key that does not exist yet.
    expect(await Promise.all(Array.from({ length: 20 }, () => one(1)))).toEqual(Array(20).fill('ok'))
    expect((await balanceOf(s.db, key)).OnHand).toBe(20)
    // Thirty parallel withdrawals of one unit, mixed with ten arrivals: on hand never goes below zero.
    const results = await Promise.all([...Array.from({ length: 30 }, () => one(-1)), ...Array.from({ length: 10 }, () => one(1))])
    const taken = results.slice(0, 30).filter((r) => r === 'ok').length
    expect(taken).toBeGreaterThanOrEqual(20)
    expect((await balanceOf(s.db, key)).OnHand).toBe(30 - taken)
    expect(await rebuildDifferences(s.db)).toEqual([])
  })
})
