import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { catalogResourceFor } from '../../../../shared/resources/catalog.ts'
import { ResourceListPage } from '../../../components/resource/ResourceListPage.tsx'
import { resourceRouteOptions } from '../../../components/resource/route.ts'

const def = catalogResourceFor('product')

export const Route = createFileRoute('/_app/product/catalog')({
  ...resourceRouteOptions(def),
  staticData: {
    meta: { name: 'product_catalog', title: msg`Product categories`, icon: 'FolderTree', access: ['product:view'], order: 4 },
  },
  component: () => <ResourceListPage def={def} />,
})
