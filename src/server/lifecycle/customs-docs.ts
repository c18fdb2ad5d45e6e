import { resource } from '../../kernel/server/module.ts'
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import {
  CUSTOMS_DOC_OPTIONS,
  declareArrivalLifecycle,
  declareDepartureLifecycle,
  declareLogisticsLifecycle,
  declareOrderLifecycle,
  declareReceiptLifecycle,
  declareWaybillLifecycle,
} from '../../../machines/customs-docs.ts'
import { CUSTOMS_MESSAGES } from '../../shared/lifecycle/trade.ts'
import {
  customsReceiptResource,
  declareArrivalResource,
  declareDepartureResource,
  declareIncomeResource,
  declareLogisticsResource,
  declareOrderResource,
  declareReceiptResource,
  declareWaybillResource,
  exportProductResource,
  rebateRateResource,
} from '../../shared/resources/customs.ts'
import { fieldLabel } from '../../kernel/shared/resources/labels.ts'
import type { Db, Tx } from '../../kernel/server/db/client.ts'
import {
  CustomsReceipt,
  Declare,
  DeclareArrival,
  DeclareDeparture,
  DeclareIncome,
  DeclareLogistics,
  DeclareOrder,
  DeclarePayment,
  DeclareWaybill,
  ExportProduct,
  RebateRate,
} from '../db/schema/index.ts'
import { ApiError, badRequest } from '../../kernel/server/lib/errors.ts'
import type { ResourceHooks } from '../../kernel/server/resources/crud.ts'
import { customsMessageServer, liveRow } from './customs.ts'
import { orderGoods } from './customs-lines.ts'
import { incomeLeft } from './income.ts'
import { lifecycleHooks, type LifecycleServer } from '../../kernel/server/lifecycle/engine.ts'

/** The states of a declaration customs has accepted (an arrival may follow it). */
export const DECLARATION_ACCEPTED = ['Accepted', 'Review', 'Inspection', 'Held', 'Concluded', 'Released', 'Closed']

const orderServer = customsMessageServer({
  lifecycle: declareOrderLifecycle,
  table: DeclareOrder,
  def: declareOrderResource,
  required: CUSTOMS_DOC_OPTIONS.DeclareOrder.required,
  lines: (db, row) => orderGoods.load(db, row.Id),
})

const receiptServer = customsMessageServer({
  lifecycle: declareReceiptLifecycle,
  table: DeclarePayment,
  def: declareReceiptResource,
  required: CUSTOMS_DOC_OPTIONS.DeclareReceipt.required,
})

const logisticsServer = customsMessageServer({
  lifecycle: declareLogisticsLifecycle,
  table: DeclareLogistics,
  def: declareLogisticsResource,
  required: CUSTOMS_DOC_OPTIONS.DeclareLogistics.required,
})

const arrivalServer = customsMessageServer({
  lifecycle: declareArrivalLifecycle,
  table: DeclareArrival,
  def: declareArrivalResource,
  required: CUSTOMS_DOC_OPTIONS.DeclareArrival.required,
  async facts(db, row) {
    const declaration = await liveRow(db, Declare, row.DeclareId)
    return {
      declarationPending:
        declaration && DECLARATION_ACCEPTED.includes(declaration.State) ? [] : [fieldLabel(declareArrivalResource, 'DeclareId')],
    }
  },
})

const departureServer = customsMessageServer({
  lifecycle: declareDepartureLifecycle,
  table: DeclareDeparture,
  def: declareDepartureResource,
  required: CUSTOMS_DOC_OPTIONS.DeclareDeparture.required,
  async facts(db, row) {
    const arrival = await liveRow(db, DeclareArrival, row.DeclareArrivalId)
    return { arrivalPending: arrival?.State === 'Accepted' ? [] : [fieldLabel(declareDepartureResource, 'DeclareArrivalId')] }
  },
})

/** A master waybill's sub waybills: the logistics waybills travelling under it. */
const subWaybills = (db: Tx | Db, waybillId: number) =>
  db
    .select({
      Id: DeclareLogistics.Id,
      LogisticsNo: DeclareLogistics.LogisticsNo,
      OrderCode: DeclareLogistics.OrderCode,
      ClientName: DeclareLogistics.ClientName,
      ToCountry: DeclareLogistics.ToCountry,
      Num: DeclareLogistics.Num,
      TotalWeight: DeclareLogistics.TotalWeight,
      NetWeight: DeclareLogistics.NetWeight,
      State: DeclareLogistics.State,
    })
    .from(DeclareLogistics)
    .where(and(eq(DeclareLogistics.WaybillId, waybillId), ne(DeclareLogistics.Status, -1)))
    .orderBy(asc(DeclareLogistics.Id))

const waybillServer = customsMessageServer({
  lifecycle: declareWaybillLifecycle,
  table: DeclareWaybill,
  def: declareWaybillResource,
  required: CUSTOMS_DOC_OPTIONS.DeclareWaybill.required,
  lines: (db, row) => subWaybills(db, row.Id),
  async facts(_db, _row, lines) {
    return { subWaybillsPending: lines.filter((l) => l.State !== 'Accepted').map((l) => String(l.LogisticsNo)) }
  },
})

/** An arrival reports goods of a declaration customs has accepted. */
const arrivalHooks: ResourceHooks = {
  async beforeWrite({ tx, values }) {
    if (values.DeclareId === undefined || Number(values.DeclareId) === 0) return values
    const declaration = await liveRow(tx, Declare, values.DeclareId)
    if (!declaration || !DECLARATION_ACCEPTED.includes(declaration.State))
      throw badRequest(CUSTOMS_MESSAGES.declarationNotAccepted, [{ Field: 'DeclareId', message: CUSTOMS_MESSAGES.declarationNotAccepted }])
    return values
  },
}

/** A departure follows an arrival customs accepted, and carries its declaration. */
const departureHooks: ResourceHooks = {
  async beforeWrite({ tx, values }) {
    if (values.DeclareArrivalId === undefined) return values
    if (Number(values.DeclareArrivalId) === 0) return { ...values, DeclareId: 0 }
    const arrival = await liveRow(tx, DeclareArrival, values.DeclareArrivalId)
    if (!arrival || arrival.State !== 'Accepted')
      throw badRequest(CUSTOMS_MESSAGES.arrivalNotAccepted, [{ Field: 'DeclareArrivalId', message: CUSTOMS_MESSAGES.arrivalNotAccepted }])
    return { ...values, DeclareId: arrival.DeclareId }
  },
}

/**
 * A master waybill's `Lines` (its sub waybills) are written to the logistics waybills (each under
 * one master at most), and its pieces and weights are rolled up from them in the same transaction.
 */
const waybillHooks: ResourceHooks = {
  beforeWrite({ values }) {
    const { Lines: _lines, ...rest } = values
    return rest
  },
  async afterWrite({ tx, id, input }) {
    if (!Array.isArray(input.Lines)) return
    const ids = [...new Set(declareWaybillResource.fields.Lines.parse(input.Lines).map((l) => l.LogisticsId))]
    if (ids.length) {
      const taken = await tx
        .select({ LogisticsNo: DeclareLogistics.LogisticsNo })
        .from(DeclareLogistics)
        .where(and(inArray(DeclareLogistics.Id, ids), ne(DeclareLogistics.WaybillId, 0), ne(DeclareLogistics.WaybillId, id)))
      if (taken.length)
        throw badRequest(
          CUSTOMS_MESSAGES.subWaybillTaken,
          [{ Field: 'Lines', message: CUSTOMS_MESSAGES.subWaybillTaken, values: { numbers: taken.map((t) => t.LogisticsNo) } }],
          { numbers: taken.map((t) => t.LogisticsNo) },
        )
    }
    await tx.update(DeclareLogistics).set({ WaybillId: 0 }).where(eq(DeclareLogistics.WaybillId, id))
    if (ids.length) await tx.update(DeclareLogistics).set({ WaybillId: id }).where(inArray(DeclareLogistics.Id, ids))
    const [sum] = await tx
      .select({
        Num: sql<number>`coalesce(sum(${DeclareLogistics.Num}), 0)`.mapWith(Number),
        TotalWeight: sql<number>`coalesce(sum(${DeclareLogistics.TotalWeight}), 0)`.mapWith(Number),
        NetWeight: sql<number>`coalesce(sum(${DeclareLogistics.NetWeight}), 0)`.mapWith(Number),
      })
      .from(DeclareLogistics)
      .where(and(eq(DeclareLogistics.WaybillId, id), ne(DeclareLogistics.Status, -1)))
    await tx.update(DeclareWaybill).set(sum!).where(eq(DeclareWaybill.Id, id))
  },
  async detail(db, row) {
    // Each named by its waybill number (the picker's label); its state is on its own record.
    return {
      Lines: (await subWaybills(db, Number(row.Id))).map(({ Id, LogisticsNo: _no, State: _state, ...l }) => ({ LogisticsId: Id, ...l })),
    }
  },
}

/**
 * A bank reference names one transfer: recorded twice, the same money would be settled twice. One
 * already on a live income is refused with that income named (a unique index holds it under races).
 */
const incomeHooks: ResourceHooks = {
  async beforeWrite({ tx, values, current }) {
    const ref = String(values.OutId ?? '').trim()
    if (!ref || ref === String(current?.OutId ?? '')) return values
    const [other] = await tx
      .select({ Id: DeclareIncome.Id })
      .from(DeclareIncome)
      .where(and(eq(DeclareIncome.OutId, ref), ne(DeclareIncome.Status, -1), ne(DeclareIncome.Id, Number(current?.Id ?? 0))))
      .limit(1)
    if (other) {
      const v = { ref, id: other.Id }
      throw new ApiError(409, CUSTOMS_MESSAGES.bankRefTaken, v, [{ Field: 'OutId', message: CUSTOMS_MESSAGES.bankRefTaken, values: v }])
    }
    return values
  },
  async detail(db, row) {
    const left = await incomeLeft(db, Number(row.Id), 0, false)
    const drawn = left?.drawn ?? 0
    return { Settled: drawn, Remaining: Number(row.Amount) - drawn }
  },
}

export const CUSTOMS_DOC_SERVERS: Readonly<Record<string, LifecycleServer>> = {
  DeclareOrder: orderServer,
  DeclareReceipt: receiptServer,
  DeclareLogistics: logisticsServer,
  DeclareArrival: arrivalServer,
  DeclareDeparture: departureServer,
  DeclareWaybill: waybillServer,
}

/** The export documents besides the declaration, refund and settlement, served by the generic router. */
export const CUSTOMS_RESOURCES = [
  resource(exportProductResource, ExportProduct),
  resource(rebateRateResource, RebateRate),
  resource(declareOrderResource, DeclareOrder, lifecycleHooks(orderServer, orderGoods.hooks)),
  resource(declareReceiptResource, DeclarePayment, lifecycleHooks(receiptServer)),
  resource(declareLogisticsResource, DeclareLogistics, lifecycleHooks(logisticsServer)),
  resource(declareArrivalResource, DeclareArrival, lifecycleHooks(arrivalServer, arrivalHooks)),
  resource(declareDepartureResource, DeclareDeparture, lifecycleHooks(departureServer, departureHooks)),
  resource(declareWaybillResource, DeclareWaybill, lifecycleHooks(waybillServer, waybillHooks)),
  resource(declareIncomeResource, DeclareIncome, incomeHooks),
  resource(customsReceiptResource, CustomsReceipt),
]
