import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { declareWaybillResource } from '../../../../shared/resources/customs.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

export const Route = createFileRoute('/_app/exported/waybill')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, declareWaybillResource, deps),
  staticData: {
    meta: { name: 'exported_waybill', title: msg`Master and sub waybills`, icon: 'Layers', access: ['declare:view'], order: 8 },
  },
  component: () => <ResourceListPage def={declareWaybillResource} />,
})
