import type { S3Config } from '../config.ts'
import { publicUrl } from './s3.ts'

/** Only names File/Upload generates: 32 hex digits and one of the accepted image extensions. */
export const STORED_NAME = /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/

/** Where File/Upload serves the files it keeps on disk (routes/file.ts). */
export const LOCAL_UPLOADS = '/uploads/'

/**
 * Whether an image address is a file this server stored: exactly what File/Upload answers, either
 * `/uploads/<name>` (kept on disk and served here; the demo's pictures too) or, when S3 storage is
 * configured, `<S3 public address>/uploads/<name>`, with `<name>` one File/Upload makes. Any other
 * address (another site, another path, a query, `data:`) is not: the page's CSP would block it.
 */
export function uploadedImage(s3: S3Config | undefined): (src: string) => boolean {
  const s3Prefix = s3 ? publicUrl(s3, 'uploads/') : undefined
  return (src) => {
    if (src.startsWith(LOCAL_UPLOADS)) return STORED_NAME.test(src.slice(LOCAL_UPLOADS.length))
    return s3Prefix !== undefined && src.startsWith(s3Prefix) && STORED_NAME.test(src.slice(s3Prefix.length))
  }
}

/** The origin S3 uploads are read from, for the page's image policy (none without S3). */
export function uploadOrigin(s3: S3Config | undefined): string[] {
  if (!s3) return []
  try {
    const { protocol, host } = new URL(publicUrl(s3, 'uploads/'))
    return /^https?:$/.test(protocol) ? [`${protocol}//${host}`] : []
  } catch {
    return []
  }
}
