import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { rebateRateResource } from '../../../../shared/resources/customs.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

export const Route = createFileRoute('/_app/exported/rebate')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, rebateRateResource, deps),
  staticData: {
    meta: { name: 'exported_rebate', title: msg`Export rebate rates`, icon: 'Percent', access: ['declare:view'], order: 1.5 },
  },
  component: () => <ResourceListPage def={rebateRateResource} />,
})
