import { useQuery } from '@tanstack/react-query'
import { useSearch } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { clientResource } from '../../../shared/resources/client.ts'
import { supplierResource } from '../../../shared/resources/supplier.ts'
import type { ResourceDef } from '../../../kernel/shared/resources/define.ts'
import { contactResource } from '../../../shared/resources/contact.ts'
import { followResource } from '../../../shared/resources/follow.ts'
import { opportunityResource } from '../../../shared/resources/opportunity.ts'
import { ResourceListPage } from '../../../kernel/web/components/resource/ResourceListPage.tsx'
import { RelatedList } from '../../../kernel/web/components/resource/RelatedList.tsx'
import type { RecordTab } from '../../../kernel/web/components/resource/ResourceDetail.tsx'
import type { Row } from '../../../kernel/web/components/resource/resource-api.ts'
import { ViewSwitch } from '../../../kernel/web/components/resource/ViewSwitch.tsx'
import { agentInfoQuery } from '../../../kernel/web/lib/auth.ts'
import { FollowFiles } from './FollowFiles.tsx'
import { AddFollowUp } from './AddFollowUp.tsx'
import { MergeClient } from './MergeClient.tsx'
import { CustomerStory } from './CustomerStory.tsx'

type View = 'all' | 'mine' | 'cooperation' | 'public'

/** The customer's (or supplier's) page beside its fields: a customer's documents of every kind, its contacts, its follow-ups and its sales opportunities. */
function tabsOf(def: ResourceDef): readonly RecordTab[] {
  // A follow-up moves its customer's follow-up dates and count: both are refetched.
  const affects = [def.name]
  const tabs: RecordTab[] = [
    ...(def === clientResource
      ? [
          {
            key: 'story',
            label: <Trans>Documents</Trans>,
            render: (row: Row) => <CustomerStory clientId={row.Id} type={Number(row.Type)} />,
          },
        ]
      : []),
    {
      key: 'contacts',
      label: <Trans>Contacts</Trans>,
      render: (row) => <RelatedList def={contactResource} fixed={{ ClientId: row.Id }} affects={affects} />,
    },
    {
      key: 'follows',
      label: <Trans>Follow-ups</Trans>,
      render: (row) => <RelatedList def={followResource} fixed={{ ClientId: row.Id }} affects={affects} />,
    },
  ]
  if (def === clientResource)
    tabs.push({
      key: 'opportunities',
      label: <Trans>Opportunities</Trans>,
      render: (row) => <RelatedList def={opportunityResource} fixed={{ ClientId: row.Id }} affects={affects} />,
    })
  tabs.push({ key: 'files', label: <Trans>Files</Trans>, render: (row) => <FollowFiles clientId={row.Id} /> })
  return tabs
}
const CLIENT_TABS = tabsOf(clientResource)
const SUPPLIER_TABS = tabsOf(supplierResource)

function viewOf(search: Record<string, unknown>, me: number | undefined): View {
  if (search.State === 'Public') return 'public'
  if (me && Number(search.CoAgentId) === me) return 'cooperation'
  if (me && Number(search.AgentId) === me) return 'mine'
  return 'all'
}

/**
 * The customers (`/client/list`; investment's companies, `/attract/client`, are those of type 1): all in one's scope, one's own, those shared with one as the
 * cooperating salesperson, and the high seas (when and why each fell, to claim). A customer's
 * page has its documents, contacts, follow-ups and opportunities as tabs, and a follow-up is added from it at once.
 * Suppliers (`/scm/list`) are the same page on their own definition, without the high seas.
 */
export function ClientList({
  to = '/client/list',
  fixed,
  def = clientResource,
}: { to?: string; fixed?: Record<string, unknown>; def?: ResourceDef } = {}) {
  const supplier = def === supplierResource
  const { t } = useLingui()
  const me = useQuery(agentInfoQuery).data?.user_id
  const search = useSearch({ strict: false })
  const items = [
    { key: 'all', label: <Trans>All in my scope</Trans>, search: {} },
    { key: 'mine', label: <Trans>Mine</Trans>, search: { AgentId: me, State: 'Private' } },
    { key: 'cooperation', label: <Trans>Cooperation</Trans>, search: { CoAgentId: me } },
    ...(supplier ? [] : [{ key: 'public', label: <Trans>High seas</Trans>, search: { State: 'Public', sort: 'LoseTime' } }]),
  ]
  return (
    <ResourceListPage
      def={def}
      fixed={fixed}
      views={
        <ViewSwitch
          to={to}
          items={items}
          current={viewOf(search, me)}
          label={supplier ? t`Supplier views` : t`Customer views`}
          testId="client-view"
        />
      }
      recordTabs={supplier ? SUPPLIER_TABS : CLIENT_TABS}
      detailActions={(row) => (
        <>
          <AddFollowUp row={row} def={def} />
          {supplier ? null : <MergeClient row={row} />}
        </>
      )}
    />
  )
}
