import { now } from '../../kernel/server/lib/clock.ts'

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
  if (doc === 'Declare' && !text(record.OwnerCardId)) out.push('缺少货主证件号码（OwnerCardId）')
  if ((doc === 'Declare' || doc === 'DeclareOrder') && lines.length === 0) out.push('报文没有商品明细')
  if (doc === 'DeclareWaybill' && lines.length === 0) out.push('总运单没有分运单')
  return out
}

/** What customs finds wrong once it reads a message it took, one text per problem. */
function contentProblems({ doc, record, lines }: CustomsMessage): string[] {
  const out: string[] = []
  if (doc === 'Declare' || doc === 'DeclareOrder')
    lines.forEach((g, i) => {
      if (!HS_CODE.test(text(g.HsCode))) out.push(`第${i + 1}项商品（${text(g.Title)}）商品编码无效`)
      if (!(Number(g.Price) > 0)) out.push(`第${i + 1}项商品（${text(g.Title)}）未申报单价`)
    })
  if ('NetWeight' in record && Number(record.NetWeight) > Number(record.TotalWeight)) out.push('净重大于毛重')
  if (doc === 'DeclareReceipt' && !text(record.OutId)) out.push('支付单缺少支付交易编号')
  return out
}

const RECEIPT_TEXTS: Record<number, string> = {
  120: '海关入库成功',
  300: '转人工审核',
  399: '审结',
  500: '布控查验',
  800: '放行',
  899: '结关',
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
export const customsNumber = (doc: string, id: number, at: number) =>
  `${NUMBER_PREFIX[doc] ?? '3100'}${new Date(at * 1000).getUTCFullYear()}${String(id).padStart(10, '0')}`

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
    if (found.length) return { Code: 100, Text: found.join('；') }
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
 * A local stand-in for the customs gateway (its texts in Chinese, as the single window writes them) (the default until a real one is configured): it takes
 * any message it can file, refuses one it cannot with the reasons, and issues one receipt per call,
 * deterministically from the message and its newest receipt, each later than the one before.
 */
export function createCustomsSimulator(clock: () => number = now): CustomsGateway {
  return {
    async post(message) {
      const found = unreadable(message)
      return found.length ? { Accepted: false, Reason: found.join('；') } : { Accepted: true }
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

declare module '../../kernel/server/env.ts' {
  interface Deps {
    /** The customs gateway declarations are posted to; by default the local simulator. */
    gateway?: CustomsGateway
  }
}
