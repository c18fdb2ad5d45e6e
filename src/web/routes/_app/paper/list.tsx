import { createFileRoute, Link } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { paperResource } from '../../../../shared/resources/paper.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'
import { PAPER_TABS } from '../../../features/paper/PaperTabs.tsx'

/** Questionnaires and exams; a paper's record shows its results per person and per question, and assigns it. */
export const Route = createFileRoute('/_app/paper/list')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, paperResource, deps),
  staticData: {
    meta: { name: 'paper_list', title: msg`Questionnaires`, icon: 'ClipboardList', access: ['paper:view'], order: 1 },
  },
  component: () => (
    <ResourceListPage
      def={paperResource}
      recordTabs={PAPER_TABS}
      views={
        <Link to="/paper/to_score" className="text-sm text-indigo-700 underline-offset-2 hover:underline" data-testid="paper-to-score-link">
          <Trans>Answers to score</Trans>
        </Link>
      }
    />
  ),
})
