import { useQueryClient } from '@tanstack/react-query'
import type { ResourceDef } from '../../../shared/resources/define.ts'
import { ApiFailure } from '../../lib/auth.ts'
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
    if (!(await confirmDelete())) return false
    try {
      const res = await deleteRecords(def, ids)
      if (!res.Result) throw new ApiFailure(res)
      notify(res.Message || messageText('removeSuccess'), 'success')
      await queryClient.invalidateQueries({ queryKey: resourceKeys.all(cacheName(def)) })
      return true
    } catch (err) {
      if (err instanceof ApiFailure) notify(err.envelope.Message ?? messageText('serverError'), 'error')
      return false
    }
  }
}
