import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { providerResourceFor } from '../../../../shared/resources/offering.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

const def = providerResourceFor('service')

export const Route = createFileRoute('/_app/service/provider')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, def, deps),
  staticData: {
    meta: { name: 'service_provider', title: msg`Service providers`, icon: 'Building', access: ['service:view'], order: 2 },
  },
  component: () => <ResourceListPage def={def} />,
})
