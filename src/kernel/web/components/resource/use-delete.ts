import { useQueryClient } from '@tanstack/react-query'
import type { ResourceDef } from '../../../shared/resources/define.ts'
import { confirmDelete } from '../../lib/confirm.ts'
import { messageText } from '../../lib/form-errors.ts'
import { notify } from '../../lib/notices.ts'
import { cacheName, deleteRecords, resourceKeys } from './resource-api.ts'

/**
 * Deletes records of a resource after the spec's confirmation, tells how it went and refetches the
 * resource; answers whether they were deleted.
 */
export function useDeleteRecords(def: ResourceDef) {
  const queryClient = useQueryClient()
  return async (ids: number[]): Promise<boolean> => {
    let done: string | undefined
    // Deleted from within the question, so a refusal (still in use) is read where it was asked.
    const ok = await confirmDelete(async () => {
      try {
        const res = await deleteRecords(def, ids)
        if (!res.Result) return res.Message ?? messageText('serverError')
        done = res.Message || messageText('removeSuccess')
        return null
      } catch {
        return null // no network, or the session ended: already told
      }
    })
    if (!ok || done === undefined) return false
    notify(done, 'success')
    await queryClient.invalidateQueries({ queryKey: resourceKeys.all(cacheName(def)) })
    return true
  }
}
