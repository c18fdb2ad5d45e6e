import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { stationContractResource } from '../../../../shared/resources/attract.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

export const Route = createFileRoute('/_app/attract/contract')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, stationContractResource, deps),
  staticData: {
    meta: { name: 'attract_contract', title: msg`Contracts`, icon: 'FileSignature', access: ['attract:view'], order: 5 },
  },
  component: () => <ResourceListPage def={stationContractResource} />,
})
