import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { shopResource } from '../../../../shared/resources/system.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

// The platform side's way to the same shops (hidden from the menu); stores are managed on /product/shop.
export const Route = createFileRoute('/_app/platform/shop')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, shopResource, deps),
  staticData: {
    meta: { name: 'platform_shop', title: msg`Platform shops`, icon: 'Store', access: ['platform:view'], hidden: true, order: 3 },
  },
  component: () => <ResourceListPage def={shopResource} />,
})
