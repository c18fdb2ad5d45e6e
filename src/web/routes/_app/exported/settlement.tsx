import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { settlementResource } from '../../../../shared/resources/finance.ts'
import { ResourceListPage } from '../../../components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../components/resource/route.ts'
import { prefetchList } from '../../../components/resource/list-loader.ts'

export const Route = createFileRoute('/_app/exported/settlement')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, settlementResource, deps),
  staticData: {
    meta: { name: 'exported_settlement', title: msg`FX settlements`, icon: 'Banknote', access: ['declare:view', 'finance:view'], order: 11 },
  },
  component: () => <ResourceListPage def={settlementResource} />,
})
