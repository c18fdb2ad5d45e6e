import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/paper/list')({
  staticData: {
    meta: { name: 'paper_list', title: msg`Questionnaires`, icon: 'ClipboardList', access: ['paper:view'], order: 1 },
  },
  component: PlaceholderPage,
})
