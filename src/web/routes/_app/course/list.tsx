import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/course/list')({
  staticData: {
    meta: { name: 'course_list', title: msg`Courses`, icon: 'GraduationCap', access: ['course:view'], order: 1 },
  },
  component: PlaceholderPage,
})
