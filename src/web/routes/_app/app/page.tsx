import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { pageResourceFor } from '../../../../shared/resources/commerce.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

const def = pageResourceFor('app')

export const Route = createFileRoute('/_app/app/page')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, def, deps),
  staticData: {
    meta: { name: 'app_page', title: msg`Mini-app pages`, icon: 'AppWindow', access: ['app:view'], order: 2 },
  },
  component: () => <ResourceListPage def={def} />,
})
