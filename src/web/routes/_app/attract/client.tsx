import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { clientResource } from '../../../../shared/resources/client.ts'
import { ClientList } from '../../../features/client/ClientList.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

/** Investment attraction's companies: the customers of type 1, on the customers' own pages. */
const COMPANIES = { Type: 1 }

export const Route = createFileRoute('/_app/attract/client')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, clientResource, deps, COMPANIES),
  staticData: {
    meta: { name: 'attract_client', title: msg`Companies`, icon: 'Building2', access: ['attract:view', 'client:view'], order: 1 },
  },
  component: () => <ClientList to="/attract/client" fixed={COMPANIES} />,
})
