import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/exported/arrival')({
  staticData: {
    meta: { name: 'exported_arrival', title: msg`Arrivals`, icon: 'PlaneLanding', access: ['declare:view'], order: 6 },
  },
  component: PlaceholderPage,
})
