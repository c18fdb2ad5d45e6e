import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { Kanban } from 'lucide-react'
import { opportunityResource } from '../../../shared/resources/opportunity.ts'
import { followResource } from '../../../shared/resources/follow.ts'
import { ResourceListPage } from '../../../kernel/web/components/resource/ResourceListPage.tsx'
import { RelatedList } from '../../../kernel/web/components/resource/RelatedList.tsx'
import type { RecordTab } from '../../../kernel/web/components/resource/ResourceDetail.tsx'

/** An opportunity's page beside its fields and timeline: the follow-ups that worked on it (a new one is filed under it). */
const TABS: readonly RecordTab[] = [
  {
    key: 'follows',
    label: <Trans>Follow-ups</Trans>,
    render: (row) => (
      <RelatedList
        def={followResource}
        fixed={{ ClientId: Number(row.ClientId), OpportunityId: row.Id }}
        affects={[opportunityResource.name]}
      />
    ),
  },
]

/** The opportunities (`/client/opportunity`), with the way to the pipeline board. */
export function OpportunityList() {
  return (
    <ResourceListPage
      def={opportunityResource}
      recordTabs={TABS}
      views={
        <Link
          to="/client/pipeline"
          className="inline-flex h-8 items-center gap-2 rounded-md border border-neutral-300 bg-white px-3 text-xs font-medium text-neutral-900 shadow-sm hover:bg-neutral-100"
          data-testid="opportunity-pipeline-link"
        >
          <Kanban className="size-4" aria-hidden />
          <Trans>Pipeline</Trans>
        </Link>
      }
    />
  )
}
