import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/exported/waybill')({
  staticData: {
    meta: { name: 'exported_waybill', title: msg`Master and sub waybills`, icon: 'Layers', access: ['declare:view'], order: 8 },
  },
  component: PlaceholderPage,
})
