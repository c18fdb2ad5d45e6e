import { sql } from 'drizzle-orm'
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { kg, keywordIndexes, queueIndexes, recordColumns, unixTime } from '../../../kernel/server/db/schema/columns.ts'
import { customsGoodColumns, customsMessageColumns } from './customs-columns.ts'

/** The export goods catalogue: goods lines of the customs documents pick from it. Price in hundredths. */
export const ExportProduct = pgTable(
  'export_product',
  {
    ...recordColumns(),
    Title: text().notNull(),
    EnTitle: text().notNull().default(''),
    HsCode: text().notNull(),
    Spec: text().notNull().default(''),
    BarCode: text().notNull().default(''),
    Unit: text().notNull(),
    Unit1: text().notNull(),
    Unit2: text().notNull().default(''),
    Country: text().notNull().default(''),
    Prov: text().notNull().default(''),
    Elements: text().notNull().default(''),
    Price: integer().notNull().default(0),
    Currency: text().notNull().default('USD'),
    Weight: kg(),
    Remark: text().notNull().default(''),
  },
  (t) => [
    ...keywordIndexes('export_product', t.Title, t.EnTitle, t.HsCode, t.BarCode),
    index().on(t.Score, t.Id),
    index().on(t.CreateTime),
    index().on(t.HsCode),
  ],
)

/**
 * The export tax rebate rate by HS code (a code or its leading digits, the longest that matches a
 * goods line's code wins), in 0.01 %: what a declaration's refundable tax is computed with.
 */
export const RebateRate = pgTable(
  'rebate_rate',
  {
    ...recordColumns(),
    HsCode: text().notNull(),
    Title: text().notNull().default(''),
    Rate: integer().notNull().default(0),
    Remark: text().notNull().default(''),
  },
  (t) => [
    uniqueIndex('rebate_rate_hs_unique')
      .on(t.HsCode)
      .where(sql`${t.Status} <> -1`),
    ...keywordIndexes('rebate_rate', t.HsCode, t.Title),
    index().on(t.Score, t.Id),
    index().on(t.CreateTime),
  ],
)

/** The electronic order of an export (DeclareOrder). */
export const DeclareOrder = pgTable(
  'declare_order',
  {
    ...customsMessageColumns(),
    OrderCode: text().notNull(),
    PlatformCode: text().notNull().default(''),
    PlatformName: text().notNull().default(''),
    OwnerName: text().notNull().default(''),
    OwnerCardId: text().notNull().default(''),
    ClientName: text().notNull().default(''),
    ClientPhone: text().notNull().default(''),
    ClientAddress: text().notNull().default(''),
    ToCountry: text().notNull().default(''),
    Currency: text().notNull().default('USD'),
    ProductAmount: integer().notNull().default(0),
    DeliveryExpenses: integer().notNull().default(0),
    SignTime: unixTime().notNull().default(0),
  },
  (t) => [
    ...keywordIndexes('declare_order', t.OrderCode, t.ClientName, t.PlatformName),
    index().on(t.Score, t.Id),
    ...queueIndexes(t),
    index().on(t.OrderCode),
    index().on(t.CreateTime),
  ],
)

export const DeclareOrderGood = pgTable(
  'declare_order_good',
  {
    Id: serial().primaryKey(),
    DeclareOrderId: integer().notNull(),
    ...customsGoodColumns(),
  },
  (t) => [index().on(t.DeclareOrderId)],
)

/** The payment receipt of an export order (the spec's DeclareReceipt; its table says what it holds): who paid how much. */
export const DeclarePayment = pgTable(
  'declare_payment',
  {
    ...customsMessageColumns(),
    OrderCode: text().notNull(),
    PayCode: text().notNull().default(''),
    PayName: text().notNull().default(''),
    OutId: text().notNull().default(''),
    ClientName: text().notNull().default(''),
    Currency: text().notNull().default('USD'),
    PaidAmount: integer().notNull().default(0),
    CollectedTime: unixTime().notNull().default(0),
  },
  (t) => [
    ...keywordIndexes('declare_payment', t.OrderCode, t.PayName, t.OutId, t.ClientName),
    index().on(t.Score, t.Id),
    ...queueIndexes(t),
    index().on(t.OrderCode),
    index().on(t.CreateTime),
  ],
)

/** The logistics waybill of an export order (DeclareLogistics); a sub waybill of at most one master waybill. */
export const DeclareLogistics = pgTable(
  'declare_logistics',
  {
    ...customsMessageColumns(),
    OrderCode: text().notNull(),
    LogisticsCode: text().notNull().default(''),
    LogisticsName: text().notNull().default(''),
    LogisticsNo: text().notNull(),
    ClientName: text().notNull().default(''),
    ClientPhone: text().notNull().default(''),
    ClientAddress: text().notNull().default(''),
    ToCountry: text().notNull().default(''),
    ToProv: text().notNull().default(''),
    Num: integer().notNull().default(1),
    TotalWeight: kg(),
    NetWeight: kg(),
    DeliveryExpenses: integer().notNull().default(0),
    InsuranceExpenses: integer().notNull().default(0),
    /** The master waybill it travels under (0: none yet). */
    WaybillId: integer().notNull().default(0),
  },
  (t) => [
    ...keywordIndexes('declare_logistics', t.LogisticsNo, t.OrderCode, t.ClientName),
    index().on(t.Score, t.Id),
    ...queueIndexes(t),
    index().on(t.OrderCode),
    index().on(t.WaybillId),
    index().on(t.CreateTime),
  ],
)

/** Goods arrived at the port of export (DeclareArrival). */
export const DeclareArrival = pgTable(
  'declare_arrival',
  {
    ...customsMessageColumns(),
    DeclareId: integer().notNull().default(0),
    Port: text().notNull().default(''),
    LogisticsNo: text().notNull().default(''),
    Num: integer().notNull().default(0),
    TotalWeight: kg(),
    SignTime: unixTime().notNull().default(0),
  },
  (t) => [
    ...keywordIndexes('declare_arrival', t.Port, t.LogisticsNo),
    index().on(t.Score, t.Id),
    ...queueIndexes(t),
    index().on(t.DeclareId),
    index().on(t.CreateTime),
  ],
)

/** The goods left the country (DeclareDeparture). */
export const DeclareDeparture = pgTable(
  'declare_departure',
  {
    ...customsMessageColumns(),
    DeclareArrivalId: integer().notNull().default(0),
    /** The arrival's declaration, kept for the list's filter. */
    DeclareId: integer().notNull().default(0),
    Voyage: text().notNull().default(''),
    Port: text().notNull().default(''),
    SignTime: unixTime().notNull().default(0),
  },
  (t) => [
    ...keywordIndexes('declare_departure', t.Voyage, t.Port),
    index().on(t.Score, t.Id),
    ...queueIndexes(t),
    index().on(t.DeclareArrivalId),
    index().on(t.DeclareId),
    index().on(t.CreateTime),
  ],
)

/** A master waybill (DeclareWaybill): its sub waybills are logistics waybills; pieces and weights roll up from them. */
export const DeclareWaybill = pgTable(
  'declare_waybill',
  {
    ...customsMessageColumns(),
    LogisticsNo: text().notNull(),
    LogisticsCode: text().notNull().default(''),
    LogisticsName: text().notNull().default(''),
    Voyage: text().notNull().default(''),
    FromCountry: text().notNull().default(''),
    ToCountry: text().notNull().default(''),
    Num: integer().notNull().default(0),
    TotalWeight: kg(),
    NetWeight: kg(),
  },
  (t) => [
    ...keywordIndexes('declare_waybill', t.LogisticsNo, t.Voyage),
    index().on(t.Score, t.Id),
    ...queueIndexes(t),
    index().on(t.CreateTime),
  ],
)

/** Foreign currency received (DeclareIncome); FX settlements draw on it. Amount in hundredths. */
export const DeclareIncome = pgTable(
  'declare_income',
  {
    ...recordColumns(),
    AgentId: integer().notNull().default(0),
    DepartmentId: integer().notNull().default(0),
    DeclareId: integer().notNull().default(0),
    ClientName: text().notNull().default(''),
    PayName: text().notNull().default(''),
    BankName: text().notNull().default(''),
    OutId: text().notNull().default(''),
    Currency: text().notNull().default('USD'),
    Amount: integer().notNull().default(0),
    CollectedTime: unixTime().notNull().default(0),
    Remark: text().notNull().default(''),
  },
  (t) => [
    ...keywordIndexes('declare_income', t.OutId, t.ClientName, t.BankName, t.PayName),
    uniqueIndex('declare_income_bank_ref_unique')
      .on(t.OutId)
      .where(sql`${t.OutId} <> '' and ${t.Status} <> -1`),
    index().on(t.Score, t.Id),
    index().on(t.DeclareId),
    index().on(t.AgentId),
    index().on(t.DepartmentId),
    index().on(t.CreateTime),
  ],
)
