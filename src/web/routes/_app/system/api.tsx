import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/system/api')({
  staticData: {
    meta: { name: 'system_api', title: msg`API registry`, icon: 'Plug', access: ['api:view'], order: 3 },
  },
  component: PlaceholderPage,
})
