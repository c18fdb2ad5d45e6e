import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/platform/site')({
  staticData: {
    meta: { name: 'platform_site', title: msg`Sites`, icon: 'MapPin', access: ['platform:view'], order: 2 },
  },
  component: PlaceholderPage,
})
