import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/user/role')({
  staticData: {
    meta: { name: 'user_role', title: msg`Roles`, icon: 'ShieldCheck', access: ['role:view'], order: 3 },
  },
  component: PlaceholderPage,
})
