import { useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { ArchiveRestore, Loader2 } from 'lucide-react'
import { apiPath, type ResourceDef } from '../../../shared/resources/define.ts'
import { api } from '../../lib/api.ts'
import { ApiFailure } from '../../lib/auth.ts'
import { useFormat } from '../../lib/format.ts'
import { notify } from '../../lib/notices.ts'
import { Button } from '../ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog.tsx'
import { cacheName, recordName, resourceKeys, type Row } from './resource-api.ts'

/**
 * The resource's deleted records, most recently deleted first, each brought back with one click
 * (for whoever may delete them: a delete only marks a record). The server refuses a record whose
 * references went meanwhile, and says which.
 */
export function DeletedRecords({ def }: { def: ResourceDef }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} data-testid="deleted-records">
        <ArchiveRestore className="size-4" aria-hidden />
        <Trans>Deleted</Trans>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-xl" data-testid="deleted-records-dialog">
          <DialogHeader>
            <DialogTitle>
              <Trans>Deleted records</Trans>
            </DialogTitle>
            <DialogDescription>
              <Trans>The most recently deleted first. Restore brings a record back as it was.</Trans>
            </DialogDescription>
          </DialogHeader>
          {open ? <DeletedList def={def} /> : null}
        </DialogContent>
      </Dialog>
    </>
  )
}

function DeletedList({ def }: { def: ResourceDef }) {
  const { t } = useLingui()
  const fmt = useFormat()
  const queryClient = useQueryClient()
  const key = [...resourceKeys.all(cacheName(def)), 'deleted'] as const
  const { data, isPending } = useQuery({
    queryKey: key,
    queryFn: async () => {
      const res = await api<Row[]>(apiPath(def, 'Deleted'), { query: { Index: 1, Size: 100 } })
      if (!res.Result) throw new ApiFailure(res)
      return res.Data ?? []
    },
  })
  const [busy, setBusy] = useState<number | null>(null)
  const restore = async (row: Row) => {
    setBusy(row.Id)
    try {
      const res = await api(apiPath(def, 'Restore'), { body: { Id: row.Id } })
      notify(res.Message ?? '', res.Result ? 'success' : 'error')
      if (res.Result) await queryClient.invalidateQueries({ queryKey: resourceKeys.all(cacheName(def)) })
    } finally {
      setBusy(null)
    }
  }
  if (isPending) return <Loader2 className="size-5 animate-spin text-neutral-500" aria-label={t`Loading`} />
  if (!data?.length)
    return (
      <p className="text-sm text-neutral-600" data-testid="deleted-empty">
        <Trans>Nothing has been deleted.</Trans>
      </p>
    )
  return (
    <ul className="flex max-h-96 flex-col divide-y divide-neutral-100 overflow-y-auto" data-testid="deleted-list">
      {data.map((row) => (
        <li key={row.Id} className="flex items-center justify-between gap-3 py-2" data-row-id={row.Id}>
          <div className="min-w-0">
            <p className="truncate text-sm font-medium">{recordName(def, row) ?? `#${row.Id}`}</p>
            <p className="text-xs text-neutral-600">
              <Trans>Deleted {fmt.dateTime(Number(row.UpdateTime ?? 0))}</Trans>
            </p>
          </div>
          <Button size="sm" variant="outline" disabled={busy !== null} onClick={() => void restore(row)} data-testid="restore-record">
            <Trans>Restore</Trans>
          </Button>
        </li>
      ))}
    </ul>
  )
}
