import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { Loader2, Play } from 'lucide-react'
import { JOB_OUTCOMES, jobMinutesKey, type JobInfo } from '../../../kernel/shared/lifecycle/jobs.ts'
import { JOB_DESCRIPTIONS, JOB_TITLES } from '../../../shared/lifecycle/jobs.ts'
import { can } from '../../../kernel/shared/permissions.ts'
import { agentInfoQuery } from '../../../kernel/web/lib/auth.ts'
import { cn } from '../../../kernel/web/lib/cn.ts'
import { useFormat } from '../../../kernel/web/lib/format.ts'
import { notify } from '../../../kernel/web/lib/notices.ts'
import { Button } from '../../../kernel/web/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../kernel/web/components/ui/card.tsx'
import { jobKeys, jobsQuery, runJobNow } from './job-api.ts'

const OUTCOME_TONES: Record<number, string> = {
  0: 'bg-sky-50 text-sky-800 ring-sky-600/25',
  1: 'bg-emerald-50 text-emerald-800 ring-emerald-600/25',
  2: 'bg-red-50 text-red-800 ring-red-600/25',
  3: 'bg-neutral-100 text-neutral-700 ring-neutral-500/25',
}

function OutcomeBadge({ outcome }: { outcome: number }) {
  const { i18n } = useLingui()
  const label = JOB_OUTCOMES[outcome]
  return (
    <span
      className={cn('inline-flex items-center rounded-md px-2 py-0.5 text-xs font-medium ring-1 ring-inset', OUTCOME_TONES[outcome])}
      data-testid="job-outcome"
      data-outcome={outcome}
    >
      {label ? i18n._(label) : String(outcome)}
    </span>
  )
}

/**
 * The scheduled jobs on the system parameters page: what each does, how often it runs (its
 * `Job.<name>.Minutes` parameter), its last run and the next; an administrator may run one now.
 */
export function ScheduledJobs() {
  const { t, i18n } = useLingui()
  const fmt = useFormat()
  const queryClient = useQueryClient()
  const access = useQuery(agentInfoQuery).data?.access ?? []
  const jobs = useQuery({ ...jobsQuery, enabled: can(access, 'setting:view') })
  const run = useMutation({
    mutationFn: runJobNow,
    onSuccess: (res) => {
      const outcome = res.Data?.Outcome
      notify(res.Message ?? '', !res.Result || outcome === 2 ? 'error' : outcome === 3 ? 'info' : 'success')
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  })
  if (!can(access, 'setting:view')) return null
  const mayRun = can(access, 'setting:update')
  const every = (j: JobInfo) => {
    const minutes = fmt.number(j.Minutes)
    return j.Minutes > 0 ? t`Every ${minutes} min` : t`Off`
  }
  const movedText = (n: number) => {
    const moved = fmt.number(n)
    return t`${moved} moved`
  }

  return (
    <Card data-testid="scheduled-jobs">
      <CardHeader className="pb-3">
        <CardTitle className="text-base">
          <Trans>Scheduled jobs</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            The server runs these on its own. Each one’s interval is the parameter shown under its name (0 turns it off); the rules they
            apply are parameters too.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        {jobs.isLoading ? (
          <p className="flex items-center gap-2 text-sm text-neutral-600" role="status">
            <Loader2 className="size-4 animate-spin" aria-hidden />
            <Trans>Loading…</Trans>
          </p>
        ) : jobs.isError ? (
          <p className="text-sm text-red-700" role="alert">
            <Trans>The scheduled jobs could not be loaded.</Trans>
          </p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead className="border-b border-neutral-200 text-xs text-neutral-500">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  <Trans>Job</Trans>
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  <Trans>Interval</Trans>
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  <Trans>Last run</Trans>
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  <Trans>Next run</Trans>
                </th>
                {mayRun ? (
                  <th scope="col" className="py-2 font-medium">
                    <span className="sr-only">
                      <Trans>Actions</Trans>
                    </span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody className="divide-y divide-neutral-100">
              {(jobs.data ?? []).map((j) => {
                const title = JOB_TITLES[j.Job]
                const about = JOB_DESCRIPTIONS[j.Job]
                const last = j.LastRun
                const running = last?.Outcome === 0 || (run.isPending && run.variables === j.Job)
                return (
                  <tr key={j.Job} data-testid="job-row" data-job={j.Job} className="align-top">
                    <td className="py-3 pr-4">
                      <div className="font-medium">{title ? i18n._(title) : j.Job}</div>
                      {about ? <div className="text-xs text-neutral-600">{i18n._(about)}</div> : null}
                      <code className="text-xs text-neutral-500">{jobMinutesKey(j.Job)}</code>
                    </td>
                    <td className="py-3 pr-4 whitespace-nowrap">{every(j)}</td>
                    <td className="py-3 pr-4" data-testid="job-last-run">
                      {last ? (
                        <div className="flex flex-col gap-1">
                          <span className="flex flex-wrap items-center gap-2">
                            <OutcomeBadge outcome={last.Outcome} />
                            <span className="whitespace-nowrap">{fmt.dateTime(last.StartTime)}</span>
                          </span>
                          <span className="text-xs text-neutral-600">
                            {[movedText(last.Moved), last.AgentId ? last.AgentName || t`Unavailable` : t`Scheduler`].join(' · ')}
                          </span>
                          {/* A failure's error is the one note worth showing; a success says it in the count. */}
                          {last.Outcome === 2 && last.Message ? (
                            <span className="max-w-md text-xs break-words text-neutral-500">{last.Message}</span>
                          ) : null}
                        </div>
                      ) : (
                        <span className="text-neutral-500">
                          <Trans>Never</Trans>
                        </span>
                      )}
                    </td>
                    <td className="py-3 pr-4 whitespace-nowrap">{j.NextTime ? fmt.dateTime(j.NextTime) : '—'}</td>
                    {mayRun ? (
                      <td className="py-3 text-right">
                        <Button size="sm" variant="outline" disabled={running} onClick={() => run.mutate(j.Job)} data-testid="job-run-now">
                          {running ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Play className="size-4" aria-hidden />}
                          <Trans>Run now</Trans>
                        </Button>
                      </td>
                    ) : null}
                  </tr>
                )
              })}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  )
}
