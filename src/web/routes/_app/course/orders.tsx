import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/course/orders')({
  staticData: {
    meta: { name: 'course_orders', title: msg`Course orders`, icon: 'ShoppingCart', access: ['course:view'], order: 3 },
  },
  component: PlaceholderPage,
})
