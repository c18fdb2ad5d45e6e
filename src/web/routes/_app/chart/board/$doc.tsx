import { createFileRoute, notFound, useParams } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { BoardPage } from '../../../../features/board/BoardPage.tsx'
import { boardQuery } from '../../../../features/board/board-api.ts'
import { docInfo } from '../../../../docs/doc-info.ts'

/** One document type's board (`/chart/board/Delivery`), opened from the operations chart; in no menu. */
export const Route = createFileRoute('/_app/chart/board/$doc')({
  staticData: {
    meta: { name: 'chart_board', title: msg`Document board`, icon: 'LayoutGrid', access: ['chart:view'], hidden: true },
  },
  // The documents come with the areas' parts, loaded beside the first page (main.tsx), not in the entry.
  beforeLoad: async ({ params }) => {
    const { docInfo } = await import('../../../../docs/doc-info.ts')
    if (!docInfo(params.doc)) throw notFound()
  },
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(boardQuery(params.doc)),
  component: BoardRoute,
})

function BoardRoute() {
  const { doc } = useParams({ from: '/_app/chart/board/$doc' })
  const info = docInfo(doc)
  return info ? <BoardPage info={info} /> : null
}
