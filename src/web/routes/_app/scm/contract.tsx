import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/scm/contract')({
  staticData: {
    meta: { name: 'scm_contract', title: msg`Purchase contracts`, icon: 'FileSignature', access: ['scm:view'], order: 3 },
  },
  component: PlaceholderPage,
})
