import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { adResource } from '../../../../shared/resources/ad.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

export const Route = createFileRoute('/_app/system/ad')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, adResource, deps),
  staticData: {
    meta: { name: 'system_ad', title: msg`Adverts`, icon: 'Image', access: ['ad:view'], order: 2 },
  },
  component: () => <ResourceListPage def={adResource} />,
})
