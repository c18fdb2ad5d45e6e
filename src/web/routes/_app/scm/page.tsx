import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/scm/page')({
  staticData: {
    meta: { name: 'scm_page', title: msg`Supplier products`, icon: 'Package', access: ['scm:view'], order: 2 },
  },
  component: PlaceholderPage,
})
