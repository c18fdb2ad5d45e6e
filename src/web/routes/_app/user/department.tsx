import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/user/department')({
  staticData: {
    meta: { name: 'user_department', title: msg`Departments`, icon: 'Network', access: ['department:view'], order: 2 },
  },
  component: PlaceholderPage,
})
