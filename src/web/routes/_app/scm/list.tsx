import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/scm/list')({
  staticData: {
    meta: { name: 'scm_list', title: msg`Suppliers`, icon: 'Factory', access: ['scm:view'], order: 1 },
  },
  component: PlaceholderPage,
})
