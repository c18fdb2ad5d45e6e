import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { fieldChangeResource } from '../../../../shared/resources/audit.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'
import { OpenChangedRecord } from '../../../features/system/OpenChangedRecord.tsx'

export const Route = createFileRoute('/_app/system/audit')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, fieldChangeResource, deps),
  staticData: {
    meta: { name: 'system_audit', title: msg`Audit trail`, icon: 'History', access: ['audit:view'], order: 14 },
  },
  component: () => <ResourceListPage def={fieldChangeResource} detailActions={(row) => <OpenChangedRecord row={row} />} />,
})
