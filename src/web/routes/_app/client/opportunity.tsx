import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { opportunityResource } from '../../../../shared/resources/opportunity.ts'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'
import { OpportunityList } from '../../../features/opportunity/OpportunityList.tsx'

export const Route = createFileRoute('/_app/client/opportunity')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, opportunityResource, deps),
  staticData: {
    meta: { name: 'client_opportunity', title: msg`Opportunities`, icon: 'Target', access: ['client:view'], order: 2.5 },
  },
  component: OpportunityList,
})
