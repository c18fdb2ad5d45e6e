import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { helpResource } from '../../../../shared/resources/help.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

export const Route = createFileRoute('/_app/system/help')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, helpResource, deps),
  staticData: {
    meta: { name: 'system_help', title: msg`Help documents`, icon: 'CircleHelp', access: ['help:view'], order: 7 },
  },
  component: () => <ResourceListPage def={helpResource} />,
})
