import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/system/setting')({
  staticData: {
    meta: { name: 'system_setting', title: msg`System parameters`, icon: 'Settings', access: ['setting:view'], order: 6 },
  },
  component: PlaceholderPage,
})
