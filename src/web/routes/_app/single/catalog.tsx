import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { catalogResourceFor } from '../../../../shared/resources/catalog.ts'
import { ResourceListPage } from '../../../components/resource/ResourceListPage.tsx'
import { resourceRouteOptions } from '../../../components/resource/route.ts'

const def = catalogResourceFor('single')

export const Route = createFileRoute('/_app/single/catalog')({
  ...resourceRouteOptions(def),
  staticData: {
    meta: { name: 'single_catalog', title: msg`Project categories`, icon: 'FolderTree', access: ['single:view'], order: 4 },
  },
  component: () => <ResourceListPage def={def} />,
})
