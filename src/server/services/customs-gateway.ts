import { now } from '../lib/clock.ts'

/**
 * One message to the customs gateway: the document type (`Declare`, `DeclareOrder` …), its stored
 * row (our Id is the message's key; the simulator reads the progress columns) and its lines (goods,
 * or a master waybill's sub waybills).
 */
export interface CustomsMessage {
  doc: string
  record: Record<string, unknown> & { Id: number; LastCode: number; ReceiptTime: number; PushStatus: number }
  lines: Record<string, unknown>[]
}

/** A receipt customs sent: a status code (100 rejected … 899 closed), its text, its time (Unix seconds), on acceptance the number it filed the message under. */
export interface CustomsReceipt {
  Code: number
  Text: string
  Time: number
  No?: string
}

/**
 * The customs single-window gateway as the server uses it, for every message document. `post`
 * sends one and answers whether the gateway took it (and if not, why). `receipts` answers the
 * receipts customs has issued for a posted message; it may repeat ones already fetched (the server
 * keeps each receipt once). A real gateway knows what was posted and may ignore `lines`.
 */
export interface CustomsGateway {
  post(message: CustomsMessage): Promise<{ Accepted: boolean; Reason?: string }>
  receipts(message: CustomsMessage): Promise<CustomsReceipt[]>
}

const HS_CODE = /^\d{6,10}$/
const text = (v: unknown) => String(v ?? '').trim()

/** Why the gateway cannot take the message at all: it lacks what a message is filed under. */
function unreadable({ doc, record, lines }: CustomsMessage): string[] {
  const out: string[] = []
  if (doc === 'Declare' && !text(record.OwnerCardId)) out.push('OwnerCardId is missing')
  if ((doc === 'Declare' || doc === 'DeclareOrder') && lines.length === 0) out.push('the message has no goods lines')
  if (doc === 'DeclareWaybill' && lines.length === 0) out.push('the master waybill has no sub waybills')
  return out
}

/** What customs finds wrong once it reads a message it took, one text per problem. */
function contentProblems({ doc, record, lines }: CustomsMessage): string[] {
  const out: string[] = []
  if (doc === 'Declare' || doc === 'DeclareOrder')
    lines.forEach((g, i) => {
      if (!HS_CODE.test(text(g.HsCode))) out.push(`goods line ${i + 1} (${text(g.Title)}) has no valid HsCode`)
      if (!(Number(g.Price) > 0)) out.push(`goods line ${i + 1} (${text(g.Title)}) has no declared price`)
    })
  if ('NetWeight' in record && Number(record.NetWeight) > Number(record.TotalWeight)) out.push('NetWeight is more than TotalWeight')
  if (doc === 'DeclareReceipt' && !text(record.OutId)) out.push('the payment has no payment number')
  return out
}

const RECEIPT_TEXTS: Record<number, string> = {
  120: 'Accepted into the customs system',
  300: 'Manual review',
  399: 'Review concluded',
  500: 'Selected for inspection',
  800: 'Released',
  899: 'Closed',
}

/** How long after release (seconds) the simulator closes a declaration (899) when asked again. */
export const SIMULATOR_CLOSE_AFTER = 30 * 86_400

/** The first digits of the number customs files each kind of message under. */
const NUMBER_PREFIX: Record<string, string> = {
  Declare: '5316',
  DeclareOrder: '3101',
  DeclareReceipt: '3102',
  DeclareLogistics: '3103',
  DeclareArrival: '3104',
  DeclareDeparture: '3105',
  DeclareWaybill: '3106',
}

/** The number customs gives a message when it accepts it: its kind, the year, our Id. */
export const customsNumber = (doc: string, id: number, at: number) => `${NUMBER_PREFIX[doc] ?? '3100'}${new Date(at * 1000).getUTCFullYear()}${String(id).padStart(10, '0')}`

/**
 * The next receipt customs issues after the newest one. A fresh message (or one posted again after
 * a rejection) is read first: content problems reject it (100, the reasons as its text), else 120
 * with the number it is filed under. Only a declaration goes on: manual review (300) or inspection
 * (500) — chosen by its Id, so the same declaration always takes the same road — then 399, then 800;
 * 899 once released long enough.
 */
function nextReceipt(m: CustomsMessage, at: number): { Code: number; Text: string; No?: string } | undefined {
  const { record: d } = m
  const last = d.LastCode
  if (last === 0 || last === 100) {
    const found = contentProblems(m)
    if (found.length) return { Code: 100, Text: found.join('; ') }
    return { Code: 120, Text: RECEIPT_TEXTS[120]!, No: customsNumber(m.doc, d.Id, at) }
  }
  if (m.doc !== 'Declare') return undefined
  let code: number | undefined
  if (last === 120) code = d.Id % 2 === 0 ? 300 : 500
  else if (last === 300 || (last >= 500 && last <= 599)) code = 399
  else if (last === 399) code = 800
  else if (last === 800 && at >= d.ReceiptTime + SIMULATOR_CLOSE_AFTER) code = 899
  return code === undefined ? undefined : { Code: code, Text: RECEIPT_TEXTS[code] ?? '' }
}

/**
 * A local stand-in for the customs gateway (the default until a real one is configured): it takes
 * any message it can file, refuses one it cannot with the reasons, and issues one receipt per call,
 * deterministically from the message and its newest receipt, each later than the one before.
 */
export function createCustomsSimulator(clock: () => number = now): CustomsGateway {
  return {
    async post(message) {
      const found = unreadable(message)
      return found.length ? { Accepted: false, Reason: found.join('; ') } : { Accepted: true }
    },
    async receipts(message) {
      if (message.record.PushStatus !== 1) return []
      const at = Math.max(clock(), message.record.ReceiptTime + 1)
      const next = nextReceipt(message, at)
      return next ? [{ ...next, Time: at }] : []
    },
  }
}

export const customsSimulator = createCustomsSimulator()
