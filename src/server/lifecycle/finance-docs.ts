import { resource } from '../../kernel/server/module.ts'

import { invoiceResource, receiptResource, receivableResource } from '../../shared/resources/receivable.ts'

import { Invoice, Receipt, Receivable } from '../db/schema/index.ts'

import type { LifecycleServer } from '../../kernel/server/lifecycle/engine.ts'

import { invoiceHooks, invoiceServer } from './invoice.ts'

import { receivableHooks, receivableServer } from './receivable.ts'

/** Receivables, the receipts recorded against them and the invoices issued for them. */
export const FINANCE_RESOURCES = [
  resource(receivableResource, Receivable, receivableHooks),
  resource(receiptResource, Receipt),
  resource(invoiceResource, Invoice, invoiceHooks),
]

export const FINANCE_SERVERS: Readonly<Record<string, LifecycleServer>> = { Receivable: receivableServer, Invoice: invoiceServer }
