import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { catalogResourceFor } from '../../../../shared/resources/catalog.ts'
import { ResourceListPage } from '../../../components/resource/ResourceListPage.tsx'
import { resourceRouteOptions } from '../../../components/resource/route.ts'

const def = catalogResourceFor('app')

export const Route = createFileRoute('/_app/app/catalog')({
  ...resourceRouteOptions(def),
  staticData: {
    meta: { name: 'app_catalog', title: msg`Mini-app categories`, icon: 'FolderTree', access: ['app:view'], order: 3 },
  },
  component: () => <ResourceListPage def={def} />,
})
