import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/app/page')({
  staticData: {
    meta: { name: 'app_page', title: msg`Mini-app pages`, icon: 'AppWindow', access: ['app:view'], order: 2 },
  },
  component: PlaceholderPage,
})
