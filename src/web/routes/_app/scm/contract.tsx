import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { purchaseContractResource } from '../../../../shared/resources/scm.ts'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'

// Approve, sign (the inbound entry is created), complete once it is stored.
export const Route = createFileRoute('/_app/scm/contract')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, purchaseContractResource, deps),
  staticData: {
    meta: { name: 'scm_contract', title: msg`Purchase contracts`, icon: 'FileSignature', access: ['scm:view'], order: 3 },
  },
  component: () => <ResourceListPage def={purchaseContractResource} />,
})
