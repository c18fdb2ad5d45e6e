import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/exported/departure')({
  staticData: {
    meta: { name: 'exported_departure', title: msg`Departures`, icon: 'PlaneTakeoff', access: ['declare:view'], order: 7 },
  },
  component: PlaceholderPage,
})
