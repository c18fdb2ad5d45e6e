import { useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLingui as useLinguiCore } from '@lingui/react'
import { Loader2, Plus, Trash2 } from 'lucide-react'
import type { ResourceDef } from '../../../shared/resources/define.ts'
import { fieldLabel } from '../../../shared/resources/labels.ts'
import { agentInfoQuery } from '../../lib/auth.ts'
import { canDo } from '../../lib/access.ts'
import { Button } from '../ui/button.tsx'
import { CellValue } from './Cell.tsx'
import { RecordFormDialog } from './RecordFormDialog.tsx'
import { useDeleteRecords } from './use-delete.ts'
import { listQuery, resourceKeys, type Row } from './resource-api.ts'

/** How many related records a record page shows (the full list screen has the rest). */
const SIZE = 50

/**
 * The records of one resource that belong to a record (a customer's contacts or follow-ups), on
 * that record's page: the newest first, each opening its form, a new one starting with the
 * belonging fields filled. Everything else (validation, scope, permission) is the resource's own.
 */
export function RelatedList({
  def,
  fixed,
  filter = {},
  affects = [],
}: {
  def: ResourceDef
  /** The fields naming the record they belong to (`{ ClientId: 7 }`): filtered on, filled in a new one. */
  fixed: Record<string, number>
  /** Narrows the list further (`{ Stage: 1 }`: the follow-ups that carry a sales chance). */
  filter?: Record<string, number>
  /** Other resources a change here changes (a follow-up moves its customer's follow-up dates). */
  affects?: readonly string[]
}) {
  const { t } = useLingui()
  const { i18n } = useLinguiCore()
  const queryClient = useQueryClient()
  const access = useQuery(agentInfoQuery).data?.access ?? []
  const [editing, setEditing] = useState<number | 'new' | undefined>()
  const done = () => {
    setEditing(undefined)
    for (const name of affects) void queryClient.invalidateQueries({ queryKey: resourceKeys.all(name) })
  }
  const list = useQuery(listQuery(def, { ...fixed, ...filter, Index: 1, Size: SIZE }))
  const columns = def.columns.filter((c) => !(c in fixed))
  const record = def.noun ? i18n._(def.noun) : def.name

  const deleteOne = useDeleteRecords(def)
  const remove = async (id: number) => {
    if (await deleteOne([id])) done()
  }

  return (
    <div className="flex flex-col gap-2" data-testid={`related-${def.name}`}>
      {canDo(access, def.permission, 'create') ? (
        <div className="flex justify-end">
          <Button size="sm" variant="outline" onClick={() => setEditing('new')} data-testid={`related-new-${def.name}`}>
            <Plus className="size-4" aria-hidden />
            {t`New ${record}`}
          </Button>
        </div>
      ) : null}
      {list.isPending ? (
        <div className="flex justify-center py-6">
          <Loader2 className="size-5 animate-spin text-neutral-400" aria-hidden />
        </div>
      ) : (list.data?.rows.length ?? 0) === 0 ? (
        <p className="py-6 text-center text-sm text-neutral-500">
          <Trans>None yet.</Trans>
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-neutral-200 text-left text-neutral-500">
                {columns.map((c) => {
                  const label = fieldLabel(def, c)
                  return (
                    <th key={c} className="px-2 py-1.5 font-normal whitespace-nowrap">
                      {label ? i18n._(label) : c}
                    </th>
                  )
                })}
                <th className="w-8" />
              </tr>
            </thead>
            <tbody>
              {list.data!.rows.map((row: Row) => (
                <tr
                  key={row.Id}
                  data-row-id={row.Id}
                  tabIndex={0}
                  className="cursor-pointer border-b border-neutral-100 align-top hover:bg-neutral-50 focus-visible:bg-neutral-50 focus-visible:outline-none"
                  onClick={() => canDo(access, def.permission, 'update') && setEditing(row.Id)}
                  onKeyDown={(e) => e.key === 'Enter' && canDo(access, def.permission, 'update') && setEditing(row.Id)}
                >
                  {columns.map((c) => (
                    <td key={c} className="max-w-72 px-2 py-1.5 break-words whitespace-pre-wrap" data-column={c}>
                      <CellValue def={def} field={c} value={row[c]} row={row} />
                    </td>
                  ))}
                  <td className="px-1 py-1">
                    {canDo(access, def.permission, 'delete') ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={t`Delete`}
                        onClick={(e) => {
                          e.stopPropagation()
                          void remove(row.Id)
                        }}
                      >
                        <Trash2 className="size-4" aria-hidden />
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <RecordFormDialog
        def={def}
        editing={editing}
        defaults={fixed}
        onClose={() => setEditing(undefined)}
        onDone={done}
        testId="related-form-dialog"
      />
    </div>
  )
}
