import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { subjectResource } from '../../../../shared/resources/system.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

export const Route = createFileRoute('/_app/attract/subjcet')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, subjectResource, deps),
  staticData: {
    meta: { name: 'attract_subjcet', title: msg`Incubated companies`, icon: 'Sprout', access: ['attract:view', 'subject:view'], order: 3 },
  },
  component: () => <ResourceListPage def={subjectResource} />,
})
