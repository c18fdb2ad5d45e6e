import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { stockRuleResource } from '../../../../shared/stock.ts'
import { ResourceListPage } from '../../../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../../../kernel/web/components/resource/list-loader.ts'

export const Route = createFileRoute('/_app/(modules)/stock/rules')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, stockRuleResource, deps),
  staticData: {
    meta: { name: 'stock_rules', title: msg`Replenishment`, icon: 'PackagePlus', access: ['stock:view'], order: 7 },
  },
  component: () => <ResourceListPage def={stockRuleResource} />,
})
