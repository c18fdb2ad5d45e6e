import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/course/catalog')({
  staticData: {
    meta: { name: 'course_catalog', title: msg`Course categories`, icon: 'FolderTree', access: ['course:view'], order: 4 },
  },
  component: PlaceholderPage,
})
