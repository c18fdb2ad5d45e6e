import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { exceptionResource } from '../../../../shared/resources/exception.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

export const Route = createFileRoute('/_app/system/exceptions')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, exceptionResource, deps),
  staticData: {
    meta: {
      name: 'system_exceptions',
      title: msg`Exceptions`,
      icon: 'TriangleAlert',
      access: ['exceptions:view'],
      hidden: true,
      order: 11,
    },
  },
  component: () => <ResourceListPage def={exceptionResource} />,
})
