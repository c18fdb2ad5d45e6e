import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { paperQuestionResource } from '../../../../shared/resources/paper.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

/** The question bank: single and multiple choice, true or false, short answer. */
export const Route = createFileRoute('/_app/paper/question')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, paperQuestionResource, deps),
  staticData: {
    meta: { name: 'paper_question', title: msg`Exams`, icon: 'FileQuestion', access: ['paper:view'], order: 2 },
  },
  component: () => <ResourceListPage def={paperQuestionResource} />,
})
