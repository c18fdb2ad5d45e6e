import type { Config } from '../../kernel/server/config.ts'
import { customsSimulator, type CustomsGateway, type CustomsMessage } from './customs-gateway.ts'
import { GatewayAnswer, Receipts } from '../../../machines/customs-message.ts'

export interface HttpGatewayOptions {
  /** Base address, e.g. https://customs-gateway.example.com/v1 */
  url: string
  /** Sent as `Authorization: Bearer …` when set; it stays on the server. */
  token?: string
  /** How long one call may take before it counts as an outage (ms). */
  timeoutMs?: number
  fetch?: typeof fetch
}

/** Our bookkeeping columns, not part of the message customs reads. */
const INTERNAL = new Set([
  'Status',
  'Score',
  'Version',
  'UpdateTime',
  'UpdateAgent',
  'AgentId',
  'DepartmentId',
  'State',
  'StateTime',
  'PushStatus',
  'PushMessage',
  'PostTime',
  'LastCode',
  'ReceiptTime',
  'CustomsNo',
  'Remark',
])

/** Where each message document goes on the gateway. */
export const GATEWAY_PATHS: Readonly<Record<string, string>> = {
  Declare: 'declarations',
  DeclareOrder: 'orders',
  DeclareReceipt: 'payments',
  DeclareLogistics: 'waybills',
  DeclareArrival: 'arrivals',
  DeclareDeparture: 'departures',
  DeclareWaybill: 'master-waybills',
}

const strip = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).filter(([k]) => !INTERNAL.has(k)))
const pathOf = (doc: string) => {
  const p = GATEWAY_PATHS[doc]
  if (!p) throw new Error(`no gateway path for ${doc}`)
  return `/${p}`
}

/** The body of a post: the document (bookkeeping left out) and its lines, without our line keys. */
const message = ({ doc, record, lines }: CustomsMessage) => ({
  Type: doc,
  Document: strip(record),
  Lines: lines.map(({ Id: _id, ...l }) => Object.fromEntries(Object.entries(l).filter(([k]) => !k.endsWith('Id') || k === 'ProductId'))),
})

/**
 * A customs gateway over HTTP. `POST {url}/{kind}` (declarations, orders, payments, waybills, arrivals,
 * departures, master-waybills) with `{Type, Document, Lines}` as JSON answers `{Accepted, Reason?}`;
 * `GET {url}/{kind}/{Id}/receipts` answers `[{Code, Text, Time, No?}]` (Time in Unix seconds). Our
 * document Id is the message's key. A status other than 2xx, or no answer
 * within the timeout, throws: the server refuses the event (502) and changes nothing.
 */
export function createHttpCustomsGateway(options: HttpGatewayOptions): CustomsGateway {
  const base = options.url.replace(/\/+$/, '')
  const timeoutMs = options.timeoutMs ?? 10_000
  const doFetch = options.fetch ?? fetch
  const call = async (path: string, init: RequestInit = {}) => {
    const headers: Record<string, string> = { accept: 'application/json' }
    if (init.body) headers['content-type'] = 'application/json'
    if (options.token) headers.authorization = `Bearer ${options.token}`
    const res = await doFetch(`${base}${path}`, { ...init, headers, signal: AbortSignal.timeout(timeoutMs) })
    if (!res.ok) throw new Error(`customs gateway answered ${res.status}`)
    const body: unknown = await res.json()
    return body
  }
  // An answer that is not what the gateway promises throws like an outage.
  return {
    post: async (m) => GatewayAnswer.parse(await call(pathOf(m.doc), { method: 'POST', body: JSON.stringify(message(m)) })),
    receipts: async (m) => Receipts.parse(await call(`${pathOf(m.doc)}/${encodeURIComponent(m.record.Id)}/receipts`)),
  }
}

/** The configured gateway: the HTTP one when CUSTOMS_GATEWAY_URL is set, else the local simulator. */
export function createCustomsGateway(config: Pick<Config, 'customsGatewayUrl' | 'customsGatewayToken'>): CustomsGateway {
  return config.customsGatewayUrl
    ? createHttpCustomsGateway({ url: config.customsGatewayUrl, token: config.customsGatewayToken })
    : customsSimulator
}
