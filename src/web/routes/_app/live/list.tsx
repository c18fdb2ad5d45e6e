import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { offeringResourceFor } from '../../../../shared/resources/offering.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

const def = offeringResourceFor('live')

export const Route = createFileRoute('/_app/live/list')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, def, deps),
  staticData: {
    meta: { name: 'live_list', title: msg`Live streams`, icon: 'Radio', access: ['live:view'], order: 1 },
  },
  component: () => <ResourceListPage def={def} />,
})
