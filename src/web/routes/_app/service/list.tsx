import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { offeringResourceFor } from '../../../../shared/resources/offering.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

const def = offeringResourceFor('service')

export const Route = createFileRoute('/_app/service/list')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, def, deps),
  staticData: {
    meta: { name: 'service_list', title: msg`Services`, icon: 'ConciergeBell', access: ['service:view'], order: 1 },
  },
  component: () => <ResourceListPage def={def} />,
})
