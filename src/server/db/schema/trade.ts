import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { kg, nowSeconds, queueIndexes, recordColumns, keywordIndexes, unixTime } from '../../../kernel/server/db/schema/columns.ts'
import { customsGoodColumns } from './customs-columns.ts'

/** Scope columns of a finance or trade document: who made it and their department. */
export const ownedBy = () => ({
  AgentId: integer().notNull().default(0),
  DepartmentId: integer().notNull().default(0),
})

/** Product order (spec states Unpaid, RetryShip, ConfirmReceive, Completed, Cancelled). Money in hundredths. */
export const Order = pgTable(
  'order',
  {
    ...recordColumns(),
    ...ownedBy(),
    State: text().notNull().default('Unpaid'),
    /** When the record entered its State. */
    StateTime: unixTime().notNull().default(nowSeconds),
    OrderNo: text().notNull().default(''),
    Title: text().notNull().default(''),
    ShopId: integer().notNull().default(0),
    UserId: integer().notNull().default(0),
    OrderTime: unixTime().notNull().default(0),
    DealAmount: integer().notNull().default(0),
    AlreadyPay: integer().notNull().default(0),
    Payment: text().notNull().default(''),
    PayTime: unixTime().notNull().default(0),
    Name: text().notNull().default(''),
    Phone: text().notNull().default(''),
    Country: text().notNull().default(''),
    City: text().notNull().default(''),
    Address: text().notNull().default(''),
    Zip: text().notNull().default(''),
    Express: text().notNull().default(''),
    ExpressNo: text().notNull().default(''),
    ShipTime: unixTime().notNull().default(0),
    SignTime: unixTime().notNull().default(0),
    CancelReason: text().notNull().default(''),
    Remark: text().notNull().default(''),
  },
  (t) => [
    ...keywordIndexes('order', t.OrderNo, t.Title, t.Name, t.Phone, t.ExpressNo),
    index().on(t.Score, t.Id),
    ...queueIndexes(t),
    index().on(t.ShopId),
    index().on(t.UserId),
    // A document's number is its own (resources/doc-numbers.ts assigns one when none is typed;
    // only rows written past the app, such as tests' fixtures, may have none).
    uniqueIndex('order_no_unique')
      .on(t.OrderNo)
      .where(sql`${t.OrderNo} <> ''`),
    index().on(t.CreateTime),
    index().on(t.ShipTime),
    index().on(t.PayTime),
  ],
)

export const OrderLine = pgTable(
  'order_line',
  {
    Id: serial().primaryKey(),
    OrderId: integer().notNull(),
    ProductId: integer().notNull().default(0),
    Title: text().notNull(),
    Spec: text().notNull().default(''),
    Num: integer().notNull(),
    Price: integer().notNull(),
  },
  (t) => [index().on(t.OrderId)],
)

/** Customs declaration (9610 retail list, 9710 B2B direct, 9810 overseas warehouse). PushStatus: 0 not posted, 1 posted, 2 refused by the gateway. */
export const Declare = pgTable(
  'declare',
  {
    ...recordColumns(),
    ...ownedBy(),
    State: text().notNull().default('Draft'),
    /** When the record entered its State. */
    StateTime: unixTime().notNull().default(nowSeconds),
    Mode: integer().notNull().default(9610),
    Name: text().notNull(),
    OrderCode: text().notNull().default(''),
    OutId: text().notNull().default(''),
    ClientName: text().notNull().default(''),
    OwnerName: text().notNull().default(''),
    OwnerCardId: text().notNull().default(''),
    OwnerPhone: text().notNull().default(''),
    LogisticsCode: text().notNull().default(''),
    LogisticsName: text().notNull().default(''),
    LogisticsNo: text().notNull().default(''),
    PayCode: text().notNull().default(''),
    PayName: text().notNull().default(''),
    PlatformCode: text().notNull().default(''),
    PlatformName: text().notNull().default(''),
    FromCountry: text().notNull().default(''),
    ToCountry: text().notNull().default(''),
    /** The order, payment receipt and logistics waybill a 9610 list is matched against. */
    DeclareOrderId: integer().notNull().default(0),
    DeclareReceiptId: integer().notNull().default(0),
    DeclareLogisticsId: integer().notNull().default(0),
    Num: integer().notNull().default(0),
    TotalWeight: kg(),
    NetWeight: kg(),
    ProductAmount: integer().notNull().default(0),
    DeliveryExpenses: integer().notNull().default(0),
    InsuranceExpenses: integer().notNull().default(0),
    Currency: text().notNull().default('USD'),
    /** The refundable tax (VAT paid on the goods, hundredths): a tax refund never exceeds it. */
    SaleTax: integer().notNull().default(0),
    /** Terms of the sale (FOB, CIF …), other charges, and the taxes paid (hundredths). */
    DealWay: text().notNull().default('FOB'),
    ExtrasExpenses: integer().notNull().default(0),
    TaxPay: integer().notNull().default(0),
    PersonalTax: integer().notNull().default(0),
    /** A co-owner of the goods, and the agent declaring on the owner's behalf. */
    OwnerRemark: text().notNull().default(''),
    CoownerName: text().notNull().default(''),
    CoownerCardId: text().notNull().default(''),
    CoownerPhone: text().notNull().default(''),
    CoownerRemark: text().notNull().default(''),
    ThirdName: text().notNull().default(''),
    ThirdCardId: text().notNull().default(''),
    /** What the goods are for inspection: their property code and name, the certificate, whether inspection is needed. */
    Property: text().notNull().default(''),
    PropertyName: text().notNull().default(''),
    PropertyNo: text().notNull().default(''),
    PropertyCheck: integer().notNull().default(0),
    Additional: text().notNull().default(''),
    /** Scans of the declaration's papers, and other attachments (addresses of uploaded images). */
    File: text().array().notNull().default([]),
    OtherFile: text().array().notNull().default([]),
    /** The number customs filed the message under (given with its acceptance). */
    CustomsNo: text().notNull().default(''),
    PushStatus: integer().notNull().default(0),
    PushMessage: text().notNull().default(''),
    PostTime: unixTime().notNull().default(0),
    /** The newest receipt's code and time. */
    LastCode: integer().notNull().default(0),
    ReceiptTime: unixTime().notNull().default(0),
    Remark: text().notNull().default(''),
  },
  (t) => [
    ...keywordIndexes('declare', t.Name, t.OrderCode, t.OwnerName, t.LogisticsNo),
    index().on(t.Score, t.Id),
    ...queueIndexes(t),
    index().on(t.Mode),
    index().on(t.OrderCode),
    index().on(t.CreateTime),
  ],
)

export const DeclareGood = pgTable(
  'declare_good',
  {
    Id: serial().primaryKey(),
    DeclareId: integer().notNull(),
    ...customsGoodColumns(),
    /** The export rebate rate in 0.01 % (1300 = 13 %): from the rate table by HS code unless corrected. */
    RebateRate: integer().notNull().default(0),
  },
  (t) => [index().on(t.DeclareId)],
)

/** A receipt customs sent for a message document (`Doc` names its type): a status code, its time and text, and on acceptance the number customs filed it under. */
export const CustomsReceipt = pgTable(
  'customs_receipt',
  {
    Id: serial().primaryKey(),
    Doc: text().notNull().default('Declare'),
    DocId: integer().notNull(),
    Code: integer().notNull(),
    Text: text().notNull().default(''),
    No: text().notNull().default(''),
    ReceiptTime: unixTime().notNull(),
    CreateTime: unixTime().notNull(),
  },
  (t) => [
    ...keywordIndexes('customs_receipt', t.Text),
    index().on(t.Doc, t.DocId, t.ReceiptTime),
    index().on(t.ReceiptTime, t.Id),
    index().on(t.Code, t.ReceiptTime),
    index().on(t.DocId),
  ],
)

/** Refund: the export tax refund of a released declaration (Kind 1), or an order's money back (Kind 2). */
export const Refund = pgTable(
  'refund',
  {
    ...recordColumns(),
    ...ownedBy(),
    State: text().notNull().default('Applied'),
    /** When the record entered its State. */
    StateTime: unixTime().notNull().default(nowSeconds),
    Kind: integer().notNull().default(1),
    DeclareId: integer().notNull().default(0),
    OrderId: integer().notNull().default(0),
    Amount: integer().notNull().default(0),
    Reason: text().notNull().default(''),
    RejectReason: text().notNull().default(''),
    RefundTime: unixTime().notNull().default(0),
    Remark: text().notNull().default(''),
  },
  (t) => [
    ...keywordIndexes('refund', t.Reason, t.Remark),
    index().on(t.Score, t.Id),
    ...queueIndexes(t),
    index().on(t.Kind),
    index().on(t.DeclareId),
    index().on(t.OrderId),
    index().on(t.CreateTime),
  ],
)

/** Foreign-exchange settlement of a released declaration's proceeds. */
export const Settlement = pgTable(
  'settlement',
  {
    ...recordColumns(),
    ...ownedBy(),
    State: text().notNull().default('Pending'),
    /** When the record entered its State. */
    StateTime: unixTime().notNull().default(nowSeconds),
    DeclareId: integer().notNull().default(0),
    /** The foreign-currency income it draws on. */
    IncomeId: integer().notNull().default(0),
    Currency: text().notNull().default('USD'),
    Amount: integer().notNull().default(0),
    SettledAmount: integer().notNull().default(0),
    BankName: text().notNull().default(''),
    RejectReason: text().notNull().default(''),
    SettleTime: unixTime().notNull().default(0),
    Remark: text().notNull().default(''),
  },
  (t) => [
    ...keywordIndexes('settlement', t.BankName, t.Remark),
    index().on(t.Score, t.Id),
    ...queueIndexes(t),
    index().on(t.DeclareId),
    index().on(t.IncomeId),
    index().on(t.CreateTime),
  ],
)
