import { createFileRoute, redirect, useSearch } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { noticeResource } from '../../../../shared/resources/notice.ts'
import { ResourceListPage } from '../../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listRoute } from '../../../../kernel/web/components/resource/route.ts'
import { prefetchList } from '../../../../kernel/web/components/resource/list-loader.ts'

/** The notice type the address names (1 when it names none it knows). */
const typeOf = (s: Record<string, unknown>) => ([1, 2, 3].includes(Number(s.type)) ? Number(s.type) : 1)
const fixed = (s: Record<string, unknown>) => ({ Type: typeOf(s) })

/** Notices of one type: opens with `?type=1` unless another type is given, from the menu and from a bare address alike. */
export const Route = createFileRoute('/_app/system/notice')({
  // The list's own fields pass through; the screen reads them with its definition's schema.
  ...listRoute((s) => ({ ...s, type: typeOf(s) })),
  loader: ({ context, deps }) => prefetchList(context, noticeResource, deps, fixed(deps.list)),
  beforeLoad: ({ location, search }) => {
    if (!('type' in location.search)) throw redirect({ to: '/system/notice', search, replace: true })
  },
  staticData: {
    meta: {
      name: 'system_notice',
      title: msg`Notices`,
      icon: 'Megaphone',
      access: ['notice:create', 'notice:update'],
      search: { type: 1 },
      order: 1,
    },
  },
  component: NoticePage,
})

function NoticePage() {
  const search = useSearch({ from: '/_app/system/notice' })
  return <ResourceListPage def={noticeResource} fixed={fixed(search)} />
}
