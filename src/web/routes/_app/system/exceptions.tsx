import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { exceptionResource } from '../../../../shared/resources/exception.ts'
import { ResourceListPage } from '../../../components/resource/ResourceListPage.tsx'
import { resourceRouteOptions } from '../../../components/resource/route.ts'

export const Route = createFileRoute('/_app/system/exceptions')({
  ...resourceRouteOptions(exceptionResource),
  staticData: {
    meta: { name: 'system_exceptions', title: msg`Exceptions`, icon: 'TriangleAlert', access: ['exceptions:view'], hidden: true, order: 11 },
  },
  component: () => <ResourceListPage def={exceptionResource} />,
})
