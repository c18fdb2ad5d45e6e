import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { catalogResourceFor } from '../../../../shared/resources/catalog.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

const def = catalogResourceFor('app')

export const Route = createFileRoute('/_app/app/catalog')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, def, deps),
  staticData: {
    meta: { name: 'app_catalog', title: msg`Mini-app categories`, icon: 'FolderTree', access: ['app:view'], order: 3 },
  },
  component: () => <ResourceListPage def={def} />,
})
