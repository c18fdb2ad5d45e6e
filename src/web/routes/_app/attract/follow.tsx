import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/attract/follow')({
  staticData: {
    meta: { name: 'attract_follow', title: msg`Company follow-ups`, icon: 'PhoneCall', access: ['attract:view'], order: 2 },
  },
  component: PlaceholderPage,
})
