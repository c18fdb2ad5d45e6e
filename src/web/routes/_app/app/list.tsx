import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { miniAppResource } from '../../../../shared/resources/commerce.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

const def = miniAppResource

export const Route = createFileRoute('/_app/app/list')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, def, deps),
  staticData: {
    meta: { name: 'app_list', title: msg`Mini-apps`, icon: 'Smartphone', access: ['app:view'], order: 1 },
  },
  component: () => <ResourceListPage def={def} />,
})
