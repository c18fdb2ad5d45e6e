import { createFileRoute, notFound, useParams } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { ProgressPage } from '../../../../../features/board/ProgressPage.tsx'
import { docInfo } from '../../../../../docs/doc-info.ts'

/** A document's progress (`/chart/progress/Delivery/12`), opened from its record page; in no menu. */
export const Route = createFileRoute('/_app/chart/progress/$doc/$id')({
  staticData: {
    meta: { name: 'chart_progress', title: msg`Document progress`, icon: 'ChartLine', access: ['chart:view'], hidden: true },
  },
  // The documents come with the areas' parts, loaded beside the first page (main.tsx), not in the entry.
  beforeLoad: async ({ params }) => {
    const { docInfo } = await import('../../../../../docs/doc-info.ts')
    if (!docInfo(params.doc) || !/^[1-9]\d{0,9}$/.test(params.id)) throw notFound()
  },
  component: ProgressRoute,
})

function ProgressRoute() {
  const { doc, id } = useParams({ from: '/_app/chart/progress/$doc/$id' })
  const info = docInfo(doc)
  return info ? <ProgressPage info={info} id={Number(id)} /> : null
}
