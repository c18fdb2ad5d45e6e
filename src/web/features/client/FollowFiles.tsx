import { useQuery } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { followResource } from '../../../shared/resources/follow.ts'
import { Thumbnails } from '../../../kernel/web/components/resource/Cell.tsx'
import { listQuery } from '../../../kernel/web/components/resource/resource-api.ts'
import { useFormat } from '../../../kernel/web/lib/format.ts'
import { isStringList } from '../../../kernel/web/lib/values.ts'

/** The customer's (or supplier's) files: the images attached to its follow-ups, newest first, each with when, by whom and what was said. */
export function FollowFiles({ clientId }: { clientId: number }) {
  const fmt = useFormat()
  const { data, isPending } = useQuery(listQuery(followResource, { ClientId: clientId, Size: 200, OrderBy: 'FollowTime' }))
  const withFiles = (data?.rows ?? []).filter((r) => Array.isArray(r.Images) && r.Images.length > 0)
  if (isPending) return null
  if (!withFiles.length)
    return (
      <p className="py-6 text-center text-sm text-neutral-500" data-testid="follow-files-empty">
        <Trans>No files yet: images attached to a follow-up show here.</Trans>
      </p>
    )
  return (
    <ul className="flex flex-col divide-y divide-neutral-100" data-testid="follow-files">
      {withFiles.map((r) => (
        <li key={r.Id} className="flex flex-col gap-1.5 py-3">
          <span className="text-xs text-neutral-500">
            {fmt.dateTime(Number(r.FollowTime))} · {String(r.AgentName ?? '')}
          </span>
          <span className="line-clamp-2 text-sm">{String(r.Content ?? '')}</span>
          <Thumbnails urls={isStringList(r.Images) ? r.Images : []} size="size-20" />
        </li>
      ))}
    </ul>
  )
}
