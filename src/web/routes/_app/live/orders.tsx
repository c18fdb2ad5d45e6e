import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/live/orders')({
  staticData: {
    meta: { name: 'live_orders', title: msg`Bookings`, icon: 'CalendarCheck', access: ['live:view'], order: 3 },
  },
  component: PlaceholderPage,
})
