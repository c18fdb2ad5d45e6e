import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { offeringResourceFor } from '../../../../shared/resources/offering.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

const def = offeringResourceFor('course')

export const Route = createFileRoute('/_app/course/list')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, def, deps),
  staticData: {
    meta: { name: 'course_list', title: msg`Courses`, icon: 'GraduationCap', access: ['course:view'], order: 1 },
  },
  component: () => <ResourceListPage def={def} />,
})
