import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { PipelinePage } from '../../../features/opportunity/PipelinePage.tsx'

export const Route = createFileRoute('/_app/client/pipeline')({
  staticData: {
    meta: { name: 'client_pipeline', title: msg`Sales pipeline`, icon: 'Kanban', access: ['client:view'], order: 2.6 },
  },
  component: PipelinePage,
})
