import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { declareResource } from '../../../../shared/resources/declare.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'
import { MatchPanel } from '../../../features/customs/MatchPanel.tsx'
import { DeclarePrintLinks } from '../../../features/print/PrintLinks.tsx'

export const Route = createFileRoute('/_app/exported/declare')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, declareResource, deps),
  staticData: {
    meta: { name: 'exported_declare', title: msg`Customs declarations`, icon: 'FileCheck', access: ['declare:view'], order: 5 },
  },
  component: () => (
    <ResourceListPage
      def={declareResource}
      detailActions={(row) => (
        <div className="flex flex-col gap-2">
          <MatchPanel row={row} />
          <DeclarePrintLinks id={row.Id} />
        </div>
      )}
    />
  ),
})
