import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { declareResource } from '../../../../shared/resources/declare.ts'
import { ResourceListPage } from '../../../components/resource/ResourceListPage.tsx'
import { resourceRouteOptions } from '../../../components/resource/route.ts'

export const Route = createFileRoute('/_app/exported/declare')({
  ...resourceRouteOptions(declareResource),
  staticData: {
    meta: { name: 'exported_declare', title: msg`Customs declarations`, icon: 'FileCheck', access: ['declare:view'], order: 5 },
  },
  component: () => <ResourceListPage def={declareResource} />,
})
