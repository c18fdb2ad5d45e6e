import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { offeringResourceFor } from '../../../../shared/resources/offering.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

const def = offeringResourceFor('single')

export const Route = createFileRoute('/_app/single/list')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, def, deps),
  staticData: {
    meta: { name: 'single_list', title: msg`Project products`, icon: 'Package', access: ['single:view'], order: 2 },
  },
  component: () => <ResourceListPage def={def} />,
})
