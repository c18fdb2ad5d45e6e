import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { attrResource } from '../../../../shared/resources/attr.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

export const Route = createFileRoute('/_app/system/attr')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, attrResource, deps),
  staticData: {
    meta: { name: 'system_attr', title: msg`Attributes`, icon: 'ListTree', access: ['setting:view'], order: 10 },
  },
  component: () => <ResourceListPage def={attrResource} />,
})
