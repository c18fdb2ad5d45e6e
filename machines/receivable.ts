import { and, assign, setup } from 'xstate'
import { z } from 'zod'
import { defineLifecycle, docTypes, type DocContext, type DocEvent } from './define.ts'
import { money, text, unixTime } from '../src/kernel/shared/schemas/fields.ts'
import { RECEIPT_METHOD_VALUES } from '../src/shared/finance/receivable.ts'

export type ReceivableRecord = { Amount: number; Received: number }

type Ctx = DocContext<ReceivableRecord, never, Record<string, never>>
type Ev = DocEvent<'receive' | 'writeOff' | 'sourceCancelled'>

const left = (r: ReceivableRecord) => Number(r.Amount) - Number(r.Received)

/**
 * A receivable (LIFECYCLES.md "Receivable"): money owed for one document, received in one or more
 * receipts (Open → PartlyPaid → Paid) or given up with a reason (→ WrittenOff), as it is when its
 * document is cancelled before anything was received. Never deleted.
 */
/** A receipt in full settles it; one in part leaves it partly paid. */
const receive = [
  { target: 'Paid', guard: and(['notOverReceived', 'receivedInFull']), actions: ['recordReceipt', 'countReceipt'] },
  { target: 'PartlyPaid', guard: 'notOverReceived', actions: ['recordReceipt', 'countReceipt'] },
] as const

export const receivableMachine = setup({
  types: docTypes<Ctx, Ev>(),
  guards: {
    /** No receipt takes more than is still owed (judged once an amount is given: the Actions probe has none). */
    notOverReceived: ({ context: { record }, event }) => !('Paid' in event.data) || Number(event.data.Paid) <= left(record),
    /** The receipt settles what is left. */
    receivedInFull: ({ context: { record }, event }) => Number(event.data.Paid) >= left(record),
  },
  actions: {
    /** A receipt row; Received += Paid, LastReceiptTime = its time. */
    recordReceipt: () => {},
    /** The same sum in the machine's own record, for the next receipt's guards. */
    countReceipt: assign({
      record: ({ context: { record }, event }) => ({ ...record, Received: Number(record.Received) + Number(event.data.Paid ?? 0) }),
    }),
    /** WrittenOff = what was left, WriteOffReason = the reason given. */
    recordWriteOff: () => {},
  },
}).createMachine({
  id: 'receivable',
  initial: 'Open',
  context: ({ input }) => input,
  states: {
    Open: {
      tags: ['editable'],
      on: {
        receive,
        writeOff: { target: 'WrittenOff', actions: 'recordWriteOff' },
        sourceCancelled: { target: 'WrittenOff', actions: 'recordWriteOff' },
      },
    },
    PartlyPaid: {
      tags: ['editable'],
      on: {
        receive,
        writeOff: { target: 'WrittenOff', actions: 'recordWriteOff' },
      },
    },
    Paid: { type: 'final' },
    WrittenOff: { type: 'final' },
  },
})

export const receiptData = z.object({
  /** What was received (the receipt's amount). */
  Paid: money(1),
  Method: z.enum(RECEIPT_METHOD_VALUES).default('bank'),
  Reference: text(100),
  /** When the money came (default now; never in the future: the server checks). */
  ReceiptTime: unixTime().optional(),
})

export const receivableLifecycle = defineLifecycle({
  doc: 'Receivable',
  machine: receivableMachine,
  steps: ['Open', 'PartlyPaid', 'Paid', 'WrittenOff'],
  events: {
    receive: { permission: 'finance:update', data: receiptData },
    writeOff: { permission: 'finance:update', data: z.object({ Reason: z.string().trim().min(1).max(500) }), confirm: true },
    /** Its document was cancelled before anything was received (sent by the document's own transition). */
    sourceCancelled: { permission: 'finance:update', timed: true },
  },
})
