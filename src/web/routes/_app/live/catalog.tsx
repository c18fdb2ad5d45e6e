import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { catalogResourceFor } from '../../../../shared/resources/catalog.ts'
import { ResourceListPage } from '../../../components/resource/ResourceListPage.tsx'
import { resourceRouteOptions } from '../../../components/resource/route.ts'

const def = catalogResourceFor('live')

export const Route = createFileRoute('/_app/live/catalog')({
  ...resourceRouteOptions(def),
  staticData: {
    meta: { name: 'live_catalog', title: msg`Live stream categories`, icon: 'FolderTree', access: ['live:view'], order: 4 },
  },
  component: () => <ResourceListPage def={def} />,
})
