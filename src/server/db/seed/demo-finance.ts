import { resourceNamed } from '../../../kernel/server/module.ts'

import { and, eq, inArray } from 'drizzle-orm'

import type { AuthContext } from '../../../kernel/server/env.ts'

import type { Tx } from '../../../kernel/server/db/client.ts'

import { FINANCE_RESOURCES } from '../../lifecycle/finance-docs.ts'

import { Client, Receivable } from '../schema/index.ts'

import { DAY, HOUR, type DemoPlan, type Handle } from './demo-plan.ts'

const res = (name: string) => resourceNamed(FINANCE_RESOURCES, name)

type Cast = { admin: AuthContext; customers: number[] }

/** A month's fees billed to a customer: what for, in yuan, and its VAT rate in hundredths of a percent. */
const FEES: [string, number, number][] = [
  ['海外仓仓储费', 3860, 600],
  ['报关代理服务费', 1200, 600],
  ['海外仓操作费（入库、拣货、打包）', 2450, 600],
]

/**
 * Finance's side of the demo: the fees billed each month to the sales team's customers over the
 * last four months (so every ageing bucket holds something), the receipts recorded against them
 * (in full, in part, none yet), one written off, receipts on a confirmed sales order, and the
 * invoices issued for them — the first, invoice 111001, issued three months ago; one voided and
 * issued again; one still a draft.
 */
export async function planFinance(tx: Tx, plan: DemoPlan, cast: Cast) {
  const { now } = plan
  const admin = cast.admin
  if (cast.customers.length < 2) return
  const clients = await tx
    .select({
      Id: Client.Id,
      Company: Client.ClientCompany,
      Name: Client.ClientName,
      No: Client.CompanyNo,
      City: Client.City,
      Area: Client.AreaText,
    })
    .from(Client)
    .where(inArray(Client.Id, cast.customers))
  const client = (i: number) => clients.find((c) => c.Id === cast.customers[i % cast.customers.length])!
  const buyer = (i: number) => ({
    BuyerName: client(i).Company || client(i).Name,
    BuyerTaxNo: client(i).No,
    BuyerAddress: [client(i).City, client(i).Area].filter(Boolean).join(' '),
  })

  const billed: { h: Handle; at: number; amount: number; fee: number; customer: number; month: number }[] = []
  // Billed on the 5th of each of the last four months (about 5, 35, 65, 95 and 125 days ago).
  for (let month = 4; month >= 0; month--) {
    for (const [f, [what, yuan]] of FEES.entries()) {
      const customer = (month + f) % Math.min(3, cast.customers.length)
      if (month === 0 && f === 2) continue
      const at = now - (month * 30 + 5 + f) * DAY
      const amount = Math.round((yuan + month * 137 + f * 53) * 100)
      const h = plan.create(at, res('Receivable'), admin, {
        ClientId: client(customer).Id,
        SourceNo: `FEE-${month}${f}-${client(customer).Id}`,
        Currency: 'CNY',
        Amount: amount,
        OpenTime: at,
        Remark: `${what}（${month === 0 ? '本月' : `${month} 个月前`}）`,
      })
      billed.push({ h, at, amount, fee: f, customer, month })
    }
  }
  for (const b of billed) {
    // The older bills are paid: in full, except one paid in part and one given up; this month's wait.
    if (b.month >= 2 && !(b.month === 4 && b.fee === 1) && !(b.month === 3 && b.fee === 2)) {
      plan.send(b.at + 18 * DAY, b.h, 'receive', admin, { Paid: b.amount, Method: 'bank', Reference: `CMB${String(b.at).slice(-6)}` })
    } else if (b.month === 1 || (b.month === 3 && b.fee === 2)) {
      plan.send(b.at + 20 * DAY, b.h, 'receive', admin, {
        Paid: Math.round(b.amount * 0.4),
        Method: 'bank',
        Reference: `CMB${String(b.at).slice(-6)}`,
      })
    } else if (b.month === 4 && b.fee === 1) {
      plan.send(b.at + 100 * DAY, b.h, 'writeOff', admin, { Reason: '客户已注销，经催收无果，报总经理批准核销' })
    }
  }

  // The confirmed sales order of last week: half received by bank transfer.
  const salesOrder: Handle = {
    doc: 'Receivable',
    id: 0,
    find: async (t) =>
      (
        await t
          .select({ Id: Receivable.Id })
          .from(Receivable)
          .where(and(eq(Receivable.SourceDoc, 'SalesOrder'), eq(Receivable.SourceNo, 'XS-2026-1088')))
      )[0]!.Id,
  }
  plan.send(now - 5 * DAY, salesOrder, 'receive', admin, { Paid: 5900, Method: 'bank', Reference: 'MBB-TT-88213' })

  // The fee as billed, its VAT included: the invoice's total is the bill to the cent.
  const line = (b: (typeof billed)[number]) => {
    const [what, , rate] = FEES[b.fee]!
    return { Title: what, Spec: `${b.month} 个月前`, Num: 1, Price: b.amount, TaxRate: rate }
  }
  const invoice = (b: (typeof billed)[number], at: number) =>
    plan.create(at, res('Invoice'), admin, () => ({
      ReceivableId: b.h.id,
      ...buyer(b.customer),
      TaxIncluded: 1,
      Lines: [line(b)],
      Remark: '',
    }))
  const oldest = billed.find((b) => b.month === 3 && b.fee === 0)!
  // Invoice 111001: the first, issued three months ago.
  const first = invoice(oldest, oldest.at + HOUR)
  plan.send(oldest.at + 2 * HOUR, first, 'issue', admin)
  const second = billed.find((b) => b.month === 2 && b.fee === 0)!
  const wrong = invoice(second, second.at + HOUR)
  plan.send(second.at + 2 * HOUR, wrong, 'issue', admin)
  plan.send(second.at + 2 * DAY, wrong, 'void', admin, { Reason: '购买方税号填写有误，作废后重开' })
  const again = invoice(second, second.at + 2 * DAY + HOUR)
  plan.send(second.at + 2 * DAY + 2 * HOUR, again, 'issue', admin)
  for (const b of billed.filter((x) => x.month === 1)) {
    const h = invoice(b, b.at + 3 * HOUR)
    plan.send(b.at + 4 * HOUR, h, 'issue', admin)
  }
  // This month's storage fee: drafted, waiting to be issued.
  invoice(
    billed.find((b) => b.month === 0 && b.fee === 0)!,
    now - 2 * DAY,
  )
}
