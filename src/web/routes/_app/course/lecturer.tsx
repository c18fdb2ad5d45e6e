import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/course/lecturer')({
  staticData: {
    meta: { name: 'course_lecturer', title: msg`Lecturers`, icon: 'Presentation', access: ['course:view'], order: 2 },
  },
  component: PlaceholderPage,
})
