import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { ToScorePage } from '../../../features/paper/ToScorePage.tsx'

/** Short answers waiting for a scorer; reached from the papers list. */
export const Route = createFileRoute('/_app/paper/to_score')({
  staticData: {
    meta: { name: 'paper_to_score', title: msg`Answers to score`, icon: 'ClipboardList', access: ['paper:update'], hidden: true, order: 3 },
  },
  component: ToScorePage,
})
