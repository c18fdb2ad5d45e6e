import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { projectParamResource } from '../../../../shared/resources/system.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

export const Route = createFileRoute('/_app/system/list')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, projectParamResource, deps),
  staticData: {
    meta: {
      name: 'system_list',
      title: msg`Project parameters`,
      icon: 'SlidersHorizontal',
      access: ['setting:view'],
      hidden: true,
      order: 5,
    },
  },
  component: () => <ResourceListPage def={projectParamResource} />,
})
