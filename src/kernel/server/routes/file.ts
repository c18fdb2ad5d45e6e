import fs from 'node:fs/promises'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { z } from '@hono/zod-openapi'
import type { Deps } from '../env.ts'
import { ApiError, badRequest, messageOf, tooMany } from '../lib/errors.ts'
import { admitWindow } from '../services/rate-window.ts'
import { putObject } from '../lib/s3.ts'
import { STORED_NAME } from '../lib/uploaded.ts'
import { readUpload } from '../lib/upload-body.ts'
import { M } from '../../shared/messages.ts'
import { defineRoute, envelope, errorResponse, json, requireAuth, type Router } from './define.ts'

/** The upload route; the app's general body limit skips it, since the route enforces its own. */
export const UPLOAD_PATH = '/Api/File/Upload'

/** The image types accepted, told apart by their first bytes only. */
const IMAGE_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
} as const
type ImageExt = keyof typeof IMAGE_TYPES
const isImageExt = (ext: string | undefined): ext is ImageExt => ext !== undefined && Object.hasOwn(IMAGE_TYPES, ext)

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0) =>
  bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b)
const ascii = (s: string) => [...s].map((ch) => ch.charCodeAt(0))

/** The image type of a file from its magic bytes; what the client declared is never consulted. */
export function sniffImage(bytes: Uint8Array): ImageExt | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg'
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp'
  return undefined
}

const Uploaded = z.object({
  Url: z.string().openapi({ description: 'Where the image is read from: /uploads/<name>, or the S3 public address' }),
  Size: z.number().int().openapi({ description: 'Bytes stored' }),
  Type: z.enum(IMAGE_TYPES).openapi({ description: 'The type found in the file itself' }),
})

export function registerFile(app: Router, deps: Deps) {
  const { config, log } = deps

  const upload = defineRoute(deps, 'session', {
    method: 'post',
    path: UPLOAD_PATH,
    tags: ['File'],
    summary: 'Upload one image (PNG, JPEG, GIF or WebP, recognised by its content) and answer its address',
    request: {
      body: {
        required: true,
        // A plain schema, not zod: the handler reads the body itself, within the upload limit.
        content: {
          'multipart/form-data': {
            schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] },
          },
        },
      },
    },
    responses: {
      200: json(envelope(Uploaded)),
      413: errorResponse('The file is larger than the upload limit'),
      429: errorResponse('The uploader has used up their quota of uploads for now'),
      502: errorResponse('The object storage did not take the file'),
    },
  })

  app.openapi(upload, async (c) => {
    const { file } = await readUpload(c.req.raw, 'file', config.uploadMaxBytes)

    const bytes = new Uint8Array(await file.arrayBuffer())
    const ext = sniffImage(bytes)
    if (!ext) throw badRequest(M.fileType, [{ Field: 'file', message: M.fileType }])
    const type = IMAGE_TYPES[ext]
    // Each member's own quota, counted before anything is stored.
    const auth = requireAuth(c)
    const wait = await admitWindow(deps.db, [
      { key: `upload:n:${auth.agentId}`, limit: config.uploadQuota.perTenMinutes, window: 600 },
      { key: `upload:b:${auth.agentId}`, limit: config.uploadQuota.bytesPerDay, window: 86_400, amount: bytes.byteLength },
    ])
    if (wait > 0) throw tooMany(wait, M.uploadQuota)
    const name = `${randomBytes(16).toString('hex')}.${ext}`

    let url: string
    if (config.s3) {
      try {
        url = await putObject(config.s3, `uploads/${name}`, bytes, type)
      } catch (e) {
        log.error('upload not stored', { error: messageOf(e), requestId: c.var.requestId })
        throw new ApiError(502, M.fileStoreFailed)
      }
    } else {
      await fs.mkdir(config.uploadDir, { recursive: true })
      await fs.writeFile(path.join(config.uploadDir, name), bytes, { flag: 'wx' })
      url = `/uploads/${name}`
    }
    return c.json({ Result: true, Data: { Url: url, Size: bytes.byteLength, Type: type } }, 200)
  })

  // The stored images, public (pages show them). Anything under /uploads/ that is not a name
  // File/Upload made is a 404 here, never the client app or a file elsewhere on disk.
  app.get('/uploads/*', async (c) => {
    const name = new URL(c.req.url).pathname.slice('/uploads/'.length)
    const match = STORED_NAME.exec(name)
    const notFound = () => c.text('Not found', 404, { 'x-content-type-options': 'nosniff' })
    const ext = match?.[1]
    if (!isImageExt(ext)) return notFound()
    const headers = {
      'content-type': IMAGE_TYPES[ext],
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"${name}"`,
    }
    let body: Buffer
    try {
      body = await fs.readFile(path.join(config.uploadDir, name))
    } catch {
      return notFound()
    }
    // A stored file never changes, so its name is its version.
    if (c.req.header('if-none-match') === headers.etag) return c.body(null, 304, headers)
    return c.body(new Uint8Array(body), 200, headers)
  })
}
