import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { settingResource } from '../../../../shared/resources/system.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'
import { ScheduledJobs } from '../../../features/system/ScheduledJobs.tsx'

export const Route = createFileRoute('/_app/system/setting')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, settingResource, deps),
  staticData: {
    meta: { name: 'system_setting', title: msg`System parameters`, icon: 'Settings', access: ['setting:view'], order: 6 },
  },
  component: () => (
    <div className="flex w-full flex-col">
      <ResourceListPage def={settingResource} />
      <section className="px-4 pb-4">
        <ScheduledJobs />
      </section>
    </div>
  ),
})
