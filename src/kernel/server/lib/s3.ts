import { createHash, createHmac } from 'node:crypto'
import type { S3Config } from '../config.ts'

/**
 * The little of S3 the server needs: one signed PUT of an object (AWS Signature Version 4,
 * header-based, path-style addressing so MinIO, R2 and the like work without bucket DNS).
 */

export const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex')
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest()

/** URI encoding as SigV4 wants it: every byte but A–Z a–z 0–9 - _ . ~ escaped; '/' kept when asked. */
export function uriEncode(value: string, keepSlash = false) {
  const encoded = encodeURIComponent(value).replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)
  return keepSlash ? encoded.replace(/%2F/g, '/') : encoded
}

/** 20130524T000000Z */
export const amzDate = (date: Date) => date.toISOString().replace(/[-:]|\.\d{3}/g, '')

export interface SignInput {
  method: string
  /** The address as it is sent; its path must already be URI-encoded (see uriEncode). */
  url: URL
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256 (which are added). */
  headers?: Record<string, string>
  /** Hex SHA-256 of the body. */
  payloadHash: string
  accessKey: string
  secretKey: string
  region: string
  service?: string
  date: Date
}

export interface Signed {
  /** Every signed header, plus `authorization`: send them all. */
  headers: Record<string, string>
  canonicalRequest: string
  stringToSign: string
  signature: string
}

export function signV4(input: SignInput): Signed {
  const service = input.service ?? 's3'
  const stamp = amzDate(input.date)
  const day = stamp.slice(0, 8)
  const scope = `${day}/${input.region}/${service}/aws4_request`

  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(input.headers ?? {})) headers[name.toLowerCase()] = value.trim().replace(/\s+/g, ' ')
  headers.host = input.url.host
  headers['x-amz-date'] = stamp
  headers['x-amz-content-sha256'] = input.payloadHash
  const names = Object.keys(headers).sort()
  const signedHeaders = names.join(';')

  const query = [...input.url.searchParams]
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&')

  const canonicalRequest = [
    input.method.toUpperCase(),
    input.url.pathname || '/',
    query,
    names.map((n) => `${n}:${headers[n]}\n`).join(''),
    signedHeaders,
    input.payloadHash,
  ].join('\n')
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonicalRequest)].join('\n')
  const key = hmac(hmac(hmac(hmac(`AWS4${input.secretKey}`, day), input.region), service), 'aws4_request')
  const signature = createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex')

  return {
    headers: {
      ...headers,
      authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKey}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
    },
    canonicalRequest,
    stringToSign,
    signature,
  }
}

/** Where an object is read from once stored. */
export function publicUrl(config: S3Config, key: string) {
  return `${config.publicUrl ?? `${config.endpoint}/${uriEncode(config.bucket)}`}/${uriEncode(key, true)}`
}

/** Stores one object with a signed PUT and answers its public address; throws when S3 refuses. */
export async function putObject(
  config: S3Config,
  key: string,
  body: Uint8Array<ArrayBuffer>,
  contentType: string,
  options: { fetch?: typeof fetch; now?: Date } = {},
): Promise<string> {
  const url = new URL(`${config.endpoint}/${uriEncode(config.bucket)}/${uriEncode(key, true)}`)
  const signed = signV4({
    method: 'PUT',
    url,
    headers: { 'content-type': contentType, 'cache-control': 'public, max-age=31536000, immutable' },
    payloadHash: sha256Hex(body),
    accessKey: config.accessKey,
    secretKey: config.secretKey,
    region: config.region,
    date: options.now ?? new Date(),
  })
  const headers: Record<string, string> = { ...signed.headers }
  delete headers.host // fetch sets Host itself, from the same URL
  const res = await (options.fetch ?? fetch)(url, { method: 'PUT', headers, body, signal: AbortSignal.timeout(30_000) })
  if (!res.ok) {
    const text = await res.text().catch(() => '')
    throw new Error(`S3 PUT ${key} answered ${res.status}: ${text.slice(0, 300)}`)
  }
  return publicUrl(config, key)
}
