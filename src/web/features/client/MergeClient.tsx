import { useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { Merge } from 'lucide-react'
import { can } from '../../../kernel/shared/permissions.ts'
import { ReferenceSelect } from '../../../kernel/web/components/resource/ReferenceSelect.tsx'
import { resourceKeys, type Row } from '../../../kernel/web/components/resource/resource-api.ts'
import { Button } from '../../../kernel/web/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../kernel/web/components/ui/dialog.tsx'
import { api } from '../../../kernel/web/lib/api.ts'
import { agentInfoQuery } from '../../../kernel/web/lib/auth.ts'
import { notify } from '../../../kernel/web/lib/notices.ts'

/**
 * "Merge a duplicate into this customer", on a customer's page, for an administrator (who sees every
 * customer: the server's `Client/Merge` rule): the duplicate's contacts, follow-ups, documents and
 * history move here, and it is deleted.
 */
export function MergeClient({ row }: { row: Row }) {
  const { t } = useLingui()
  const info = useQuery(agentInfoQuery).data
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const [from, setFrom] = useState<number | undefined>()
  const [busy, setBusy] = useState(false)
  if (!info || info.scope !== 'all' || !can(info.access, 'client:delete')) return null
  const name = String(row.ClientName)
  const merge = async () => {
    if (!from) return
    setBusy(true)
    const res = await api('Client/Merge', { body: { Id: row.Id, FromId: from } }).finally(() => setBusy(false))
    notify(res.Message ?? '', res.Result ? 'success' : 'error')
    if (!res.Result) return
    setOpen(false)
    setFrom(undefined)
    await queryClient.invalidateQueries({ queryKey: resourceKeys.all('Client') })
  }
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} data-testid="merge-client">
        <Merge className="size-4" aria-hidden />
        <Trans>Merge a duplicate</Trans>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent data-testid="merge-client-dialog">
          <DialogHeader>
            <DialogTitle>
              <Trans>Merge a duplicate into {name}</Trans>
            </DialogTitle>
            <DialogDescription>
              <Trans>
                The duplicate's contacts, follow-ups, documents and history move to this customer, and the duplicate is deleted. Both
                histories record the merge.
              </Trans>
            </DialogDescription>
          </DialogHeader>
          <ReferenceSelect
            resource="Client"
            aria-label={t`The duplicate customer`}
            value={from}
            onChange={setFrom}
            filter={{ NotValue: row.Id }}
          />
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button onClick={() => void merge()} disabled={!from || busy} data-testid="merge-client-submit">
              <Trans>Merge</Trans>
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  )
}
