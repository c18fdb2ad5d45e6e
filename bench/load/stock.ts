import { PLACE_KINDS } from '../../src/modules/warehouse/server/schema.ts'
import {
  Delivery,
  DeliveryLine,
  Entry,
  EntryLine,
  Place,
  Product,
  StockBalance,
  StockLedger,
  StockReservation,
  Warehouse,
  Zone,
} from '../../src/modules/warehouse/server/schema.ts'
import type { Random } from '../../src/kernel/server/lib/random.ts'
import type { Counts } from './counts.ts'
import { range, type Org } from './org.ts'
import type { Target } from './target.ts'
import { maxId, syncSequence, timedCopy, type TableLoad } from './timing.ts'
import { city, country, goodsName, personName, phone, spec } from './words.ts'

const MIN = 60
const HOUR = 3_600
const DAY = 86_400

/** Every Delivery state (machines/delivery.ts) and how common it is among 50k deliveries. */
export const DELIVERY_STATES = [
  'Draft',
  'Pending',
  'Allocated',
  'Picking',
  'Picked',
  'Packing',
  'Packed',
  'Shipped',
  'Signed',
  'Cancelled',
] as const
type DeliveryState = (typeof DELIVERY_STATES)[number]
const STATE_WEIGHTS = [3, 4, 6, 4, 4, 3, 4, 15, 50, 7]
const STEP = Object.fromEntries(DELIVERY_STATES.map((s, i) => [s, i])) as Record<DeliveryState, number>
/** States whose stock is reserved or moved (Cancelled ones were cancelled while still pending). */
const holdsStock = (s: DeliveryState) => s !== 'Cancelled' && STEP[s] >= STEP.Allocated

interface ProductInfo {
  id: number
  name: string
  barCode: string
  spec: string
  weight: number
  warehouse: number
  owner: number
  /** Storage places it is kept on, lowest id first (the order the product allocates in). */
  places: number[]
}

interface WarehouseInfo {
  id: number
  receiving: number
  dispatch: number
  departmentId: number
  agents: number[]
}

interface Line {
  id: number
  product: ProductInfo
  num: number
  pick: number
  pack: number
  packageNo: string
}

interface Reservation {
  line: Line
  place: number
  qty: number
  picked: number
}

interface DeliveryPlan {
  id: number
  state: DeliveryState
  warehouse: WarehouseInfo
  owner: number
  agent: number
  created: number
  /** Seconds between its timeline steps. */
  gap: number
  lines: Line[]
  reservations: Reservation[]
  picks: { line: Line; place: number; qty: number }[]
}

interface EntryPlan {
  id: number
  warehouse: WarehouseInfo
  owner: number
  agent: number
  arrive: number
  lines: { id: number; product: ProductInfo; num: number; place: number }[]
}

interface Balance {
  product: number
  place: number
  owner: number
  warehouse: number
  onHand: number
  reserved: number
}

/**
 * The overseas warehouse at scale: warehouses with their receiving and dispatch areas and storage
 * places, products kept on one or two places each, inbound entries putting stock away, and
 * deliveries in every state of their machine. Their stock movements are simulated in time order
 * the way the product's effects make them (lifecycle/stock.ts, lifecycle/delivery.ts): each ledger
 * row's Balance is its key's on hand after it, nothing goes below zero or below what is reserved,
 * and stock_balance (on hand, reserved) and the live reservations are the ledger's final state.
 */
export async function loadStock(t: Target, r: Random, n: Counts, org: Org, now: number, loads: TableLoad[]) {
  const { db } = t
  // --- master data: few rows, plain inserts
  const whDepts = org.warehouseDepartments
  const warehouses: WarehouseInfo[] = []
  const storage: number[][] = []
  for (const w of range(n.warehouses)) {
    const dept = whDepts[w % whDepts.length]!
    const [wh] = await db
      .insert(Warehouse)
      .values({
        Title: `Bench warehouse ${w + 1}`,
        Code: `BW${String(w + 1).padStart(3, '0')}`,
        Country: country(r),
        City: city(r),
        AgentId: dept.agents[0] ?? 0,
      })
      .returning({ Id: Warehouse.Id })
    const id = wh!.Id
    // The receiving and dispatch areas first: the product takes a warehouse's first place of each kind.
    const [recv, disp] = await db
      .insert(Place)
      .values([
        { WarehouseId: id, Kind: PLACE_KINDS.receiving, Title: 'RECEIVING' },
        { WarehouseId: id, Kind: PLACE_KINDS.dispatch, Title: 'DISPATCH' },
      ])
      .returning({ Id: Place.Id })
    const zones = await db
      .insert(Zone)
      .values(['A', 'B', 'C', 'D'].map((Code, i) => ({ WarehouseId: id, Code, Title: `Zone ${Code}`, Score: 4 - i })))
      .returning({ Id: Zone.Id })
    const count = Math.floor(n.places / n.warehouses) + (w < n.places % n.warehouses ? 1 : 0)
    const places = count
      ? await db
          .insert(Place)
          .values(
            range(count).map((i) => ({
              WarehouseId: id,
              ZoneId: zones[i % zones.length]!.Id,
              Kind: PLACE_KINDS.storage,
              Title: `${'ABCD'[i % 4]}-${String(Math.floor(i / 40) + 1).padStart(2, '0')}-${String((i % 40) + 1).padStart(2, '0')}`,
            })),
          )
          .returning({ Id: Place.Id })
      : []
    storage.push(places.map((p) => p.Id).sort((a, b) => a - b))
    warehouses.push({ id, receiving: recv!.Id, dispatch: disp!.Id, departmentId: dept.id, agents: dept.agents.length ? dept.agents : [0] })
  }

  // --- products (COPY, explicit ids), each kept in one warehouse on one or two of its places
  const firstProduct = (await maxId(t, Product)) + 1
  const products: ProductInfo[] = range(n.products).map((i) => {
    const w = i % warehouses.length
    const own = storage[w]!.length ? storage[w]! : [warehouses[w]!.receiving]
    const places = [...new Set(range(r.chance(0.3) ? 2 : 1).map(() => r.pick(own)))].sort((a, b) => a - b)
    return {
      id: firstProduct + i,
      name: goodsName(r, i + 1),
      barCode: `69${String(10_000_000_000 + i)}`,
      spec: spec(r),
      weight: r.int(50, 3000) / 1000,
      warehouse: w,
      owner: r.pick(org.shops),
      places,
    }
  })
  function* productRows() {
    for (const p of products) {
      const created = now - r.int(30, 900) * DAY
      yield [p.id, p.name, p.name, p.barCode, p.spec, 'pcs', p.weight, p.owner, 0, 1, 0, created, created]
    }
  }
  await timedCopy(
    t,
    loads,
    Product,
    ['Id', 'Name', 'EnName', 'BarCode', 'Spec', 'Unit', 'Weight', 'ShopId', 'AgentId', 'Status', 'Score', 'CreateTime', 'UpdateTime'],
    productRows(),
  )
  await syncSequence(t, Product)

  // Products of one owner in one warehouse: what one document may carry.
  const groups = new Map<string, ProductInfo[]>()
  for (const p of products) {
    const k = `${p.warehouse}:${p.owner}`
    if (!groups.has(k)) groups.set(k, [])
    groups.get(k)!.push(p)
  }
  const groupList = [...groups.values()]
  const takeDistinct = (list: ProductInfo[], k: number) => {
    const out = new Set<ProductInfo>()
    for (let tries = 0; out.size < Math.min(k, list.length) && tries < k * 4; tries++) out.add(r.pick(list))
    return [...out]
  }

  // --- deliveries, planned (their stock is settled in the simulation below)
  const start = now - 365 * DAY
  let deliveryId = (await maxId(t, Delivery)) + 1
  let deliveryLineId = (await maxId(t, DeliveryLine)) + 1
  const deliveries: DeliveryPlan[] = range(n.deliveries).map((i) => {
    // The first ones take every state in turn (recent, when stock is there), so even a tiny scale has them all.
    const forced = i < DELIVERY_STATES.length
    const state = forced ? DELIVERY_STATES[i]! : DELIVERY_STATES[r.weighted(STATE_WEIGHTS)]!
    const group = r.pick(groupList)
    const wh = warehouses[group[0]!.warehouse]!
    const created =
      forced && state === 'Signed'
        ? now - 5 * DAY
        : state === 'Signed' || state === 'Cancelled'
          ? start + 30 * DAY + r.int(0, 330 * DAY)
          : state === 'Shipped'
            ? now - r.int(2 * DAY, 10 * DAY)
            : now - r.int(3 * HOUR, 2 * DAY)
    const lines = takeDistinct(group, r.int(1, 3)).map((product) => ({
      id: deliveryLineId++,
      product,
      num: r.int(1, 5),
      pick: 0,
      pack: 0,
      packageNo: '',
    }))
    return {
      id: deliveryId++,
      state,
      warehouse: wh,
      owner: group[0]!.owner,
      agent: r.pick(wh.agents),
      created,
      gap: Math.min(20 * MIN, Math.floor((now - created) / 40)),
      lines,
      reservations: [],
      picks: [],
    }
  })

  // --- entries: as many lines as the ledger needs besides the deliveries' rows (3 rows a line)
  const deliveryRows = deliveries.reduce(
    (s, d) =>
      s +
      (!holdsStock(d.state) || d.state === 'Allocated'
        ? 0
        : d.lines.length * (d.state === 'Picking' ? 1 : STEP[d.state] >= STEP.Shipped ? 3 : 2)),
    0,
  )
  const entryLinesWanted = Math.max(1, Math.round((n.ledger - deliveryRows) / 3))
  let entryId = (await maxId(t, Entry)) + 1
  let entryLineId = (await maxId(t, EntryLine)) + 1
  const entries: EntryPlan[] = []
  for (let made = 0; made < entryLinesWanted;) {
    const group = r.pick(groupList)
    const wh = warehouses[group[0]!.warehouse]!
    const lines = takeDistinct(group, Math.min(10, entryLinesWanted - made)).map((product) => ({
      id: entryLineId++,
      product,
      num: r.int(20, 200),
      place: r.pick(product.places),
    }))
    made += lines.length
    entries.push({
      id: entryId++,
      warehouse: wh,
      owner: group[0]!.owner,
      agent: r.pick(wh.agents),
      arrive: start + 3 * DAY + r.int(0, 361 * DAY),
      lines,
    })
  }

  // --- the simulation: stock moves in time order; each ledger row is yielded as it happens
  const balances = new Map<string, Balance>()
  const bal = (product: number, place: number, owner: number, warehouse: number) => {
    const k = `${product}:${place}:${owner}`
    let b = balances.get(k)
    if (!b) balances.set(k, (b = { product, place, owner, warehouse, onHand: 0, reserved: 0 }))
    return b
  }
  type Doc = 'Entry' | 'Delivery'
  const row = (b: Balance, qty: number, doc: Doc, docId: number, lineId: number, agent: number, at: number) => {
    b.onHand += qty
    if (b.onHand < b.reserved || b.onHand < 0) throw new Error(`bench: stock of ${b.product}@${b.place} would go below what it must hold`)
    return [b.product, b.warehouse, b.place, b.owner, qty, b.onHand, doc, docId, lineId, agent, at] as const
  }
  const at = (d: DeliveryPlan, step: number) => d.created + step * d.gap
  const schedule = [
    ...entries.map((e) => ({ time: e.arrive, entry: e, delivery: undefined })),
    ...deliveries.filter((d) => holdsStock(d.state)).map((d) => ({ time: at(d, 2), entry: undefined, delivery: d })),
  ].sort((a, b) => a.time - b.time)

  function* simulate(): Generator<readonly unknown[]> {
    for (const ev of schedule) {
      if (ev.entry) {
        const e = ev.entry
        const wid = e.warehouse.id
        for (const l of e.lines)
          yield row(bal(l.product.id, e.warehouse.receiving, e.owner, wid), l.num, 'Entry', e.id, l.id, e.agent, e.arrive)
        for (const l of e.lines) {
          yield row(bal(l.product.id, e.warehouse.receiving, e.owner, wid), -l.num, 'Entry', e.id, l.id, e.agent, e.arrive + 3 * HOUR)
          yield row(bal(l.product.id, l.place, e.owner, wid), l.num, 'Entry', e.id, l.id, e.agent, e.arrive + 3 * HOUR)
        }
        continue
      }
      const d = ev.delivery!
      const wid = d.warehouse.id
      // allocate: every line reserved on its places, lowest place first; short stock leaves it waiting (Pending)
      const planned: Reservation[] = []
      let short = false
      for (const l of d.lines) {
        let need = l.num
        for (const place of l.product.places) {
          const b = bal(l.product.id, place, d.owner, wid)
          const take = Math.min(need, b.onHand - b.reserved)
          if (take > 0) {
            planned.push({ line: l, place, qty: take, picked: 0 })
            need -= take
          }
          if (!need) break
        }
        if (need) short = true
      }
      if (short) {
        d.state = 'Pending'
        continue
      }
      for (const res of planned) bal(res.line.product.id, res.place, d.owner, wid).reserved += res.qty
      d.reservations = planned
      if (STEP[d.state] < STEP.Picking) continue
      // pick: from the place's reservation to the dispatch area, where it stays reserved
      let step = 4
      for (const res of planned) {
        const n = d.state === 'Picking' ? r.int(0, res.qty) : res.qty
        if (!n) continue
        const from = bal(res.line.product.id, res.place, d.owner, wid)
        const to = bal(res.line.product.id, d.warehouse.dispatch, d.owner, wid)
        from.reserved -= n
        yield row(from, -n, 'Delivery', d.id, res.line.id, d.agent, at(d, step))
        yield row(to, n, 'Delivery', d.id, res.line.id, d.agent, at(d, step))
        to.reserved += n
        res.qty -= n
        res.picked += n
        res.line.pick += n
        d.picks.push({ line: res.line, place: res.place, qty: n })
        step++
      }
      if (STEP[d.state] < STEP.Packing) continue
      for (const [i, l] of d.lines.entries()) {
        if (d.state === 'Packing' && i > 0 && r.chance(0.5)) continue
        l.pack = l.pick
        l.packageNo = `PK${d.id}-${i + 1}`
      }
      if (STEP[d.state] < STEP.Shipped) continue
      // ship: the picked goods leave the dispatch area; the reservations end
      for (const res of planned) {
        const b = bal(res.line.product.id, d.warehouse.dispatch, d.owner, wid)
        b.reserved -= res.picked
        yield row(b, -res.picked, 'Delivery', d.id, res.line.id, d.agent, at(d, 30))
      }
      d.reservations = []
    }
  }
  const ledgerKeys = [
    'ProductId',
    'WarehouseId',
    'PlaceId',
    'OwnerId',
    'Qty',
    'Balance',
    'Doc',
    'DocId',
    'LineId',
    'AgentId',
    'CreateTime',
  ] as const
  await timedCopy(t, loads, StockLedger, ledgerKeys, simulate())

  await timedCopy(
    t,
    loads,
    StockBalance,
    ['ProductId', 'PlaceId', 'OwnerId', 'WarehouseId', 'OnHand', 'Reserved'],
    [...balances.values()].map((b) => [b.product, b.place, b.owner, b.warehouse, b.onHand, b.reserved]),
  )
  // A balance's zone is its place's (the product keeps it so when stock moves: lifecycle/stock.ts).
  await t.exec('update stock_balance b set zone_id = p.zone_id from place p where p.id = b.place_id and p.zone_id <> 0')
  await timedCopy(
    t,
    loads,
    StockReservation,
    ['DeliveryId', 'LineId', 'ProductId', 'WarehouseId', 'PlaceId', 'OwnerId', 'Qty', 'Picked'],
    deliveries.flatMap((d) =>
      d.reservations.map((res) => [d.id, res.line.id, res.line.product.id, d.warehouse.id, res.place, d.owner, res.qty, res.picked]),
    ),
  )

  // --- the documents as their last transition left them
  const timeline = deliveries.map((d) => ({ d, events: deliveryTimeline(d, r) }))
  function* deliveryRecords() {
    for (const { d, events } of timeline) {
      const packed = d.lines.filter((l) => l.pack > 0)
      const net = Math.round(packed.reduce((s, l) => s + l.product.weight * l.pack, 0) * 1000) / 1000
      const shipped = STEP[d.state] >= STEP.Shipped && d.state !== 'Cancelled'
      const last = events[events.length - 1]!
      yield [
        d.id,
        d.state,
        `Parcel ${d.id}`,
        d.warehouse.id,
        d.owner,
        d.agent,
        d.warehouse.departmentId,
        `SO${d.id}`,
        personName(r),
        phone(r),
        country(r),
        city(r),
        `${r.int(1, 300)} Jalan ${r.int(1, 99)}`,
        String(r.int(10000, 99999)),
        shipped ? r.pick(['J&T', 'NinjaVan', 'PosLaju', 'Kerry']) : '',
        shipped ? `EX${d.id}` : '',
        'standard',
        packed.length,
        packed.length ? Math.round((net + 0.2 * packed.length) * 1000) / 1000 : 0,
        net,
        shipped ? r.int(500, 3000) : 0,
        shipped ? at(d, 30) : 0,
        d.state === 'Signed' ? last[7] : 0,
        events.length,
        d.created,
        last[7],
        last[7],
      ]
    }
  }
  await timedCopy(
    t,
    loads,
    Delivery,
    [
      'Id',
      'State',
      'Title',
      'WarehouseId',
      'OwnerId',
      'AgentId',
      'DepartmentId',
      'OutOrderId',
      'Name',
      'Phone',
      'ToCountry',
      'City',
      'Address',
      'Zip',
      'Express',
      'ExpressNo',
      'ExpressType',
      'Package',
      'TotalWeight',
      'NetWeight',
      'ExpressFee',
      'ShipTime',
      'SignTime',
      'Version',
      'CreateTime',
      'UpdateTime',
      'StateTime',
    ],
    deliveryRecords(),
  )
  await timedCopy(
    t,
    loads,
    DeliveryLine,
    ['Id', 'DeliveryId', 'ProductId', 'ProductName', 'BarCode', 'Spec', 'ProductNum', 'PickNum', 'PackNum', 'PackageNo', 'ShortNum'],
    deliveries.flatMap((d) =>
      d.lines.map((l) => [
        l.id,
        d.id,
        l.product.id,
        l.product.name,
        l.product.barCode,
        l.product.spec,
        l.num,
        l.pick,
        l.pack,
        l.packageNo,
        0,
      ]),
    ),
  )
  await timedCopy(
    t,
    loads,
    Entry,
    [
      'Id',
      'State',
      'Title',
      'WarehouseId',
      'OwnerId',
      'AgentId',
      'DepartmentId',
      'FromCountry',
      'Express',
      'ExpressNo',
      'ArriveTime',
      'StoreTime',
      'Version',
      'CreateTime',
      'UpdateTime',
      'StateTime',
    ],
    entries.map((e) => [
      e.id,
      'Stored',
      `Inbound ${e.id}`,
      e.warehouse.id,
      e.owner,
      e.agent,
      e.warehouse.departmentId,
      'CN',
      'COSCO',
      `SEA${e.id}`,
      e.arrive,
      e.arrive + 4 * HOUR,
      7,
      e.arrive - 3 * DAY,
      e.arrive + 4 * HOUR,
      e.arrive + 4 * HOUR,
    ]),
  )
  await timedCopy(
    t,
    loads,
    EntryLine,
    ['Id', 'EntryId', 'ProductId', 'ProductName', 'BarCode', 'Spec', 'ProductNum', 'AlreadyNum', 'BadNum', 'PutNum', 'ShortNum'],
    entries.flatMap((e) =>
      e.lines.map((l) => [l.id, e.id, l.product.id, l.product.name, l.product.barCode, l.product.spec, l.num, l.num, 0, l.num, 0]),
    ),
  )
  for (const table of [Delivery, DeliveryLine, Entry, EntryLine]) await syncSequence(t, table)

  const states = Object.fromEntries(DELIVERY_STATES.map((s) => [s, 0])) as Record<DeliveryState, number>
  for (const d of deliveries) states[d.state]++
  return {
    deliveryStates: states,
    *events(): Generator<readonly unknown[]> {
      for (const { events } of timeline) yield* events
      for (const e of entries) yield* entryTimeline(e)
    },
  }
}

/** A delivery's timeline rows, as its transitions wrote them (one per event, pickLine and packLine included). */
function deliveryTimeline(d: DeliveryPlan, r: Random) {
  const out: (readonly unknown[])[] = []
  let step = 0
  const ev = (event: string, from: string, to: string, data: Record<string, unknown> = {}, time = d.created + step * d.gap) => {
    out.push(['Delivery', d.id, event, from, to, d.agent, data, time])
    step++
  }
  ev('create', '', 'Draft')
  const s = STEP[d.state]
  if (d.state === 'Draft') return out
  ev('submit', 'Draft', 'Pending')
  if (d.state === 'Cancelled') {
    ev('cancel', 'Pending', 'Cancelled', { Reason: r.pick(['Buyer cancelled', 'Address unreachable', 'Duplicate order']) })
    return out
  }
  if (s < STEP.Allocated) return out
  ev('allocate', 'Pending', 'Allocated')
  if (s < STEP.Picking) return out
  ev('startPicking', 'Allocated', 'Picking')
  step = 4
  for (const p of d.picks) ev('pickLine', 'Picking', 'Picking', { LineId: p.line.id, PlaceId: p.place, Qty: p.qty })
  if (s < STEP.Picked) return out
  ev('completePicking', 'Picking', 'Picked')
  if (s < STEP.Packing) return out
  ev('startPacking', 'Picked', 'Packing')
  for (const l of d.lines)
    if (l.pack) ev('packLine', 'Packing', 'Packing', { LineId: l.id, PackageNo: l.packageNo, Qty: l.pack, Weight: 0.2 })
  if (s < STEP.Packed) return out
  ev('completePacking', 'Packing', 'Packed')
  if (s < STEP.Shipped) return out
  ev(
    'ship',
    'Packed',
    'Shipped',
    { Express: 'J&T', ExpressNo: `EX${d.id}`, ExpressType: 'standard', ExpressFee: 0 },
    d.created + 30 * d.gap,
  )
  if (s < STEP.Signed) return out
  ev('sign', 'Shipped', 'Signed', {}, d.created + 30 * d.gap + 3 * DAY)
  return out
}

/** An entry's timeline: created, submitted, arrived, received, put away (line events folded into these). */
function* entryTimeline(e: EntryPlan): Generator<readonly unknown[]> {
  const steps: [string, string, string, number][] = [
    ['create', '', 'Draft', e.arrive - 3 * DAY],
    ['submit', 'Draft', 'Expected', e.arrive - 3 * DAY + HOUR],
    ['arrive', 'Expected', 'Receiving', e.arrive],
    ['finishReceiving', 'Receiving', 'Received', e.arrive + HOUR],
    ['startPutaway', 'Received', 'PuttingAway', e.arrive + 2 * HOUR],
    ['completePutaway', 'PuttingAway', 'Stored', e.arrive + 4 * HOUR],
  ]
  for (const [event, from, to, time] of steps) yield ['Entry', e.id, event, from, to, e.agent, {}, time]
}
