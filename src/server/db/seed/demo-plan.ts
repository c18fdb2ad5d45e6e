import type { AssembledModules, ResourceEntry } from '../../../kernel/server/module.ts'

import { and, asc, count, eq, getTableColumns, getTableName, gt, max, sql } from 'drizzle-orm'

import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'

import { z } from 'zod'

import type { Receipt } from '../../../../machines/declare.ts'

import { expandAccess } from '../../../kernel/shared/permissions.ts'

import { pinnedValues } from '../../../kernel/shared/resources/define.ts'
import type { Tx } from '../../../kernel/server/db/client.ts'

import type { AuthContext, Deps } from '../../../kernel/server/env.ts'

import { Agent, CustomsReceipt, Department, DocEvent, Receipt as MoneyReceipt, Role } from '../schema/index.ts'
import { StockBalance, StockLedger } from '../../../modules/warehouse/server/schema.ts'

import { createLogger } from '../../../kernel/server/lib/logger.ts'

import { applyTransition } from '../../../kernel/server/lifecycle/engine.ts'

import { buildRegistry } from '../../../kernel/server/registry.ts'

import { customsNumber, customsSimulator, type CustomsGateway, type CustomsMessage } from '../../services/customs-gateway.ts'

/**
 * The demo's documents are made the way staff make them: created through their resource's create
 * path and moved by their machines (applyTransition, with real agents as actors), so timelines,
 * stock ledger and reservations are what the product writes. Each step is planned at a time in
 * the past; the steps run oldest first and, once all have run, every row they wrote is dated to
 * its step, so each document's history reads as if it happened over the past hours and days.
 */

export const MIN = 60
export const HOUR = 3_600
export const DAY = 86_400

export type Data = Record<string, unknown>

/** A resource as the generic router serves it: its definition, table and hooks. */
export type Resource = ResourceEntry

/** A demo document: its id once its creation step ran (or found by `find`, for one another document's effect created). */
export interface Handle {
  doc: string
  id: number
  find?: (tx: Tx) => Promise<number>
}

/** Who sends a step: a signed-in agent, an agent the plan creates (its handle), or null for the scheduler. */
export type Who = AuthContext | Handle | null

/** Customs as the demo scripts it: the simulator judges a post; the receipts are the ones the step names. */
class DemoGateway implements CustomsGateway {
  receiptsNext: Receipt[] = []
  post: CustomsGateway['post'] = (message) => customsSimulator.post(message)
  async receipts(message: CustomsMessage) {
    const out = this.receiptsNext
    this.receiptsNext = []
    // An acceptance carries the number customs filed the message under.
    return out.map((r) => (r.Code === 120 && !r.No ? { ...r, No: customsNumber(message.doc, message.record.Id, r.Time) } : r))
  }
}

/** The agent as a session would see it: role permissions, data scope and department. */
export async function authOf(tx: Tx, agentId: number): Promise<AuthContext> {
  const [row] = await tx
    .select({
      Id: Agent.Id,
      Name: Agent.Name,
      DepartmentId: Agent.DepartmentId,
      RoleId: Agent.RoleId,
      Permission: Agent.Permission,
      RolePermission: Role.Permission,
      RoleTitle: Role.Title,
      Scope: Role.DataScope,
      WarehouseIds: Agent.WarehouseIds,
      Path: Department.Path,
      DepartmentName: Department.Name,
    })
    .from(Agent)
    .leftJoin(Role, eq(Role.Id, Agent.RoleId))
    .leftJoin(Department, eq(Department.Id, Agent.DepartmentId))
    .where(eq(Agent.Id, agentId))
  if (!row) throw new Error(`demo: no agent ${agentId}`)
  return {
    sessionId: 0,
    agentId: row.Id,
    agentName: row.Name,
    avatar: '',
    departmentId: row.DepartmentId,
    departmentPath: row.Path ?? '/',
    departmentName: row.DepartmentName ?? '',
    roleId: row.RoleId,
    roleTitle: row.RoleTitle ?? '',
    access: expandAccess([...(row.RolePermission ?? []), ...row.Permission]),
    scope: row.Scope ?? 'own',
    warehouseIds: row.WarehouseIds,
  }
}

/**
 * Creates a record as `Post` does: the body validated by the resource's schema (defaults filled
 * in), the hooks' beforeWrite and afterWrite around the insert (a lifecycle document gets its
 * initial state and `create` timeline row, its lines are written), owned by its author.
 * `extra` holds columns the server keeps itself (follow-up times, a password hash).
 */
export async function createThrough(tx: Tx, res: Resource, auth: AuthContext, body: Data, extra: Data = {}): Promise<number> {
  const input = z.object(res.def.fields).parse(body) as Data
  let values = res.hooks?.beforeWrite ? await res.hooks.beforeWrite({ tx, auth, values: input, input }) : input
  values = { ...values, ...pinnedValues(res.def), UpdateAgent: auth.agentId }
  for (const [f, v] of [
    [res.def.scope?.owner, auth.agentId],
    [res.def.scope?.department, auth.departmentId],
  ] as const) {
    if (f && f !== 'Id' && !(f in res.def.fields) && values[f] === undefined) values[f] = v
  }
  Object.assign(values, extra)
  const [row] = (await tx
    .insert(res.table)
    .values(values as never)
    .returning({ Id: res.table.Id })) as { Id: number }[]
  await res.hooks?.afterWrite?.({ tx, auth, values, input, id: row!.Id })
  return row!.Id
}

type Payload = Data | Data[] | ((tx: Tx, id: number) => Promise<Data | Data[]>)

interface Step {
  at: number
  seq: number
  /** What it does, for a failure's message. */
  what: string
  run: (step: Step) => Promise<void>
  /** The timeline rows it wrote for its own document, in order (others' rows its effects wrote come before each). */
  rows: { doc: string; id: number; event: string }[]
  /** The stock ledger rows it wrote for its document, per event sent: how many. */
  ledger: { doc: string; id: number; n: number }[]
  /** The customs receipts it stored. */
  receipts: { doc: string; id: number; n: number }[]
  /** The last timeline row it wrote: an event's consequences (a receivable raised) follow its own row. */
  until?: number
}

type Ids = { event: number; ledger: number; receipt: number }

/** Time columns an effect sets to "now", and the events whose time they take (the last one). */
const EVENT_TIMES: { doc: string; column: string; events: string[]; to?: string }[] = [
  { doc: 'Entry', column: 'arrive_time', events: ['arrive'] },
  { doc: 'Entry', column: 'store_time', events: ['completePutaway'] },
  { doc: 'Delivery', column: 'ship_time', events: ['ship'] },
  { doc: 'Delivery', column: 'sign_time', events: ['sign'] },
  { doc: 'Inventory', column: 'post_time', events: ['post'] },
  { doc: 'StockTransfer', column: 'dispatch_time', events: ['finishPicking'], to: 'InTransit' },
  { doc: 'StockTransfer', column: 'arrive_time', events: ['arrive'] },
  { doc: 'StockTransfer', column: 'done_time', events: ['complete'] },
  { doc: 'Order', column: 'pay_time', events: ['pay'] },
  { doc: 'OfferingOrder', column: 'pay_time', events: ['pay'] },
  { doc: 'Order', column: 'ship_time', events: ['ship'] },
  { doc: 'Order', column: 'sign_time', events: ['confirmReceive', 'autoConfirm'] },
  { doc: 'Declare', column: 'post_time', events: ['post'], to: 'Posted' },
  { doc: 'Refund', column: 'refund_time', events: ['pay'] },
  { doc: 'Settlement', column: 'settle_time', events: ['approve', 'settleRest'] },
  { doc: 'Client', column: 'lose_time', events: ['release', 'lose'] },
  { doc: 'Client', column: 'claim_time', events: ['claim', 'assign', 'transfer'] },
  { doc: 'Agent', column: 'leave_time', events: ['leave'] },
  { doc: 'PurchaseContract', column: 'sign_time', events: ['sign'] },
  { doc: 'SalesOrder', column: 'deal_time', events: ['confirm'] },
  { doc: 'SalesOrder', column: 'ship_time', events: ['ship'] },
  { doc: 'Receivable', column: 'open_time', events: ['create'] },
  { doc: 'Receivable', column: 'last_receipt_time', events: ['receive'] },
  { doc: 'Invoice', column: 'issue_time', events: ['issue'] },
  { doc: 'Invoice', column: 'void_time', events: ['void'] },
]

export class DemoPlan {
  private steps: Step[] = []
  private seq = 0
  private auths = new Map<number, AuthContext>()
  readonly gateway = new DemoGateway()
  readonly deps: Deps

  constructor(
    readonly tx: Tx,
    readonly now: number,
    /** The modules whose lifecycle servers send the events (the seed's list). */
    readonly app: AssembledModules,
  ) {
    // The transitions run in the seed's transaction; only the gateway and the log are read besides.
    this.deps = { db: tx as never, dbKind: 'pglite', config: {} as Deps['config'], log: createLogger('silent'), gateway: this.gateway }
    // One document's event may send another's (a delivery shipping completes its sales order).
    this.deps.registry = buildRegistry(this.deps, app)
  }

  private async who(w: Who): Promise<AuthContext | null> {
    if (w === null) return null
    if (!('doc' in w)) return w
    const id = w.id || (w.id = await w.find!(this.tx))
    if (!this.auths.has(id)) this.auths.set(id, await authOf(this.tx, id))
    return this.auths.get(id)!
  }

  private add(at: number, what: string, run: Step['run']) {
    this.steps.push({ at, seq: this.seq++, what, run, rows: [], ledger: [], receipts: [] })
  }

  /** Any step at `at` outside the machines (an edit); it writes no timeline rows. */
  at(at: number, run: () => Promise<void>) {
    this.add(at, 'edit', run)
  }

  /** A document created through its resource; a body given as a function is read when the step runs (it names documents created before it). */
  create(at: number, res: Resource, by: Who, body: Data | (() => Data), extra: Data = {}): Handle {
    const h: Handle = { doc: res.def.name, id: 0 }
    this.add(at, `${h.doc} create`, async (step) => {
      h.id = await createThrough(this.tx, res, (await this.who(by))!, typeof body === 'function' ? body() : body, extra)
      step.rows.push({ doc: h.doc, id: h.id, event: 'create' })
    })
    return h
  }

  /** One event (or one per payload, when the payload answers a list) on the document, as `by`. */
  /** The newest stock ledger row's id. */
  private async lastLedgerRow(): Promise<number> {
    return Number((await this.tx.select({ n: max(StockLedger.Id) }).from(StockLedger))[0]?.n ?? 0)
  }

  send(at: number, h: Handle, event: string, by: Who, payload: Payload = {}, receipts?: Receipt[]) {
    this.add(at, `${h.doc} ${event}`, async (step) => {
      const id = h.id || (h.id = await h.find!(this.tx))
      const data = typeof payload === 'function' ? await payload(this.tx, id) : payload
      const auth = await this.who(by)
      for (const d of Array.isArray(data) ? data : [data]) {
        if (receipts) this.gateway.receiptsNext = receipts
        const spec = this.app.lifecycles[h.doc]
        if (!spec) throw new Error(`demo: ${h.doc} is no lifecycle document of the listed modules`)
        const before = await this.lastLedgerRow()
        await applyTransition(this.deps, spec, { id, event, data: d, auth }, this.tx)
        step.rows.push({ doc: h.doc, id, event })
        step.until = Number((await this.tx.select({ n: max(DocEvent.Id) }).from(DocEvent))[0]?.n ?? 0)
        // The stock ledger rows the event wrote for its document, counted as they were written.
        const [written] = await this.tx
          .select({ n: count() })
          .from(StockLedger)
          .where(and(gt(StockLedger.Id, before), eq(StockLedger.Doc, h.doc), eq(StockLedger.DocId, id)))
        if (written?.n) step.ledger.push({ doc: h.doc, id, n: written.n })
        if (receipts?.length) step.receipts.push({ doc: h.doc, id, n: receipts.length })
      }
    })
  }

  /** A document's story: created (or already there), then its events, each a gap after the one before. */
  story(start: { res: Resource; by: Who; body: Data | (() => Data); extra?: Data } | Handle) {
    return new Story(this, start)
  }

  private async ids(): Promise<Ids> {
    const [row] = await this.tx
      .select({
        event: max(DocEvent.Id),
        ledger: sql<number>`(select coalesce(max(${StockLedger.Id}), 0) from ${StockLedger})`.mapWith(Number),
        receipt: sql<number>`(select coalesce(max(${CustomsReceipt.Id}), 0) from ${CustomsReceipt})`.mapWith(Number),
      })
      .from(DocEvent)
    return { event: Number(row?.event ?? 0), ledger: row?.ledger ?? 0, receipt: row?.receipt ?? 0 }
  }

  /** Runs every step oldest first, then dates what each wrote to its time. Answers the steps run. */
  async run(): Promise<number> {
    const steps = this.steps.sort((a, b) => a.at - b.at || a.seq - b.seq)
    const base = await this.ids()
    for (const s of steps) {
      if (s.at > this.now) throw new Error(`demo: ${s.what} planned in the future`)
      try {
        await s.run(s)
      } catch (e) {
        throw new Error(`demo: ${s.what} (planned ${Math.round((this.now - s.at) / 60)} min ago) failed: ${(e as Error).message}`, {
          cause: e,
        })
      }
    }
    await this.backdate(steps, base)
    await this.tx.execute(sql`select set_config('app.backdate', 'off', true)`)
    return steps.length
  }

  /**
   * Dates every row the steps wrote to its step's time. Rows of one step follow each other (the
   * steps ran one after the other); each step knows which rows of its own it wrote, so walking
   * the new rows in id order alongside the steps finds each step's range. A row no step accounts
   * for is a mistake in the plan: it stops the seed rather than date it wrongly.
   */
  private async backdate(steps: Step[], base: Ids) {
    const { tx } = this
    // The ledger refuses changes (migration 0014) but for this, within this transaction.
    await tx.execute(sql`select set_config('app.backdate', 'on', true)`)
    const update = (table: typeof DocEvent | typeof StockLedger | typeof CustomsReceipt, ranges: [number, number, number][]) =>
      ranges.length
        ? tx.execute(
            sql`update ${table} set create_time = v.t from (values ${sql.join(
              ranges.map(([lo, hi, t]) => sql`(${lo}::bigint, ${hi}::bigint, ${t}::bigint)`),
              sql`, `,
            )}) as v(lo, hi, t) where ${table.Id} > v.lo and ${table.Id} <= v.hi`,
          )
        : undefined
    const events = await tx
      .select({ Id: DocEvent.Id, Doc: DocEvent.Doc, DocId: DocEvent.DocId, Event: DocEvent.Event })
      .from(DocEvent)
      .where(gt(DocEvent.Id, base.event))
      .orderBy(asc(DocEvent.Id))
    const ledger = await tx
      .select({ Id: StockLedger.Id, Doc: StockLedger.Doc, DocId: StockLedger.DocId })
      .from(StockLedger)
      .where(gt(StockLedger.Id, base.ledger))
      .orderBy(asc(StockLedger.Id))
    const receipts = await tx
      .select({ Id: CustomsReceipt.Id, Doc: CustomsReceipt.Doc, DocId: CustomsReceipt.DocId })
      .from(CustomsReceipt)
      .where(gt(CustomsReceipt.Id, base.receipt))
      .orderBy(asc(CustomsReceipt.Id))

    // Timeline: a step's own rows, each after the rows its effects wrote for other documents.
    const eventRanges: [number, number, number][] = []
    let p = 0
    for (const s of steps) {
      if (!s.rows.length) continue
      const from = p
      for (const own of s.rows) {
        while (p < events.length && !(events[p]!.Doc === own.doc && events[p]!.DocId === own.id && events[p]!.Event === own.event)) p++
        if (p === events.length) throw new Error(`demo: the timeline row of ${s.what} is missing`)
        p++
      }
      while (s.until && p < events.length && events[p]!.Id <= s.until) p++
      eventRanges.push([events[from]!.Id - 1, events[p - 1]!.Id, s.at])
    }
    if (p !== events.length) throw new Error('demo: timeline rows no step wrote')

    // Ledger rows and receipts: as many as each step's events wrote, all of its document's.
    const walk = (
      rows: { Id: number; Doc?: string; DocId: number }[],
      parts: (s: Step) => { doc?: string; id: number; n: number }[],
      what: string,
    ) => {
      const ranges: [number, number, number][] = []
      let q = 0
      const mine = (k: number, part: { doc?: string; id: number }) =>
        k < rows.length && rows[k]!.DocId === part.id && (part.doc === undefined || rows[k]!.Doc === part.doc)
      for (const s of steps) {
        for (const part of parts(s)) {
          const from = q
          for (let k = 0; k < part.n; k++, q++)
            if (!mine(q, part)) throw new Error(`demo: ${what} of ${s.what} are not where it wrote them`)
          if (q > from) ranges.push([rows[from]!.Id - 1, rows[q - 1]!.Id, s.at])
        }
      }
      if (q !== rows.length) throw new Error(`demo: ${what} no step wrote`)
      return ranges
    }
    await update(DocEvent, eventRanges)
    await update(
      StockLedger,
      walk(ledger, (s) => s.ledger, 'stock ledger rows'),
    )
    // A balance's first and last change are its ledger rows' (the Stock screen shows the last).
    await tx.execute(
      sql`update ${StockBalance} b set create_time = l.first, update_time = l.last from (select product_id, place_id, owner_id, min(create_time) as first, max(create_time) as last from ${StockLedger} group by 1, 2, 3) l where l.product_id = b.product_id and l.place_id = b.place_id and l.owner_id = b.owner_id`,
    )
    await update(
      CustomsReceipt,
      walk(receipts, (s) => s.receipts, 'customs receipts'),
    )

    // Each new document: created when its `create` row says, updated when its last row says, in its
    // state since the last row that brought it there.
    for (const [doc, spec] of Object.entries(this.app.lifecycles)) {
      const name = sql.identifier(getTableName(spec.table))
      await tx.execute(sql`
        update ${name} set create_time = x.first, update_time = x.last,
          state_time = coalesce((select max(e.create_time) from doc_event e where e.doc = ${doc} and e.doc_id = ${name}.id and e."to" = ${name}.state and e."from" <> e."to"), x.first)
        from (select doc_id, min(create_time) as first, max(create_time) as last from doc_event where doc = ${doc} group by doc_id) x
        where ${name}.id = x.doc_id and ${name}.id in (select doc_id from doc_event where doc = ${doc} and event = 'create' and id > ${base.event})`)
    }
    for (const { doc, column, events, to } of EVENT_TIMES) {
      const spec = this.app.lifecycles[doc]
      if (!spec) continue
      const name = sql.identifier(getTableName(spec.table))
      await tx.execute(sql`
        update ${name} set ${sql.identifier(column)} = x.t
        from (select doc_id, max(create_time) as t from doc_event
              where doc = ${doc} and id > ${base.event} and event in (${sql.join(
                events.map((e) => sql`${e}`),
                sql`, `,
              )}) ${to ? sql`and "to" = ${to}` : sql``}
              group by doc_id) x
        where ${name}.id = x.doc_id`)
    }
    // A receipt is dated by its receivable's `receive` row of the same rank (one row per receipt).
    await tx.execute(sql`
      update ${MoneyReceipt} r set receipt_time = e.t, create_time = e.t, update_time = e.t
      from (select id, receivable_id, row_number() over (partition by receivable_id order by id) as n from ${MoneyReceipt}) rr
        join (select doc_id, create_time as t, row_number() over (partition by doc_id order by id) as n from doc_event where doc = 'Receivable' and event = 'receive') e
          on e.doc_id = rr.receivable_id and e.n = rr.n
      where r.id = rr.id and rr.receivable_id in (select doc_id from doc_event where doc = 'Receivable' and event = 'create' and id > ${base.event})`)
  }
}

/** The ids of a document's lines, in line order. */
export async function lineIds(tx: Tx, table: PgTable, fk: string, docId: number): Promise<number[]> {
  const cols = getTableColumns(table) as Record<string, PgColumn>
  const rows = (await tx.select({ Id: cols.Id! }).from(table).where(eq(cols[fk]!, docId)).orderBy(asc(cols.Id!))) as { Id: number }[]
  return rows.map((r) => r.Id)
}

type StoryStep = { gap: number; event: string; by: Who; payload?: Payload; receipts?: (at: number) => Receipt[] }

/** A document's events planned back from its last one (`endsAgo`) or forward from its creation (`from`). */
export class Story {
  private items: StoryStep[] = []
  constructor(
    private plan: DemoPlan,
    private start: { res: Resource; by: Who; body: Data | (() => Data); extra?: Data } | Handle,
  ) {}

  /** An event `gap` seconds after the previous step. */
  then(gap: number, event: string, by: Who, payload?: Payload, receipts?: (at: number) => Receipt[]) {
    this.items.push({ gap, event, by, payload, receipts })
    return this
  }

  get length() {
    return this.items.reduce((n, i) => n + i.gap, 0)
  }

  /** Planned so that its last step happened `ago` seconds before now. */
  endsAgo(ago: number): Handle {
    return this.from(this.plan.now - ago - this.length)
  }

  /** Planned from `t0` (its creation, or the time its document already exists from). */
  from(t0: number): Handle {
    const h = 'doc' in this.start ? this.start : this.plan.create(t0, this.start.res, this.start.by, this.start.body, this.start.extra)
    let t = t0
    for (const i of this.items) {
      t += i.gap
      this.plan.send(t, h, i.event, i.by, i.payload, i.receipts?.(t))
    }
    return h
  }
}
