import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { discountResource } from '../../../../shared/resources/discount.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'
import { CartTry } from '../../../features/discount/CartTry.tsx'

export const Route = createFileRoute('/_app/discount/project')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, discountResource, deps),
  staticData: {
    meta: { name: 'discount_project', title: msg`Promotions`, icon: 'Gift', access: ['discount:view'], order: 1 },
  },
  component: () => <ResourceListPage def={discountResource} views={<CartTry />} />,
})
