import { queryOptions } from '@tanstack/react-query'
import type { JobInfo, JobRunRow } from '../../../kernel/shared/lifecycle/jobs.ts'
import { api } from '../../../kernel/web/lib/api.ts'
import { ApiFailure } from '../../../kernel/web/lib/auth.ts'

export const jobKeys = {
  all: ['Job'] as const,
  index: ['Job', 'index'] as const,
}

/** `Job/Index`: every scheduled job with its interval, last run and next time. */
export const jobsQuery = queryOptions({
  queryKey: jobKeys.index,
  queryFn: async ({ signal }) => {
    const res = await api<JobInfo[]>('Job/Index', { signal })
    if (!res.Result || !res.Data) throw new ApiFailure(res)
    return res.Data
  },
  // A run in progress is followed until it ends; otherwise the list refreshes now and then.
  refetchInterval: (q) => (q.state.data?.some((j) => j.LastRun?.Outcome === 0) ? 3000 : 60_000),
})

/** `Job/Run`: runs a job now as the signed-in administrator; answers the envelope with the run. */
export const runJobNow = (job: string) => api<JobRunRow>('Job/Run', { body: { Job: job } })
