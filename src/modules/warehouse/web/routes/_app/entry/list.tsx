import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { entryResource } from '../../../../shared/warehouse.ts'
import { ResourceListPage } from '../../../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../../../kernel/web/components/resource/list-loader.ts'
import { rowList, rowNumber } from '../../../../../../kernel/web/components/resource/row-lists.ts'
import { EntryPrintLinks } from '../../../PrintLinks.tsx'
import { StationLink } from '../../../stations/StationLink.tsx'
import { BackorderLinks } from '../../../BackorderLinks.tsx'

export const Route = createFileRoute('/_app/(modules)/entry/list')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, entryResource, deps),
  staticData: {
    meta: { name: 'entry_list', title: msg`Inbound entries`, icon: 'PackagePlus', access: ['entry:view'], order: 1 },
  },
  component: () => (
    <ResourceListPage
      def={entryResource}
      detailActions={(row) => (
        <div className="flex flex-col gap-2">
          <StationLink doc="Entry" id={row.Id} state={String(row.State)} />
          <EntryPrintLinks id={row.Id} lines={rowList(row.Lines, { ProductId: rowNumber })} />
          <BackorderLinks def={entryResource} row={row} />
        </div>
      )}
    />
  ),
})
