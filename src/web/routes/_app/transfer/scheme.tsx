import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { transferSchemeResource } from '../../../../shared/resources/transfer.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

export const Route = createFileRoute('/_app/transfer/scheme')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, transferSchemeResource, deps),
  staticData: {
    meta: { name: 'transfer_scheme', title: msg`Delivery schemes`, icon: 'Split', access: ['transfer:view'], order: 5 },
  },
  component: () => <ResourceListPage def={transferSchemeResource} />,
})
