import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/discount/project')({
  staticData: {
    meta: { name: 'discount_project', title: msg`Promotions`, icon: 'Gift', access: ['discount:view'], order: 1 },
  },
  component: PlaceholderPage,
})
