import { invoiceResource, receiptResource, receivableResource } from '../../shared/resources/receivable.ts'
import { Invoice, Receipt, Receivable } from '../db/schema/index.ts'
import type { ResourceHooks } from '../resources/crud.ts'
import type { LifecycleServer } from './engine.ts'
import { invoiceHooks, invoiceServer } from './invoice.ts'
import { receivableHooks, receivableServer } from './receivable.ts'

/** Receivables, the receipts recorded against them and the invoices issued for them. */
export const FINANCE_RESOURCES = [
  { def: receivableResource, table: Receivable, hooks: receivableHooks as ResourceHooks },
  { def: receiptResource, table: Receipt },
  { def: invoiceResource, table: Invoice, hooks: invoiceHooks as ResourceHooks },
] as const

export const FINANCE_SERVERS: Readonly<Record<string, LifecycleServer>> = { Receivable: receivableServer, Invoice: invoiceServer }
