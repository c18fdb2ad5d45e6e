import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { attrResource } from '../../../../shared/resources/attr.ts'
import { ResourceListPage } from '../../../components/resource/ResourceListPage.tsx'
import { resourceRouteOptions } from '../../../components/resource/route.ts'

export const Route = createFileRoute('/_app/system/attr')({
  ...resourceRouteOptions(attrResource),
  staticData: {
    meta: { name: 'system_attr', title: msg`Attributes`, icon: 'ListTree', access: ['setting:view'], order: 10 },
  },
  component: () => <ResourceListPage def={attrResource} />,
})
