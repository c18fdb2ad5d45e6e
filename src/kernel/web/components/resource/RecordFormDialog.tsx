import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLingui as useLinguiCore } from '@lingui/react'
import { Loader2 } from 'lucide-react'
import type { ResourceDef } from '../../../shared/resources/define.ts'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog.tsx'
import { ResourceForm, type FormSlot } from './ResourceForm.tsx'
import { detailQuery, recordName } from './resource-api.ts'

/**
 * A record's form over the page: a new one (its starting values given) or one read by its id and
 * edited at the Version it was read at. The list page, a record's related lists and its quick
 * actions ("add follow-up") all open this one.
 */
export function RecordFormDialog({
  def,
  editing,
  defaults,
  title,
  onClose,
  onDone,
  testId = 'form-dialog',
  slot,
}: {
  /** What the form adds under its fields (ResourceForm's slot). */
  slot?: FormSlot
  def: ResourceDef
  /** `'new'`, a record's id, or nothing (closed). */
  editing: number | 'new' | undefined
  defaults?: Record<string, unknown>
  /** Instead of "New …" / "Edit … #id". */
  title?: ReactNode
  onClose(): void
  onDone(id: number): void
  testId?: string
}) {
  const { t } = useLingui()
  const { i18n } = useLinguiCore()
  const row = useQuery({ ...detailQuery(def, typeof editing === 'number' ? editing : 0), enabled: typeof editing === 'number' })
  const record = def.noun ? i18n._(def.noun) : def.name
  const name = typeof editing === 'number' ? recordName(def, row.data) : undefined
  return (
    <Dialog open={!!editing} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className={def.wideForm ? 'max-w-5xl' : 'max-w-2xl'} data-testid={testId}>
        <DialogHeader>
          <DialogTitle>
            {title ?? (editing === 'new' ? t`New ${record}` : name ? t`Edit ${record} · ${name}` : t`Edit ${record} #${String(editing)}`)}
          </DialogTitle>
          <DialogDescription>
            <Trans>Fields marked * are required.</Trans>
          </DialogDescription>
        </DialogHeader>
        {editing === 'new' ? (
          <ResourceForm def={def} defaults={defaults} onCancel={onClose} onDone={onDone} slot={slot} />
        ) : row.data ? (
          <ResourceForm
            key={`${row.data.Id}:${row.data.Version}`}
            def={def}
            row={row.data}
            onCancel={onClose}
            onDone={onDone}
            slot={slot}
          />
        ) : editing ? (
          <div className="flex justify-center py-10">
            <Loader2 className="size-5 animate-spin text-neutral-400" aria-hidden />
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
