import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

export const Route = createFileRoute('/_app/paper/question')({
  staticData: {
    meta: { name: 'paper_question', title: msg`Exams`, icon: 'FileQuestion', access: ['paper:view'], order: 2 },
  },
  component: PlaceholderPage,
})
