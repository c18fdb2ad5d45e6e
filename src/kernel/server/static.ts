import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Context } from 'hono'
import { compress, encodingFor, MIN_COMPRESS_BYTES, type Encoding } from './lib/compress.ts'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
}

/** Types worth compressing (images and fonts are compressed already). */
const TEXTUAL = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.webmanifest'])
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' }

interface StaticFile {
  raw: Buffer
  /** Compressed forms, made by the build (`file.br`, `file.gz`) or here on first use. */
  encoded: Partial<Record<Encoding, Buffer>>
}

/**
 * The built client: hashed assets cached for a year, index.html never cached, and every
 * extension-less path that is not a file answered with index.html (the client's router
 * takes it from there). Files are read once; a build replaces the process anyway. Text files go
 * compressed as the browser accepts: the build's brotli and gzip files, else compressed once here.
 */
export function createStaticHandler(root: string) {
  const cache = new Map<string, StaticFile | null>()
  const read = (file: string) => {
    if (!cache.has(file)) {
      try {
        cache.set(file, fs.statSync(file).isFile() ? { raw: fs.readFileSync(file), encoded: {} } : null)
      } catch {
        cache.set(file, null)
      }
    }
    return cache.get(file) ?? null
  }
  const encodedForm = (file: string, entry: StaticFile, encoding: Encoding | null): Buffer | null => {
    if (!encoding || !TEXTUAL.has(path.extname(file)) || entry.raw.byteLength < MIN_COMPRESS_BYTES) return null
    if (!entry.encoded[encoding]) {
      const built = path.join(path.dirname(file), path.basename(file) + SUFFIX[encoding])
      entry.encoded[encoding] = fs.existsSync(built) ? fs.readFileSync(built) : compress(entry.raw, encoding, 'dynamic')
    }
    return entry.encoded[encoding]!
  }
  const send = (c: Context, file: string, entry: StaticFile, headers: Record<string, string>) => {
    const encoding = encodingFor(c.req.header('accept-encoding'))
    const encoded = encodedForm(file, entry, encoding)
    const vary: Record<string, string> = TEXTUAL.has(path.extname(file)) ? { vary: 'accept-encoding' } : {}
    if (encoded) return c.body(new Uint8Array(encoded), 200, { ...headers, ...vary, 'content-encoding': encoding! })
    return c.body(new Uint8Array(entry.raw), 200, { ...headers, ...vary })
  }
  const indexFile = path.join(root, 'index.html')

  return (c: Context): Response | null => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return null
    let rel: string
    try {
      rel = decodeURIComponent(new URL(c.req.url).pathname)
    } catch {
      return null
    }
    const file = path.join(root, path.normalize(rel))
    if (!file.startsWith(root + path.sep) && file !== root) return null
    // Only the kinds of file a page loads: no source map, no server module, no dot-folder (the
    // build's manifest), even when STATIC_DIR is pointed at more than the client's build.
    if (path.extname(rel) && (!TYPES[path.extname(rel)] || rel.split('/').some((part) => part.startsWith('.')))) return null
    const entry = rel.endsWith('/') ? null : read(file)
    if (entry) {
      const ext = path.extname(file)
      const immutable = rel.startsWith('/assets/')
      return send(c, file, entry, {
        'content-type': TYPES[ext] ?? 'application/octet-stream',
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      })
    }
    if (path.extname(rel)) return null // a missing asset is a 404, never the app
    const index = read(indexFile)
    if (!index) return null
    return send(c, indexFile, index, { 'content-type': TYPES['.html']!, 'cache-control': 'no-cache' })
  }
}

/**
 * The hashes of index.html's inline scripts (its first-paint script, vite.config.ts `bootNames`),
 * for the Content-Security-Policy: those run, and no other inline script does.
 */
export function inlineScriptHashes(root: string | undefined): string[] {
  if (!root) return []
  let html: string
  try {
    html = fs.readFileSync(path.join(root, 'index.html'), 'utf8')
  } catch {
    return []
  }
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`)
}
