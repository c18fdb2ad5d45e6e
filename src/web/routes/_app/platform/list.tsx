import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { providerResourceFor } from '../../../../shared/resources/offering.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

const def = providerResourceFor('platform')

export const Route = createFileRoute('/_app/platform/list')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, def, deps),
  staticData: {
    meta: { name: 'platform_list', title: msg`Platforms`, icon: 'Globe', access: ['platform:view'], order: 1 },
  },
  component: () => <ResourceListPage def={def} />,
})
