import { queryOptions, useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLingui as useLinguiCore } from '@lingui/react'
import { Loader2 } from 'lucide-react'
import type { FunnelAnswer } from '../../../shared/resources/opportunity-funnel.ts'
import { opportunityResource } from '../../../shared/resources/opportunity.ts'
import { stateLabel } from '../../../kernel/shared/resources/labels.ts'
import { DATE_PRESETS, presetRange, type DatePreset } from '../../../kernel/shared/date-ranges.ts'
import { api } from '../../../kernel/web/lib/api.ts'
import { ApiFailure } from '../../../kernel/web/lib/auth.ts'
import { companyZone } from '../../../kernel/web/lib/session.ts'
import { useFormat } from '../../../kernel/web/lib/format.ts'
import { NativeSelect } from '../../../kernel/web/components/ui/input.tsx'
import { formatDuration } from '../../../kernel/web/components/lifecycle/duration.ts'
import { DATE_PRESET_LABELS } from '../../../kernel/web/components/resource/ListToolbar.tsx'

export interface FunnelSearch {
  by?: 'owner' | 'department'
  range?: DatePreset
}

export const funnelQuery = (s: FunnelSearch) => {
  const range = s.range ? presetRange(s.range, new Date(), companyZone()) : undefined
  const query = { By: s.by ?? 'owner', ...(range ?? {}) }
  return queryOptions({
    queryKey: ['Opportunity', 'Funnel', query],
    queryFn: async ({ signal }) => {
      const res = await api<FunnelAnswer>('Opportunity/Funnel', { query, signal })
      if (!res.Result || !res.Data) throw new ApiFailure(res)
      return res.Data
    },
  })
}

/**
 * The opportunity funnel (`/client/funnel`): of the opportunities created in the period, how many
 * reached each stage, their amount, the share that went on to the next, and how long they stayed;
 * then each owner's (or department's) open, won and lost deals with the win rate.
 */
export function FunnelPage({ search, setSearch }: { search: FunnelSearch; setSearch(p: Partial<FunnelSearch>): void }) {
  const { t } = useLingui()
  const { i18n } = useLinguiCore()
  const fmt = useFormat()
  const data = useQuery(funnelQuery(search)).data
  const top = Math.max(1, ...(data?.Stages.map((s) => s.Reached) ?? [1]))
  const pct = (v: number | null) => (v === null ? '—' : fmt.percent(v))
  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-5 p-4 sm:p-6" data-testid="funnel-page">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight" data-testid="page-title">
          <Trans>Opportunity funnel</Trans>
        </h1>
        <div className="flex gap-2">
          <NativeSelect
            aria-label={t`Created`}
            value={search.range ?? ''}
            onChange={(e) => setSearch({ range: (e.target.value || undefined) as DatePreset | undefined })}
            data-testid="funnel-range"
          >
            <option value="">{t`Any time`}</option>
            {DATE_PRESETS.map((p) => (
              <option key={p} value={p}>
                {i18n._(DATE_PRESET_LABELS[p])}
              </option>
            ))}
          </NativeSelect>
          <NativeSelect
            aria-label={t`Group by`}
            value={search.by ?? 'owner'}
            onChange={(e) => setSearch({ by: e.target.value === 'department' ? 'department' : undefined })}
            data-testid="funnel-by"
          >
            <option value="owner">{t`By owner`}</option>
            <option value="department">{t`By department`}</option>
          </NativeSelect>
        </div>
      </div>
      {!data ? (
        <Loader2 className="size-5 animate-spin text-neutral-400" aria-label={t`Loading`} />
      ) : (
        <>
          <ol className="flex flex-col gap-2" data-testid="funnel-stages" aria-label={t`Stages`}>
            {data.Stages.map((s) => {
              const label = stateLabel(opportunityResource, s.Stage)
              return (
                <li key={s.Stage} className="grid grid-cols-[9rem_1fr] items-center gap-3 text-sm" data-testid={`funnel-${s.Stage}`}>
                  <span className="font-medium">{label ? i18n._(label) : s.Stage}</span>
                  <div className="flex flex-col gap-0.5">
                    <div
                      className="flex h-7 items-center rounded bg-teal-700 px-2 text-xs font-semibold text-white tabular-nums"
                      style={{ width: `${Math.max(6, (100 * s.Reached) / top)}%` }}
                      data-testid="funnel-reached"
                    >
                      {fmt.number(s.Reached)}
                    </div>
                    <span className="text-xs text-neutral-600 tabular-nums">
                      {fmt.money(s.Amount)} · <Trans>on to the next</Trans> {pct(s.Conversion)} · <Trans>median stay</Trans>{' '}
                      {s.MedianSeconds ? formatDuration(i18n.locale, s.MedianSeconds) : '—'} · <Trans>there now</Trans> {fmt.number(s.Now)}
                    </span>
                  </div>
                </li>
              )
            })}
          </ol>
          <table className="w-full text-sm" data-testid="funnel-groups">
            <thead className="text-left text-xs text-neutral-500">
              <tr>
                <th className="py-1.5">{search.by === 'department' ? t`Department` : t`Owner`}</th>
                <th className="text-right">{t`Open`}</th>
                <th className="text-right">{t`Open amount`}</th>
                <th className="text-right">{t`Won`}</th>
                <th className="text-right">{t`Won amount`}</th>
                <th className="text-right">{t`Lost`}</th>
                <th className="text-right">{t`Win rate`}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-neutral-100 tabular-nums">
              {data.Groups.map((g) => (
                <tr key={g.Id} data-testid="funnel-group">
                  <td className="py-1.5">{g.Name || '—'}</td>
                  <td className="text-right">{fmt.number(g.Open)}</td>
                  <td className="text-right">{fmt.money(g.OpenAmount)}</td>
                  <td className="text-right">{fmt.number(g.Won)}</td>
                  <td className="text-right">{fmt.money(g.WonAmount)}</td>
                  <td className="text-right">{fmt.number(g.Lost)}</td>
                  <td className="text-right">{pct(g.WinRate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </main>
  )
}
