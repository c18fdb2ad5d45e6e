import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/client/follow')({
  staticData: {
    meta: { name: 'client_follow', title: msg`Follow-ups`, icon: 'PhoneCall', access: ['client:view'], order: 2 },
  },
  component: PlaceholderPage,
})
