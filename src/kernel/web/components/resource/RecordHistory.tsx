import { useState } from 'react'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useLingui as useLinguiCore } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { ArrowRight, History, Loader2 } from 'lucide-react'
import { apiPath, type ResourceDef } from '../../../shared/resources/define.ts'
import { fieldLabel, refName } from '../../../shared/resources/labels.ts'
import { can } from '../../../shared/permissions.ts'
import { api } from '../../lib/api.ts'
import { agentInfoQuery, ApiFailure } from '../../lib/auth.ts'
import { useFormat } from '../../lib/format.ts'
import { Button } from '../ui/button.tsx'
import { CellValue } from './Cell.tsx'
import { cacheName, resourceKeys } from './resource-api.ts'

/** One change of a record as `<Resource>/History` answers it (kernel/server/resources/history.ts). */
export interface HistoryRow {
  Id: number
  Action: 'update' | 'create' | 'delete' | 'restore'
  Field: string
  Before: unknown
  After: unknown
  BeforeName: string
  AfterName: string
  Hidden: boolean
  AgentId: number
  AgentName: string
  CreateTime: number
}

/** Under the resource's key: the invalidation every write of the resource makes refreshes it too. */
export function historyQuery(def: ResourceDef, id: number) {
  return queryOptions({
    queryKey: [...resourceKeys.all(cacheName(def)), 'history', id] as const,
    queryFn: async ({ signal }) => {
      const res = await api<HistoryRow[]>(apiPath(def, 'History'), { query: { Id: id }, signal })
      if (!res.Result) throw new ApiFailure(res)
      return res.Data ?? []
    },
  })
}

/**
 * A list's change (tags, warehouses, a role's permissions) by what it gained and lost: the whole
 * list twice would hide the one item that changed.
 */
function ListChange({ def, field, before, after }: { def: ResourceDef; field: string; before: unknown[]; after: unknown[] }) {
  const { t } = useLingui()
  const key = (v: unknown) => JSON.stringify(v)
  const had = new Set(before.map(key))
  const has = new Set(after.map(key))
  const added = after.filter((v) => !had.has(key(v)))
  const removed = before.filter((v) => !has.has(key(v)))
  return (
    <span className="flex min-w-0 flex-col gap-0.5">
      {added.length ? (
        <span className="flex flex-wrap items-baseline gap-1" data-testid="record-history-added">
          <span className="text-emerald-700" aria-hidden>
            +
          </span>
          <span className="sr-only">{t`added`}</span>
          <CellValue def={def} field={field} value={added} />
        </span>
      ) : null}
      {removed.length ? (
        <span className="flex flex-wrap items-baseline gap-1" data-testid="record-history-removed">
          <span className="text-red-700" aria-hidden>
            −
          </span>
          <span className="sr-only">{t`removed`}</span>
          <CellValue def={def} field={field} value={removed} />
        </span>
      ) : null}
    </span>
  )
}

/** How many of the newest changes show before "Show all". */
const FIRST_ROWS = 5

/**
 * A record's field history, newest first: who changed which field when, from what to what (each
 * value shown as its list and page show it), and when the record was made, deleted or brought back.
 * A sensitive field says it changed, never its values; a reference names its record as it was called
 * then. Administrators go on to the audit trail.
 */
export function RecordHistory({ def, id }: { def: ResourceDef; id: number }) {
  const { t } = useLingui()
  const { i18n } = useLinguiCore()
  const fmt = useFormat()
  const [all, setAll] = useState(false)
  const history = useQuery(historyQuery(def, id))
  const auditor = can(useQuery(agentInfoQuery).data?.access, 'audit:view')
  const rows = history.data ?? []
  const shown = all ? rows : rows.slice(0, FIRST_ROWS)
  return (
    <section className="flex flex-col gap-2" aria-label={t`Change history`} data-testid="record-history">
      <div className="flex items-center justify-between gap-2 border-b border-neutral-100 pb-1">
        <h3 className="flex items-center gap-1.5 text-sm font-semibold text-neutral-700">
          <History className="size-4" aria-hidden />
          <Trans>Change history</Trans>
        </h3>
        {auditor ? (
          <Link
            to="/system/audit"
            search={{ Resource: cacheName(def), RecordId: id }}
            className="text-xs text-sky-700 hover:underline"
            data-testid="record-history-audit"
          >
            <Trans>Open in the audit trail</Trans>
          </Link>
        ) : null}
      </div>
      {history.isPending ? (
        <Loader2 className="size-4 animate-spin text-neutral-400" aria-hidden />
      ) : history.isError ? (
        <p className="text-sm text-neutral-500" role="alert">
          <Trans>The history could not be loaded.</Trans>
        </p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-neutral-500" data-testid="record-history-empty">
          <Trans>No change has been recorded yet.</Trans>
        </p>
      ) : (
        <ol className="flex flex-col divide-y divide-neutral-100 text-sm">
          {shown.map((r) => {
            const label = r.Field ? fieldLabel(def, r.Field) : undefined
            return (
              <li
                key={r.Id}
                className="flex flex-wrap items-baseline gap-x-2 gap-y-1 py-1.5"
                data-testid="record-history-row"
                data-change={r.Field}
              >
                <time className="text-xs text-neutral-600 tabular-nums" dateTime={new Date(r.CreateTime * 1000).toISOString()}>
                  {fmt.dateTime(r.CreateTime)}
                </time>
                <span className="font-medium">{r.AgentName || '—'}</span>
                {r.Action === 'update' ? (
                  <>
                    <span className="text-neutral-700">{label ? i18n._(label) : r.Field}</span>
                    {r.Hidden ? (
                      <span className="text-neutral-600 italic">
                        <Trans>changed (sensitive: values not recorded)</Trans>
                      </span>
                    ) : Array.isArray(r.Before) && Array.isArray(r.After) ? (
                      <ListChange def={def} field={r.Field} before={r.Before} after={r.After} />
                    ) : (
                      <span className="flex min-w-0 flex-wrap items-baseline gap-1">
                        <span
                          className="break-words text-neutral-600 line-through decoration-neutral-400"
                          data-testid="record-history-before"
                        >
                          <CellValue def={def} field={r.Field} value={r.Before} row={{ [refName(r.Field)]: r.BeforeName }} />
                        </span>
                        <ArrowRight className="size-3 shrink-0 self-center text-neutral-400" aria-label={t`to`} />
                        <span className="break-words" data-testid="record-history-after">
                          <CellValue def={def} field={r.Field} value={r.After} row={{ [refName(r.Field)]: r.AfterName }} />
                        </span>
                      </span>
                    )}
                  </>
                ) : (
                  <span className="text-neutral-700">
                    {r.Action === 'create' ? (
                      <Trans>created the record</Trans>
                    ) : r.Action === 'delete' ? (
                      <Trans>deleted the record</Trans>
                    ) : (
                      <Trans>brought the record back</Trans>
                    )}
                  </span>
                )}
              </li>
            )
          })}
        </ol>
      )}
      {rows.length > FIRST_ROWS ? (
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          onClick={() => setAll(!all)}
          aria-expanded={all}
          data-testid="record-history-all"
        >
          {all ? <Trans>Show fewer</Trans> : <Trans>Show every change</Trans>}
        </Button>
      ) : null}
    </section>
  )
}
