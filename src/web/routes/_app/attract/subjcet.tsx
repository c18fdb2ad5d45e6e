import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { subjectResource } from '../../../../shared/resources/system.ts'
import { ResourceListPage } from '../../../components/resource/ResourceListPage.tsx'
import { resourceRouteOptions } from '../../../components/resource/route.ts'

export const Route = createFileRoute('/_app/attract/subjcet')({
  ...resourceRouteOptions(subjectResource),
  staticData: {
    meta: { name: 'attract_subjcet', title: msg`Incubated companies`, icon: 'Sprout', access: ['attract:view', 'subject:view'], order: 3 },
  },
  component: () => <ResourceListPage def={subjectResource} />,
})
