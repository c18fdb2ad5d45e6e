import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { catalogResourceFor } from '../../../../shared/resources/catalog.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

const def = catalogResourceFor('business')

export const Route = createFileRoute('/_app/news/business_catalog')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, def, deps),
  staticData: {
    meta: { name: 'business_catalog', title: msg`Handbook categories`, icon: 'FolderTree', access: ['news:view'], order: 6 },
  },
  component: () => <ResourceListPage def={def} />,
})
