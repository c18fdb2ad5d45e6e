import { createMiddleware } from 'hono/factory'
import { ApiError } from '../lib/errors.ts'
import { M } from '../../shared/messages.ts'

/** Past this much, an oversized body is not read to its end: the answer closes the connection. */
const DRAIN_CAP = 64 * 1024 * 1024

/**
 * Refuses a body over `maxSize` with a 413 every client receives. Hono's own `bodyLimit` answers
 * without reading the rest of the body, and the connection then closes under a client still
 * sending (undici saw "other side closed" or EPIPE for a quarter of such requests): here the rest
 * is read and thrown away first, up to DRAIN_CAP, so the answer arrives on a socket that is idle.
 * A body within the limit is read once and handed on whole, as `bodyLimit` does.
 */
export function limitBody(maxSize: number) {
  return createMiddleware(async (c, next) => {
    // A GET or HEAD has no body, and a declared length within the limit is all Node reads: neither
    // asks for the body's stream, which would build a web Request (a tenth of a transition's CPU);
    // the route then reads the body straight from the connection.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    const declared = c.req.header('content-length')
    const chunked = c.req.header('transfer-encoding') !== undefined
    if (declared !== undefined && !chunked && Number(declared) <= maxSize) return next()
    const body = c.req.raw.body
    if (!body) return next()
    const reader = body.getReader()
    if (declared !== undefined && !chunked) throw await refuse(reader, Number(declared) > DRAIN_CAP ? -1 : DRAIN_CAP)
    const chunks: Uint8Array[] = []
    let size = 0
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.length
      if (size > maxSize) throw await refuse(reader, DRAIN_CAP - size)
      chunks.push(value)
    }
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks) })
    return next()
  })
}

/** Reads the rest of the body (up to `cap` bytes more), then answers the 413 to throw. */
async function refuse(reader: ReadableStreamDefaultReader<Uint8Array>, cap: number): Promise<ApiError> {
  let read = 0
  try {
    while (read <= cap) {
      const { done, value } = await reader.read()
      if (done) return new ApiError(413, M.tooLarge)
      read += value.length
    }
    await reader.cancel()
  } catch {
    // the client went away: nobody is left to answer
  }
  return new ApiError(413, M.tooLarge, undefined, undefined, { Connection: 'close' })
}
