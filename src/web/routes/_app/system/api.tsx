import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { apiResource } from '../../../../shared/resources/api.ts'
import { ResourceListPage } from '../../../components/resource/ResourceListPage.tsx'
import { resourceRouteOptions } from '../../../components/resource/route.ts'

export const Route = createFileRoute('/_app/system/api')({
  ...resourceRouteOptions(apiResource),
  staticData: {
    meta: { name: 'system_api', title: msg`API registry`, icon: 'Plug', access: ['api:view'], order: 3 },
  },
  component: () => <ResourceListPage def={apiResource} />,
})
