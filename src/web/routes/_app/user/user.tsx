import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/user/user')({
  staticData: {
    meta: { name: 'user_user', title: msg`End users`, icon: 'UserRound', access: ['user:view'], order: 4 },
  },
  component: PlaceholderPage,
})
