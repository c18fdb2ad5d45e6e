import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { articleResourceFor } from '../../../../shared/resources/article.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

const def = articleResourceFor('policy')

export const Route = createFileRoute('/_app/news/policy')({
  ...listRoute(),
  loader: ({ context, deps }) => prefetchList(context, def, deps),
  staticData: {
    meta: { name: 'news_policy', title: msg`Policies`, icon: 'ScrollText', access: ['news:view'], order: 2 },
  },
  component: () => <ResourceListPage def={def} />,
})
