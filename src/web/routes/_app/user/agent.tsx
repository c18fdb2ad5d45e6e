import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/user/agent')({
  staticData: {
    meta: { name: 'user_agent', title: msg`Staff`, icon: 'IdCard', access: ['agent:view'], order: 1 },
  },
  component: PlaceholderPage,
})
