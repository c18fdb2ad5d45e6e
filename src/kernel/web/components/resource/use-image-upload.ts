import { useRef, useState } from 'react'
import { ApiFailure } from '../../lib/auth.ts'
import { notify } from '../../lib/notices.ts'
import { uploadImage } from './resource-api.ts'

/** What an image picker accepts (the server checks the bytes too). */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp'

/**
 * Uploads chosen images one after another: busy while it runs, the server's refusal as a notice,
 * the addresses of those stored handed on (even when a later one failed), the file input cleared
 * so the same file can be chosen again.
 */
export function useImageUpload(onUploaded: (urls: string[]) => void) {
  const [busy, setBusy] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const upload = async (files: readonly File[]) => {
    if (!files.length) return
    setBusy(true)
    const added: string[] = []
    try {
      for (const file of files) added.push(await uploadImage(file))
    } catch (err) {
      if (err instanceof ApiFailure && err.envelope.Message) notify(err.envelope.Message, 'error')
    } finally {
      if (added.length) onUploaded(added)
      setBusy(false)
      if (input.current) input.current.value = ''
    }
  }
  return { busy, input, upload }
}
