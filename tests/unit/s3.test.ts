import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConfig, type S3Config } from '../../src/kernel/server/config.ts'
import { putObject, sha256Hex, signV4, uriEncode } from '../../src/kernel/server/lib/s3.ts'

// The worked examples of AWS's S3 documentation ("Signature Calculations for the Authorization
// Header: Transferring Payload in a Single Chunk"), all signed on 24 May 2013 in us-east-1.
const EXAMPLE = { accessKey: 'AKIAIOSFODNN7EXAMPLE', secretKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1' }
const WHEN = new Date('2013-05-24T00:00:00Z')
const HOST = 'https://examplebucket.s3.amazonaws.com'
const EMPTY = sha256Hex('')

describe('AWS Signature Version 4', () => {
  it('reproduces the documented PUT Object signature', () => {
    const payloadHash = sha256Hex('Welcome to Amazon S3.')
    expect(payloadHash).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072')
    const signed = signV4({
      ...EXAMPLE,
      method: 'PUT',
      url: new URL(`${HOST}/${uriEncode('test$file.text', true)}`),
      headers: { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
      payloadHash,
      date: WHEN,
    })
    expect(signed.signature).toBe('98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd')
    expect(signed.headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, ' +
        'Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    )
    expect(signed.headers).toMatchObject({
      'x-amz-date': '20130524T000000Z',
      'x-amz-content-sha256': payloadHash,
      host: 'examplebucket.s3.amazonaws.com',
    })
  })

  it('reproduces the documented GET Object, lifecycle and list signatures', () => {
    const get = (url: string, headers: Record<string, string> = {}) =>
      signV4({ ...EXAMPLE, method: 'GET', url: new URL(url), headers, payloadHash: EMPTY, date: WHEN }).signature
    expect(get(`${HOST}/test.txt`, { Range: 'bytes=0-9' })).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41')
    expect(get(`${HOST}/?lifecycle`)).toBe('fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543')
    // The query is sorted in the canonical request, whatever its order in the address.
    expect(get(`${HOST}/?prefix=J&max-keys=2`)).toBe('34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7')
  })

  it('encodes keys as S3 does', () => {
    expect(uriEncode('test$file.text')).toBe('test%24file.text')
    expect(uriEncode("a b!'()*~_-.", true)).toBe('a%20b%21%27%28%29%2A~_-.')
    expect(uriEncode('uploads/x.png', true)).toBe('uploads/x.png')
    expect(uriEncode('uploads/x.png')).toBe('uploads%2Fx.png')
  })
})

describe('putObject against an S3-compatible server', () => {
  let server: http.Server
  let endpoint: string
  const received: { method: string; url: string; headers: http.IncomingHttpHeaders; body: Buffer }[] = []
  let answer = 200

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => {
        received.push({ method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks) })
        res.writeHead(answer, { 'content-type': 'application/xml' }).end(answer === 200 ? '' : '<Error><Code>AccessDenied</Code></Error>')
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const config = (extra: Partial<S3Config> = {}): S3Config => ({
    endpoint,
    bucket: 'media',
    accessKey: 'AK',
    secretKey: 'SK',
    region: 'auto',
    publicUrl: undefined,
    ...extra,
  })

  it('PUTs the object path-style with a signature the server can verify, and answers its address', async () => {
    received.length = 0
    const body = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])
    const now = new Date('2024-03-01T12:34:56Z')
    const url = await putObject(config(), 'uploads/abc.png', body, 'image/png', { now })
    expect(url).toBe(`${endpoint}/media/uploads/abc.png`)

    expect(received).toHaveLength(1)
    const req = received[0]!
    expect(req).toMatchObject({ method: 'PUT', url: '/media/uploads/abc.png' })
    expect(new Uint8Array(req.body)).toEqual(body)
    expect(req.headers['content-type']).toBe('image/png')
    expect(req.headers['x-amz-content-sha256']).toBe(sha256Hex(body))
    expect(req.headers['x-amz-date']).toBe('20240301T123456Z')

    // The server's side: recompute the signature from what arrived.
    const signedNames = /SignedHeaders=([^,]+)/.exec(String(req.headers.authorization))![1]!.split(';')
    expect(signedNames).toEqual(['cache-control', 'content-type', 'host', 'x-amz-content-sha256', 'x-amz-date'])
    const again = signV4({
      method: 'PUT',
      url: new URL(req.url, endpoint),
      headers: { 'content-type': String(req.headers['content-type']), 'cache-control': String(req.headers['cache-control']) },
      payloadHash: sha256Hex(req.body),
      accessKey: 'AK',
      secretKey: 'SK',
      region: 'auto',
      date: now,
    })
    expect(req.headers.authorization).toBe(again.headers.authorization)
    expect(req.headers.authorization).toContain('Credential=AK/20240301/auto/s3/aws4_request')
  })

  it('answers the public address when one is configured', async () => {
    const url = await putObject(config({ publicUrl: 'https://cdn.example.com/img' }), 'uploads/def.webp', new Uint8Array([1]), 'image/webp')
    expect(url).toBe('https://cdn.example.com/img/uploads/def.webp')
  })

  it('throws when the storage refuses', async () => {
    answer = 403
    try {
      await expect(putObject(config(), 'uploads/x.png', new Uint8Array([1]), 'image/png')).rejects.toThrow(/403/)
    } finally {
      answer = 200
    }
  })
})

describe('S3 and upload configuration', () => {
  it('turns S3 on only with endpoint, bucket and both keys', () => {
    const full = { S3_ENDPOINT: 'https://s3.example.com/', S3_BUCKET: 'b', S3_ACCESS_KEY: 'a', S3_SECRET_KEY: 's' }
    expect(readConfig(full).s3).toEqual({
      endpoint: 'https://s3.example.com',
      bucket: 'b',
      accessKey: 'a',
      secretKey: 's',
      region: 'us-east-1',
      publicUrl: undefined,
    })
    expect(readConfig({ ...full, S3_PUBLIC_URL: 'https://cdn.example.com/', S3_REGION: 'auto' }).s3).toMatchObject({
      publicUrl: 'https://cdn.example.com',
      region: 'auto',
    })
    expect(readConfig({ ...full, S3_SECRET_KEY: '' }).s3).toBeUndefined()
  })

  it('reads the upload limit and directory, with defaults', () => {
    const plain = readConfig({ DATA_DIR: '/srv/data' })
    expect(plain.uploadMaxBytes).toBe(5 * 1024 * 1024)
    expect(plain.uploadDir).toBe('/srv/data/uploads')
    const set = readConfig({ DATA_DIR: '/srv/data', UPLOAD_MAX_BYTES: '1000', UPLOAD_DIR: '/srv/files' })
    expect(set).toMatchObject({ uploadMaxBytes: 1000, uploadDir: '/srv/files' })
    expect(readConfig({ UPLOAD_MAX_BYTES: 'lots' }).uploadMaxBytes).toBe(5 * 1024 * 1024)
  })
})
