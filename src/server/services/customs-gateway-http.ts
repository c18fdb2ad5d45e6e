import type { Config } from '../config.ts'
import { customsSimulator, type CustomsGateway, type Declaration, type DeclarationGood } from './customs-gateway.ts'

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
const INTERNAL = new Set(['Status', 'Score', 'Version', 'UpdateTime', 'UpdateAgent', 'AgentId', 'DepartmentId', 'State', 'PushStatus', 'PushMessage', 'PostTime', 'LastCode', 'ReceiptTime', 'Remark'])

const message = (d: Declaration, goods: DeclarationGood[]) => ({
  Declaration: Object.fromEntries(Object.entries(d).filter(([k]) => !INTERNAL.has(k))),
  Goods: goods.map(({ Id: _id, DeclareId: _declareId, ...g }) => g),
})

/**
 * A customs gateway over HTTP. `POST {url}/declarations` with `{Declaration, Goods}` as JSON answers
 * `{Accepted, Reason?}`; `GET {url}/declarations/{Id}/receipts` answers `[{Code, Text, Time}]` (Time
 * in Unix seconds). Our declaration Id is the message's key. A status other than 2xx, or no answer
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
    return res.json() as Promise<unknown>
  }
  return {
    post: async (declaration, goods) => (await call('/declarations', { method: 'POST', body: JSON.stringify(message(declaration, goods)) })) as Awaited<ReturnType<CustomsGateway['post']>>,
    receipts: async (declaration) => (await call(`/declarations/${encodeURIComponent(declaration.Id)}/receipts`)) as Awaited<ReturnType<CustomsGateway['receipts']>>,
  }
}

/** The configured gateway: the HTTP one when CUSTOMS_GATEWAY_URL is set, else the local simulator. */
export function createCustomsGateway(config: Pick<Config, 'customsGatewayUrl' | 'customsGatewayToken'>): CustomsGateway {
  return config.customsGatewayUrl ? createHttpCustomsGateway({ url: config.customsGatewayUrl, token: config.customsGatewayToken }) : customsSimulator
}
