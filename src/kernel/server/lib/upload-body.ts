import { M } from '../../shared/messages.ts'
import { ApiError, badRequest } from './errors.ts'

/** The raw body, or null as soon as it (declared or counted) passes `cap` bytes. */
export async function readCapped(req: Request, cap: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = req.headers.get('content-length')
  if (declared && Number(declared) > cap) return null
  if (!req.body) return new Uint8Array(0)
  const reader = req.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > cap) {
      await reader.cancel().catch(() => {})
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/** Room for the multipart framing (boundaries, part headers, a long file name) around the file. */
const MULTIPART_OVERHEAD = 64 * 1024

/** "5 MB", "200 KB": the limit as the refusal states it. */
function formatLimit(bytes: number) {
  const mb = bytes / (1024 * 1024)
  return mb >= 1 ? `${Math.round(mb * 10) / 10} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`
}

/**
 * The one file of a multipart upload (its part `field`) and the form's other fields, read within
 * `maxBytes`: 400 naming the field when there is no such single file, 413 stating the limit past it.
 * For routes that read their own body (an image upload, a spreadsheet import) beyond the API's limit.
 */
export async function readUpload(req: Request, field: string, maxBytes: number): Promise<{ form: FormData; file: File }> {
  const tooLarge = () => new ApiError(413, M.fileTooLarge, { max: formatLimit(maxBytes) })
  const missing = () => badRequest(M.fileMissing, [{ Field: field, message: M.fileMissing }])
  const contentType = req.headers.get('content-type') ?? ''
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw missing()
  const raw = await readCapped(req, maxBytes + MULTIPART_OVERHEAD)
  if (!raw) throw tooLarge()
  let form: FormData
  try {
    form = await new Response(raw, { headers: { 'content-type': contentType } }).formData()
  } catch {
    throw missing()
  }
  const parts = form.getAll(field)
  const file = parts[0]
  if (parts.length !== 1 || typeof file === 'string' || !file) throw missing()
  if (file.size > maxBytes) throw tooLarge()
  return { form, file }
}
