import { useState, type ReactNode } from 'react'
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMatch } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLingui as useLinguiCore } from '@lingui/react'
import { msg } from '@lingui/core/macro'
import { ChevronLeft, ChevronRight, Download, Loader2, Lock, LockOpen } from 'lucide-react'
import {
  addMonths,
  isMonth,
  percentText,
  type CommissionAnswer,
  type CommissionDocRow,
  type CommissionRow,
} from '../../../shared/finance/commission.ts'
import { can } from '../../../kernel/shared/permissions.ts'
import { agentInfoQuery } from '../../../kernel/web/lib/auth.ts'
import { confirmAction } from '../../../kernel/web/lib/confirm.ts'
import { useFormat } from '../../../kernel/web/lib/format.ts'
import { notify } from '../../../kernel/web/lib/notices.ts'
import { Button } from '../../../kernel/web/components/ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../kernel/web/components/ui/dialog.tsx'
import { NativeSelect } from '../../../kernel/web/components/ui/input.tsx'
import { closeMonth, commissionDocsQuery, commissionQuery, downloadCsv } from './commission-api.ts'
import type { CommissionSearch } from './finance-search.ts'
import { CreditDocsTable } from './CreditDocs.tsx'
import { companyZone } from '../../../kernel/web/lib/session.ts'
import { dayOf, DEFAULT_TIME_ZONE } from '../../../kernel/shared/date-ranges.ts'

/**
 * Commissions (`/finance/percentage_list`): each agent's own, assisting and department commission
 * for a month, the rule beside every figure; a closed month shows its frozen figures and who closed
 * it; the first open month may be closed once it has ended; a row opens the credits behind it.
 */
export function CommissionPage({ search, setSearch }: { search: CommissionSearch; setSearch(patch: Partial<CommissionSearch>): void }) {
  const { t } = useLingui()
  const { i18n } = useLinguiCore()
  const fmt = useFormat()
  const queryClient = useQueryClient()
  const { data, isPending, isFetching } = useQuery(commissionQuery(search))
  const access = useQuery(agentInfoQuery).data?.access ?? []
  const meta = useMatch({ strict: false, select: (m) => m.staticData?.meta })
  const [closing, setClosing] = useState(false)
  const month = data?.Month ?? search.month
  const monthName = (m: string) => {
    const [y = 0, mm = 1] = m.split('-').map(Number)
    return new Intl.DateTimeFormat(i18n.locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(Date.UTC(y, mm - 1, 1))
  }
  const opened = data?.Rows.find((r) => r.AgentId === search.who)
  const tz = data?.TimeZone

  const close = async () => {
    if (!data) return
    const name = monthName(data.Month)
    const ok = await confirmAction({
      title: msg`Close ${name}?`,
      description: msg`Its commissions are frozen as they stand now. A document credited later to this month will count in the next open month.`,
      action: msg`Close the period`,
    })
    if (!ok) return
    setClosing(true)
    try {
      const refused = await closeMonth(queryClient, data.Month)
      if (refused) notify(refused.Message ?? t`The period could not be closed.`, 'error')
      else notify(t`${name} is closed.`, 'success')
    } catch {
      // no network or the session ended: the notice is up already
    } finally {
      setClosing(false)
    }
  }

  const exportCsv = () => {
    if (!data) return
    const money = (v: number) => (v / 100).toFixed(2)
    downloadCsv(
      `${t`Commission`}-${data.Month}.csv`,
      [
        t`Agent`,
        t`Department`,
        t`Role`,
        t`Achievement`,
        t`Role percentage`,
        t`Own`,
        t`Achievement assisted`,
        t`Assisting share`,
        t`Assisting`,
        t`Department percentage`,
        t`Department share`,
        t`Total`,
        t`Documents`,
        t`Late`,
      ],
      data.Rows.map((r) => [
        r.Name,
        r.DepartmentName,
        r.RoleTitle,
        money(r.Achievement),
        percentText(r.RolePercentage),
        money(r.Own),
        money(r.Assisted),
        percentText(r.AssistShare),
        money(r.Assisting),
        percentText(r.DepartmentPercentage),
        money(r.Department),
        money(r.Total),
        r.Documents,
        r.Late,
      ]),
    )
  }

  return (
    <main className="flex w-full flex-col gap-4 p-4" data-testid="commission-page">
      <h1 className="text-lg font-semibold tracking-tight" data-testid="page-title">
        {meta?.title ? i18n._(meta.title) : null}
      </h1>

      <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t`Period`}>
        <Button
          size="sm"
          variant="outline"
          aria-label={t`Previous month`}
          disabled={!month}
          onClick={() => month && setSearch({ month: addMonths(month, -1), who: undefined })}
          data-testid="month-prev"
        >
          <ChevronLeft className="size-4" aria-hidden />
        </Button>
        <NativeSelect
          className="h-8 w-60"
          aria-label={t`Month`}
          value={month ?? ''}
          onChange={(e) => isMonth(e.target.value) && setSearch({ month: e.target.value, who: undefined })}
          data-testid="month-select"
        >
          {monthChoices(month, data?.ClosedMonths ?? []).map((m) => {
            const name = monthName(m)
            return (
              <option key={m} value={m}>
                {data?.ClosedMonths.includes(m) ? t`${name} (closed)` : name}
              </option>
            )
          })}
        </NativeSelect>
        <Button
          size="sm"
          variant="outline"
          aria-label={t`Next month`}
          disabled={!month}
          onClick={() => month && setSearch({ month: addMonths(month, 1), who: undefined })}
          data-testid="month-next"
        >
          <ChevronRight className="size-4" aria-hidden />
        </Button>
        {data ? <PeriodBadge data={data} monthName={monthName} /> : null}
        {isFetching ? <Loader2 className="size-3.5 animate-spin text-neutral-400" aria-hidden /> : null}
        <div className="ml-auto flex items-center gap-2">
          {data && !data.Closed && can(access, 'finance:update') ? (
            data.Closable ? (
              <Button size="sm" onClick={() => void close()} disabled={closing} data-testid="close-period">
                {closing ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Lock className="size-4" aria-hidden />}
                <Trans>Close the period</Trans>
              </Button>
            ) : (
              <span className="text-xs text-neutral-500" data-testid="close-refusal">
                {data.Refusal === 'notEnded' ? (
                  <Trans>This month can be closed once it has ended.</Trans>
                ) : data.Refusal === 'earlierOpen' && data.FirstOpen ? (
                  <Trans>Months close in order: {monthName(data.FirstOpen)} first.</Trans>
                ) : (
                  <Trans>Months before the first closed one are never closed.</Trans>
                )}
              </span>
            )
          ) : null}
          <Button size="sm" variant="outline" onClick={exportCsv} disabled={!data?.Rows.length} data-testid="export-csv">
            <Download className="size-4" aria-hidden />
            <Trans>Export CSV</Trans>
          </Button>
        </div>
      </div>

      {data ? (
        <p className="text-sm text-neutral-600" data-testid="commission-rule">
          <Trans>
            Commission = own (achievement × the role’s percentage) + assisting (achievement of the agents one assists ×{' '}
            {percentText(data.AssistShare)}) + department (achievement × the department’s percentage), each rounded down to the cent.
          </Trans>{' '}
          {data.Closed ? null : data.FirstOpen === data.Month ? <Trans>Documents credited late to closed months count here.</Trans> : null}
        </p>
      ) : null}

      {isPending ? (
        <div className="flex justify-center py-10">
          <Loader2 className="size-5 animate-spin text-neutral-400" aria-hidden />
        </div>
      ) : !data?.Rows.length ? (
        <p
          className="rounded-md border border-dashed border-neutral-300 py-10 text-center text-sm text-neutral-500"
          data-testid="commission-empty"
        >
          <Trans>No commission was earned in this period.</Trans>
        </p>
      ) : (
        <div className="overflow-auto rounded-md border border-neutral-200 bg-white">
          <table className="w-full text-sm" data-testid="commission-table" data-frozen={data.Closed ? 'true' : 'false'}>
            <thead className="whitespace-nowrap bg-neutral-50 text-left text-neutral-600">
              <tr>
                <th className="px-3 py-2 font-medium">
                  <Trans>Agent</Trans>
                </th>
                <th className="px-3 py-2 font-medium">
                  <Trans>Department</Trans>
                </th>
                <th className="px-3 py-2 text-right font-medium">
                  <Trans>Achievement</Trans>
                </th>
                <th className="px-3 py-2 text-right font-medium">
                  <Trans>Own</Trans>
                </th>
                <th className="px-3 py-2 text-right font-medium">
                  <Trans>Assisting</Trans>
                </th>
                <th className="px-3 py-2 text-right font-medium">
                  <Trans>Department share</Trans>
                </th>
                <th className="px-3 py-2 text-right font-medium">
                  <Trans>Total</Trans>
                </th>
                <th className="px-3 py-2 text-right font-medium">
                  <Trans>Documents</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.Rows.map((r) => (
                <CommissionLine key={r.AgentId} row={r} onOpen={() => setSearch({ who: r.AgentId })} />
              ))}
            </tbody>
            <tfoot className="border-t-2 border-neutral-200 bg-neutral-50 font-medium" data-testid="commission-totals">
              <tr>
                <td className="px-3 py-2" colSpan={2}>
                  <Trans>Total</Trans>
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{fmt.money(data.Totals.Achievement)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{fmt.money(data.Totals.Own)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{fmt.money(data.Totals.Assisting)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{fmt.money(data.Totals.Department)}</td>
                <td className="px-3 py-2 text-right tabular-nums" data-testid="commission-total">
                  {fmt.money(data.Totals.Total)}
                </td>
                <td className="px-3 py-2" />
              </tr>
            </tfoot>
          </table>
        </div>
      )}

      <Dialog open={!!search.who && !!data} onOpenChange={(o) => !o && setSearch({ who: undefined })}>
        <DialogContent className="max-w-4xl" data-testid="commission-docs">
          <DialogHeader>
            <DialogTitle>{opened ? t`Documents behind ${opened.Name}` : t`Documents`}</DialogTitle>
            <DialogDescription>{data && month ? `${monthName(month)} · ${fmt.money(opened?.Total ?? 0)}` : null}</DialogDescription>
          </DialogHeader>
          {search.who && data ? <CommissionDocs month={data.Month} who={search.who} timeZone={tz} /> : null}
        </DialogContent>
      </Dialog>
    </main>
  )
}

/** The months the picker offers: this one and the two years before it, with the one shown and the closed ones. */
function monthChoices(shown: string | undefined, closed: readonly string[]): string[] {
  const current = dayOf(Math.floor(Date.now() / 1000), companyZone() ?? DEFAULT_TIME_ZONE).slice(0, 7)
  const all = new Set([...Array.from({ length: 25 }, (_, i) => addMonths(current, -i)), ...closed, ...(shown ? [shown] : [])])
  return [...all].sort().reverse()
}

/** Whether the month is closed (frozen, by whom and when) or open. */
function PeriodBadge({ data, monthName }: { data: CommissionAnswer; monthName(m: string): string }) {
  const fmt = useFormat()
  if (data.Closed) {
    const by = data.Closed.ByName
    const when = fmt.dateTime(data.Closed.Time, data.TimeZone)
    return (
      <span
        className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 ring-1 ring-emerald-200"
        data-testid="period-closed"
        data-month={data.Month}
      >
        <Lock className="size-3.5" aria-hidden />
        <Trans>
          Closed, figures frozen · {by} · {when}
        </Trans>
      </span>
    )
  }
  const name = monthName(data.Month)
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-200"
      data-testid="period-open"
      data-month={data.Month}
    >
      <LockOpen className="size-3.5" aria-hidden />
      <Trans>{name}: open, figures live</Trans>
    </span>
  )
}

/** A figure with the rule it came from beneath it. */
function Figure({ value, rule, testId }: { value: number; rule: ReactNode; testId: string }) {
  const fmt = useFormat()
  return (
    <td className="px-3 py-2 text-right align-top">
      <div className="font-medium tabular-nums" data-testid={testId}>
        {fmt.money(value)}
      </div>
      <div className="whitespace-nowrap text-xs tabular-nums text-neutral-500" data-testid="rule">
        {rule}
      </div>
    </td>
  )
}

function CommissionLine({ row: r, onOpen }: { row: CommissionRow; onOpen(): void }) {
  const fmt = useFormat()
  const times = (amount: number, pct: number) => `${fmt.money(amount)} × ${percentText(pct)}`
  return (
    <tr
      className="cursor-pointer border-t border-neutral-100 hover:bg-neutral-50"
      onClick={onOpen}
      data-testid="commission-row"
      data-id={r.AgentId}
    >
      <td className="px-3 py-2 align-top font-medium">
        <button type="button" className="text-left hover:underline" onClick={onOpen}>
          {r.Name}
        </button>
        {r.RoleTitle ? <div className="text-xs font-normal text-neutral-500">{r.RoleTitle}</div> : null}
      </td>
      <td className="px-3 py-2 align-top text-neutral-600">{r.DepartmentName || '—'}</td>
      <td className="px-3 py-2 text-right align-top font-medium tabular-nums">{fmt.money(r.Achievement)}</td>
      <Figure value={r.Own} rule={times(r.Achievement, r.RolePercentage)} testId="own" />
      <Figure value={r.Assisting} rule={r.Assisted ? times(r.Assisted, r.AssistShare) : '—'} testId="assisting" />
      <Figure value={r.Department} rule={times(r.Achievement, r.DepartmentPercentage)} testId="department" />
      <td className="px-3 py-2 text-right align-top font-semibold tabular-nums" data-testid="total">
        {fmt.money(r.Total)}
      </td>
      <td className="px-3 py-2 text-right align-top tabular-nums">
        {fmt.number(r.Documents)}
        {r.Late ? (
          <span className="ml-1.5 whitespace-nowrap rounded bg-amber-50 px-1 text-xs text-amber-800" data-testid="late-count">
            <Trans>{r.Late} late</Trans>
          </span>
        ) : null}
      </td>
    </tr>
  )
}

function CommissionDocs({ month, who, timeZone }: { month: string; who: number; timeZone?: string }) {
  const { data, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteQuery(commissionDocsQuery(month, who))
  const rows = data?.pages.flatMap((p) => p.rows) ?? []
  const tags = (d: CommissionDocRow) => (
    <>
      {d.Part === 'assisting' ? (
        <span className="ml-1.5 whitespace-nowrap rounded bg-violet-50 px-1 text-xs text-violet-700" data-testid="doc-assisting">
          <Trans>assisted</Trans>
        </span>
      ) : null}
      {d.Late ? (
        <span className="ml-1.5 whitespace-nowrap rounded bg-amber-50 px-1 text-xs text-amber-800" data-testid="doc-late">
          <Trans>late</Trans>
        </span>
      ) : null}
    </>
  )
  return (
    <CreditDocsTable
      rows={rows}
      timeZone={timeZone}
      pending={isPending}
      more={hasNextPage}
      loadingMore={isFetchingNextPage}
      onMore={() => void fetchNextPage()}
      tags={tags}
    />
  )
}
