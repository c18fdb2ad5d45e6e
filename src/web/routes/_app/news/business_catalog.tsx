import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { catalogResourceFor } from '../../../../shared/resources/catalog.ts'
import { ResourceListPage } from '../../../components/resource/ResourceListPage.tsx'
import { resourceRouteOptions } from '../../../components/resource/route.ts'

const def = catalogResourceFor('business')

export const Route = createFileRoute('/_app/news/business_catalog')({
  ...resourceRouteOptions(def),
  staticData: {
    meta: { name: 'business_catalog', title: msg`Handbook categories`, icon: 'FolderTree', access: ['news:view'], order: 6 },
  },
  component: () => <ResourceListPage def={def} />,
})
