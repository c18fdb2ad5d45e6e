import { useQuery } from '@tanstack/react-query'
import { useSearch } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { followResource } from '../../../shared/resources/follow.ts'
import { ResourceListPage } from '../../../kernel/web/components/resource/ResourceListPage.tsx'
import { ViewSwitch } from '../../../kernel/web/components/resource/ViewSwitch.tsx'
import { agentInfoQuery } from '../../../kernel/web/lib/auth.ts'

type View = 'all' | 'mine' | 'today' | 'overdue'

/** Which of the follow-up views an address is: due today (the date preset), overdue (due before now), mine (my own), or all in scope. */
function viewOf(search: Record<string, unknown>, me: number | undefined): View {
  if (search.range === 'today') return 'today'
  if (Number(search.from) === 1) return 'overdue'
  if (me && Number(search.AgentId) === me) return 'mine'
  return 'all'
}

/**
 * The follow-ups (`/client/follow`), in the caller's data scope (a supervisor's team), with the
 * views a salesperson starts the day from: the next follow-ups due today and those overdue.
 */
export function FollowList({ to = '/client/follow', fixed }: { to?: string; fixed?: Record<string, unknown> } = {}) {
  const { t } = useLingui()
  const me = useQuery(agentInfoQuery).data?.user_id
  const search = useSearch({ strict: false })
  const now = Math.floor(Date.now() / 1000)
  const items = [
    { key: 'all', label: <Trans>All in my scope</Trans>, search: {} },
    { key: 'mine', label: <Trans>Mine</Trans>, search: { AgentId: me } },
    { key: 'today', label: <Trans>Due today</Trans>, search: { range: 'today' } },
    { key: 'overdue', label: <Trans>Overdue</Trans>, search: { from: 1, to: now, sort: 'NextFollowTime', asc: 1 } },
  ] as const
  return (
    <ResourceListPage
      def={followResource}
      fixed={fixed}
      views={<ViewSwitch to={to} items={items} current={viewOf(search, me)} label={t`Follow-up views`} testId="follow-view" />}
    />
  )
}
