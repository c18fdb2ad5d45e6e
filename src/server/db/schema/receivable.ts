import { sql } from 'drizzle-orm'
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { keywordIndexes, nowSeconds, queueIndexes, recordColumns, unixTime } from '../../../kernel/server/db/schema/columns.ts'
import { ownedBy } from './trade.ts'

/**
 * Receivables (spec /finance/income_list): what a customer owes for one document that carries
 * money, raised when its money is agreed (an order paid, a sales order confirmed, an export
 * declaration released), with the receipts recorded against it and the invoices issued for it.
 * Money in hundredths of the receivable's currency.
 */
export const Receivable = pgTable(
  'receivable',
  {
    ...recordColumns(),
    ...ownedBy(),
    State: text().notNull().default('Open'),
    StateTime: unixTime().notNull().default(nowSeconds),
    /** The document it is owed for (one receivable per document). */
    SourceDoc: text().notNull(),
    SourceId: integer().notNull(),
    SourceNo: text().notNull().default(''),
    /** The customer: a CRM customer where the document names one, else the buyer's name alone. */
    ClientId: integer().notNull().default(0),
    Customer: text().notNull().default(''),
    Currency: text().notNull().default('CNY'),
    Amount: integer().notNull().default(0),
    Received: integer().notNull().default(0),
    /** What was given up when it was written off. */
    WrittenOff: integer().notNull().default(0),
    /** What is still owed: Amount − Received − WrittenOff (kept by the server, for sorting). */
    Balance: integer().notNull().default(0),
    /** When the money was agreed: its age (and ageing bucket) counts from here. */
    OpenTime: unixTime().notNull().default(nowSeconds),
    LastReceiptTime: unixTime().notNull().default(0),
    WriteOffReason: text().notNull().default(''),
    Remark: text().notNull().default(''),
  },
  (t) => [
    // One receivable per document; finance's own entries name none.
    uniqueIndex('receivable_source_unique')
      .on(t.SourceDoc, t.SourceId)
      .where(sql`${t.SourceDoc} <> 'Manual'`),
    ...keywordIndexes('receivable', t.SourceNo, t.Customer),
    index().on(t.Score, t.Id),
    ...queueIndexes(t),
    index().on(t.ClientId),
    index().on(t.OpenTime),
    index().on(t.Balance),
    index().on(t.Currency, t.OpenTime),
    index().on(t.CreateTime),
  ],
)

/** Money received against a receivable: recorded by its `receive` event, never edited. */
export const Receipt = pgTable(
  'receipt',
  {
    ...recordColumns(),
    ...ownedBy(),
    ReceivableId: integer().notNull(),
    Amount: integer().notNull(),
    /** How it came: bank transfer, cash, online payment … (RECEIPT_METHODS), and the payer's reference. */
    Method: text().notNull().default('bank'),
    Reference: text().notNull().default(''),
    ReceiptTime: unixTime().notNull().default(nowSeconds),
    Remark: text().notNull().default(''),
  },
  (t) => [
    index().on(t.ReceivableId, t.ReceiptTime),
    index().on(t.ReceiptTime, t.Id),
    index().on(t.AgentId, t.ReceiptTime),
    index().on(t.DepartmentId, t.ReceiptTime),
    ...keywordIndexes('receipt', t.Reference),
  ],
)

/** An invoice issued against a receivable (spec /finance/invoice?Id=111001: numbers start at 111001). */
export const Invoice = pgTable(
  'invoice',
  {
    ...recordColumns(),
    ...ownedBy(),
    State: text().notNull().default('Draft'),
    StateTime: unixTime().notNull().default(nowSeconds),
    InvoiceNo: text().notNull().default(''),
    ReceivableId: integer().notNull(),
    ClientId: integer().notNull().default(0),
    BuyerName: text().notNull().default(''),
    BuyerTaxNo: text().notNull().default(''),
    BuyerAddress: text().notNull().default(''),
    Currency: text().notNull().default('CNY'),
    /** 1: the lines' prices include tax (shared/finance/invoice-tax.ts), so the total is what they bill. */
    TaxIncluded: integer().notNull().default(0),
    /** The lines' amounts before tax, their tax, and both together (kept by the server). */
    NetAmount: integer().notNull().default(0),
    TaxAmount: integer().notNull().default(0),
    Total: integer().notNull().default(0),
    IssueTime: unixTime().notNull().default(0),
    VoidReason: text().notNull().default(''),
    VoidTime: unixTime().notNull().default(0),
    Remark: text().notNull().default(''),
  },
  (t) => [
    ...keywordIndexes('invoice', t.InvoiceNo, t.BuyerName),
    index().on(t.Score, t.Id),
    ...queueIndexes(t),
    index().on(t.ReceivableId),
    index().on(t.ClientId),
    index().on(t.IssueTime),
    index().on(t.CreateTime),
  ],
)

/** An invoice line: what was sold, how many at what unit price, and its tax rate (hundredths of a percent). */
export const InvoiceLine = pgTable(
  'invoice_line',
  {
    Id: serial().primaryKey(),
    InvoiceId: integer().notNull(),
    Title: text().notNull(),
    Spec: text().notNull().default(''),
    Num: integer().notNull(),
    Price: integer().notNull(),
    TaxRate: integer().notNull().default(0),
    /** Num × Price, and its tax rounded to the hundredth (kept by the server). */
    Amount: integer().notNull().default(0),
    Tax: integer().notNull().default(0),
  },
  (t) => [index().on(t.InvoiceId)],
)
