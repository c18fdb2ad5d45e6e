import fs from 'node:fs'
import path from 'node:path'
import type { Context } from 'hono'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
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

/**
 * The built client: hashed assets cached for a year, index.html never cached, and every
 * extension-less path that is not a file answered with index.html (the client's router
 * takes it from there). Files are read once; a build replaces the process anyway.
 */
export function createStaticHandler(root: string) {
  const cache = new Map<string, Buffer | null>()
  const read = (file: string) => {
    if (!cache.has(file)) {
      try {
        cache.set(file, fs.statSync(file).isFile() ? fs.readFileSync(file) : null)
      } catch {
        cache.set(file, null)
      }
    }
    return cache.get(file) ?? null
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
    const body = rel.endsWith('/') ? null : read(file)
    if (body) {
      const ext = path.extname(file)
      const immutable = rel.startsWith('/assets/')
      return c.body(new Uint8Array(body), 200, {
        'content-type': TYPES[ext] ?? 'application/octet-stream',
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      })
    }
    if (path.extname(rel)) return null // a missing asset is a 404, never the app
    const index = read(indexFile)
    if (!index) return null
    return c.body(new Uint8Array(index), 200, { 'content-type': TYPES['.html']!, 'cache-control': 'no-cache' })
  }
}
