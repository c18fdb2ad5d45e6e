import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { helpResource } from '../../../../shared/resources/help.ts'
import { ResourceListPage } from '../../../components/resource/ResourceListPage.tsx'
import { resourceRouteOptions } from '../../../components/resource/route.ts'

export const Route = createFileRoute('/_app/system/help')({
  ...resourceRouteOptions(helpResource),
  staticData: {
    meta: { name: 'system_help', title: msg`Help documents`, icon: 'CircleHelp', access: ['help:view'], order: 7 },
  },
  component: () => <ResourceListPage def={helpResource} />,
})
