import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { apiResource } from '../../../../shared/resources/api.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

export const Route = createFileRoute('/_app/system/api')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, apiResource, deps),
  staticData: {
    meta: { name: 'system_api', title: msg`API registry`, icon: 'Plug', access: ['api:view'], order: 3 },
  },
  component: () => <ResourceListPage def={apiResource} />,
})
