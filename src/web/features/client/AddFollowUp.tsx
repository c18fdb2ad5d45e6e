import { useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { MessageSquarePlus } from 'lucide-react'
import type { ResourceDef } from '../../../kernel/shared/resources/define.ts'
import { followResource } from '../../../shared/resources/follow.ts'
import { can } from '../../../kernel/shared/permissions.ts'
import { RecordFormDialog } from '../../../kernel/web/components/resource/RecordFormDialog.tsx'
import { resourceKeys, type Row } from '../../../kernel/web/components/resource/resource-api.ts'
import { Button } from '../../../kernel/web/components/ui/button.tsx'
import { agentInfoQuery } from '../../../kernel/web/lib/auth.ts'

/** "Add follow-up" on a private customer's (or a supplier's) page, for whoever may add one. */
export function AddFollowUp({ row, def }: { row: Pick<Row, 'Id'> & Record<string, unknown>; def: ResourceDef }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const queryClient = useQueryClient()
  const access = useQuery(agentInfoQuery).data?.access ?? []
  if (row.State !== 'Private' || !can(access, 'client:create')) return null
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} data-testid="add-follow-up">
        <MessageSquarePlus className="size-4" aria-hidden />
        <Trans>Add follow-up</Trans>
      </Button>
      <RecordFormDialog
        def={followResource}
        editing={open ? 'new' : undefined}
        defaults={{ ClientId: row.Id, ContactName: row.ContactsName }}
        title={t`Follow up ${String(row.ClientName)}`}
        onClose={() => setOpen(false)}
        onDone={() => {
          setOpen(false)
          void queryClient.invalidateQueries({ queryKey: resourceKeys.all(def.name) })
        }}
        testId="follow-form-dialog"
      />
    </>
  )
}
