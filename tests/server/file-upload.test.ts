import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { deflateSync } from 'node:zlib'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { TOKEN_HEADER } from '../../src/kernel/shared/api.ts'
import { PublicThrottle } from '../../src/server/db/schema/index.ts'
import { createTestServer, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

// ---- a real PNG, built byte by byte --------------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
function crc32(bytes: Uint8Array) {
  let c = 0xffffffff
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
function chunk(type: string, data: Uint8Array) {
  const out = Buffer.alloc(12 + data.length)
  out.writeUInt32BE(data.length, 0)
  out.write(type, 4, 'ascii')
  Buffer.from(data).copy(out, 8)
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length)
  return out
}
/** An RGB PNG of random pixels (so it does not compress): about 3·w·h bytes. */
function png(width: number, height: number): Uint8Array<ArrayBuffer> {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.set([8, 2, 0, 0, 0], 8) // 8-bit, truecolour, deflate, no filter method, no interlace
  const rows = Buffer.concat(Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), randomBytes(width * 3)])))
  const file = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', new Uint8Array(0)),
  ])
  return new Uint8Array(file)
}

// ---- the suite ------------------------------------------------------------------------------

const UPLOAD_MAX = 4096
const BODY_LIMIT = 1024

interface Uploaded {
  Url: string
  Size: number
  Type: string
}

describeDb('image upload (File/Upload) and the stored images (/uploads/…)', () => {
  let s: TestServer
  let admin: string
  let tmp: string
  let uploadDir: string
  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cbc-upload-'))
    uploadDir = path.join(tmp, 'uploads') // missing: the first upload creates it
    // The general body limit is far below the upload limit: uploads must not be held to it.
    s = await createTestServer({ uploadDir, uploadMaxBytes: UPLOAD_MAX, bodyLimit: BODY_LIMIT })
    admin = await s.login(DEMO.admin)
  })
  afterAll(async () => {
    await s?.close()
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true })
  })

  const stored = () => (fs.existsSync(uploadDir) ? fs.readdirSync(uploadDir) : [])

  async function upload(file: Blob | null, opts: { token?: string; name?: string; field?: string } = {}) {
    const form = new FormData()
    if (file) form.append(opts.field ?? 'file', file, opts.name ?? 'picture.png')
    const headers: Record<string, string> = { lang: 'en-US' }
    if (opts.token) headers[TOKEN_HEADER] = opts.token
    const res = await s.raw('/Api/File/Upload', { method: 'POST', body: form, headers })
    const body = (await res.json()) as { Result: boolean; Data?: Uploaded; Message?: string; Errors?: { Field: string; Message: string }[] }
    return { status: res.status, body }
  }

  it('refuses an upload without a session (401) and stores nothing', async () => {
    const res = await upload(new Blob([png(4, 4)], { type: 'image/png' }))
    expect(res.status).toBe(401)
    expect(res.body.Result).toBe(false)
    expect(stored()).toEqual([])
  })

  it('stores a real PNG above the general body limit under a random name, and serves the same bytes back', async () => {
    const bytes = png(32, 24)
    expect(bytes.length).toBeGreaterThan(BODY_LIMIT)
    expect(bytes.length).toBeLessThanOrEqual(UPLOAD_MAX)
    const res = await upload(new Blob([bytes], { type: 'image/png' }), { token: admin })
    expect(res.status).toBe(200)
    expect(res.body.Result).toBe(true)
    const data = res.body.Data!
    expect(data.Url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/)
    expect(data).toMatchObject({ Size: bytes.length, Type: 'image/png' })
    expect(stored()).toEqual([data.Url.slice('/uploads/'.length)])

    const got = await s.raw(data.Url)
    expect(got.status).toBe(200)
    expect(got.headers.get('content-type')).toBe('image/png')
    expect(got.headers.get('x-content-type-options')).toBe('nosniff')
    expect(got.headers.get('cache-control')).toContain('max-age=31536000')
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(bytes)

    // The name is its version: a revalidation answers 304 without the bytes.
    const again = await s.raw(data.Url, { headers: { 'if-none-match': got.headers.get('etag')! } })
    expect(again.status).toBe(304)
  })

  it('names the file by what it is, not by what the client said it was', async () => {
    const bytes = png(2, 2)
    const res = await upload(new Blob([bytes], { type: 'text/plain' }), { token: admin, name: 'notes.txt' })
    expect(res.status).toBe(200)
    expect(res.body.Data).toMatchObject({ Type: 'image/png', Size: bytes.length })
    expect(res.body.Data!.Url).toMatch(/\.png$/)
  })

  it('refuses a text file dressed up as a PNG (400) and stores nothing', async () => {
    const before = stored()
    const res = await upload(new Blob(['just some text, not an image at all'], { type: 'image/png' }), { token: admin, name: 'photo.png' })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ Result: false, Message: 'Only PNG, JPEG, GIF and WebP images can be uploaded' })
    expect(res.body.Errors).toEqual([{ Field: 'file', Message: 'Only PNG, JPEG, GIF and WebP images can be uploaded' }])
    expect(stored()).toEqual(before)

    // An SVG is text with markup in it: refused the same way.
    const svg = await upload(
      new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: 'image/svg+xml' }),
      {
        token: admin,
        name: 'logo.svg',
      },
    )
    expect(svg.status).toBe(400)
    expect(stored()).toEqual(before)
  })

  it('refuses a file over the upload limit (413) and stores nothing', async () => {
    const before = stored()
    const big = png(40, 40) // about 4.8 KB: over the limit, well within the multipart allowance
    expect(big.length).toBeGreaterThan(UPLOAD_MAX)
    const res = await upload(new Blob([big], { type: 'image/png' }), { token: admin })
    expect(res.status).toBe(413)
    expect(res.body).toMatchObject({ Result: false, Message: 'The file is too large. It can be at most 4 KB' })
    expect(stored()).toEqual(before)

    // A body far beyond the limit is cut off while it is read.
    const huge = await upload(new Blob([new Uint8Array(512 * 1024)], { type: 'image/png' }), { token: admin })
    expect(huge.status).toBe(413)
    expect(stored()).toEqual(before)
  })

  it('keeps the general body limit on every other API route', async () => {
    const res = await s.call('/Api/Agent/Login', { rawBody: JSON.stringify({ Cellphone: 13800000000, Pwd: 'x'.repeat(2 * BODY_LIMIT) }) })
    expect(res.status).toBe(413)
  })

  it('asks for the file when there is none (400 with the field)', async () => {
    const before = stored()
    const none = await upload(new Blob([png(2, 2)]), { token: admin, field: 'image' })
    expect(none.status).toBe(400)
    expect(none.body).toMatchObject({ Result: false, Message: 'Choose a file to upload', Errors: [{ Field: 'file' }] })
    const json = await s.raw('/Api/File/Upload', {
      method: 'POST',
      headers: { [TOKEN_HEADER]: admin, 'content-type': 'application/json' },
      body: JSON.stringify({ file: 'x' }),
    })
    expect(json.status).toBe(400)
    expect(stored()).toEqual(before)
  })

  it('serves only names File/Upload makes: anything else under /uploads/ is a 404', async () => {
    fs.writeFileSync(path.join(tmp, 'secret.txt'), 'not for you')
    const missing = `${'0'.repeat(32)}.png`
    for (const p of [
      '/uploads/..%2F..%2Fetc%2Fpasswd',
      '/uploads/..%2fsecret.txt',
      '/uploads/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/uploads/....//....//etc/passwd',
      '/uploads/passwd',
      '/uploads/secret.txt',
      `/uploads/${missing}`,
      `/uploads/${'A'.repeat(32)}.png`,
      `/uploads/${'0'.repeat(32)}.svg`,
      `/uploads/${missing}%00.png`,
      `/uploads/sub/${missing}`,
      '/uploads/',
    ]) {
      const res = await s.raw(p)
      expect(res.status, p).toBe(404)
      expect(await res.text(), p).not.toContain('not for you')
    }
    // Plain dot segments are resolved by URL parsing before any route sees them; whatever
    // answers, it is never a file from outside the upload directory.
    const dotted = await s.raw('/uploads/../../etc/passwd')
    expect(await dotted.text()).not.toMatch(/root:.*:0:0:/)
  })
})

describeDb('image upload to S3-compatible storage', () => {
  let s: TestServer
  let admin: string
  let tmp: string
  let storage: http.Server
  let endpoint: string
  const puts: { url: string; type: string | undefined; auth: string | undefined; body: Buffer }[] = []
  beforeAll(async () => {
    storage = http.createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => {
        puts.push({ url: req.url!, type: req.headers['content-type'], auth: req.headers.authorization, body: Buffer.concat(chunks) })
        res.writeHead(200).end()
      })
    })
    await new Promise<void>((resolve) => storage.listen(0, '127.0.0.1', resolve))
    endpoint = `http://127.0.0.1:${(storage.address() as AddressInfo).port}`
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cbc-upload-s3-'))
    s = await createTestServer({
      uploadDir: path.join(tmp, 'uploads'),
      s3: { endpoint, bucket: 'media', accessKey: 'AK', secretKey: 'SK', region: 'us-east-1', publicUrl: 'https://img.example.com' },
    })
    admin = await s.login(DEMO.admin)
  })
  afterAll(async () => {
    await s?.close()
    await new Promise<void>((resolve) => storage.close(() => resolve()))
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true })
  })

  it('PUTs the checked image to the bucket, signed, and answers its public address', async () => {
    const bytes = png(3, 3)
    const form = new FormData()
    form.append('file', new Blob([bytes]), 'a.png')
    const res = await s.raw('/Api/File/Upload', { method: 'POST', body: form, headers: { [TOKEN_HEADER]: admin } })
    expect(res.status).toBe(200)
    const body = (await res.json()) as { Data: Uploaded }
    expect(body.Data.Url).toMatch(/^https:\/\/img\.example\.com\/uploads\/[0-9a-f]{32}\.png$/)
    expect(puts).toHaveLength(1)
    expect(puts[0]!.url).toBe(`/media${new URL(body.Data.Url).pathname}`)
    expect(puts[0]!.type).toBe('image/png')
    expect(puts[0]!.auth).toMatch(/^AWS4-HMAC-SHA256 Credential=AK\/\d{8}\/us-east-1\/s3\/aws4_request, /)
    expect(new Uint8Array(puts[0]!.body)).toEqual(bytes)
    expect(fs.existsSync(path.join(tmp, 'uploads'))).toBe(false)
  })
})

describeDb('upload quotas per member of staff', () => {
  let s: TestServer
  let tmp: string
  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cbc-quota-'))
    s = await createTestServer({ uploadDir: path.join(tmp, 'uploads'), uploadQuota: { perTenMinutes: 5, bytesPerDay: 1_000_000 } })
  })
  afterAll(async () => {
    await s?.close()
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true })
  })
  const upload = async (token: string, bytes: ReturnType<typeof png>) => {
    const form = new FormData()
    form.append('file', new Blob([bytes], { type: 'image/png' }), 'p.png')
    const res = await s.raw('/Api/File/Upload', { method: 'POST', body: form, headers: { lang: 'en-US', [TOKEN_HEADER]: token } })
    return { status: res.status, retry: res.headers.get('retry-after'), body: (await res.json()) as { Message?: string } }
  }

  it('a sixth upload in ten minutes waits (429 with Retry-After); another member is not held up', async () => {
    const sales = await s.login(DEMO.sales)
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) statuses.push((await upload(sales, png(8 + i, 8))).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200])
    const sixth = await upload(sales, png(20, 8))
    expect(sixth.status).toBe(429)
    expect(Number(sixth.retry)).toBeGreaterThan(0)
    expect(sixth.body.Message).toMatch(/^You have uploaded a lot in a short time/)
    expect((await upload(await s.login(DEMO.warehouse), png(8, 8))).status).toBe(200)
  })

  it('a day’s bytes are counted too', async () => {
    const customs = await s.login(DEMO.customs)
    // The first upload starts the day's count; it is then brought near the limit, as a busy day would.
    expect((await upload(customs, png(8, 8))).status).toBe(200)
    const id = (await s.call<{ user_id: number }>('/Api/Agent/GetInfo', { token: customs })).body.Data!.user_id
    await s.db
      .update(PublicThrottle)
      .set({ Hits: 999_990 })
      .where(eq(PublicThrottle.Key, `upload:b:${id}`))
    expect((await upload(customs, png(16, 16))).status).toBe(429)
  })
})
