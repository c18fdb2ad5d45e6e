import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { catalogResourceFor } from '../../../../shared/resources/catalog.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

const def = catalogResourceFor('help')

export const Route = createFileRoute('/_app/system/catalog')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, def, deps),
  staticData: {
    meta: { name: 'system_catalog', title: msg`Help categories`, icon: 'FolderTree', access: ['help:view'], order: 8 },
  },
  component: () => <ResourceListPage def={def} />,
})
