import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/exported/declare')({
  staticData: {
    meta: { name: 'exported_declare', title: msg`Customs declarations`, icon: 'FileCheck', access: ['declare:view'], order: 5 },
  },
  component: PlaceholderPage,
})
