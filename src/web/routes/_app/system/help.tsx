import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/system/help')({
  staticData: {
    meta: { name: 'system_help', title: msg`Help documents`, icon: 'CircleHelp', access: ['help:view'], order: 7 },
  },
  component: PlaceholderPage,
})
