import { createFileRoute, redirect } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { z } from 'zod'
import { noticeResource } from '../../../../shared/resources/notice.ts'
import { ResourceListPage } from '../../../components/resource/ResourceListPage.tsx'
import { resourceRouteOptions } from '../../../components/resource/route.ts'

const fixed = (s: Record<string, unknown>) => ({ Type: s.type })

/** Notices of one type: opens with `?type=1` unless another type is given, from the menu and from a bare address alike. */
export const Route = createFileRoute('/_app/system/notice')({
  ...resourceRouteOptions(noticeResource, { type: z.coerce.number().int().default(1).catch(1) }, fixed),
  beforeLoad: ({ location, search }) => {
    if (!('type' in location.search)) throw redirect({ to: '/system/notice', search, replace: true })
  },
  staticData: {
    meta: { name: 'system_notice', title: msg`Notices`, icon: 'Megaphone', access: ['notice:create', 'notice:update'], search: { type: 1 }, order: 1 },
  },
  component: NoticePage,
})

function NoticePage() {
  const search = Route.useSearch()
  return <ResourceListPage def={noticeResource} fixed={fixed(search)} />
}
