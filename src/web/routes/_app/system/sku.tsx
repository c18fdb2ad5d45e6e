import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { skuResource } from '../../../../shared/resources/sku.ts'
import { ResourceListPage } from '../../../components/resource/ResourceListPage.tsx'
import { resourceRouteOptions } from '../../../components/resource/route.ts'

export const Route = createFileRoute('/_app/system/sku')({
  ...resourceRouteOptions(skuResource),
  staticData: {
    meta: { name: 'system_sku', title: msg`Specifications`, icon: 'Ruler', access: ['setting:view'], order: 9 },
  },
  component: () => <ResourceListPage def={skuResource} />,
})
