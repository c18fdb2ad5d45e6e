import { createFileRoute, redirect } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { z } from 'zod'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

/** Opens with `?type=1` unless another type is given, from the menu and from a bare address alike. */
export const Route = createFileRoute('/_app/system/notice')({
  validateSearch: z.object({ type: z.coerce.number().int().default(1).catch(1) }),
  beforeLoad: ({ location, search }) => {
    if (!('type' in location.search)) throw redirect({ to: '/system/notice', search, replace: true })
  },
  staticData: {
    meta: { name: 'system_notice', title: msg`Notices`, icon: 'Megaphone', access: ['notice:create', 'notice:update'], search: { type: 1 }, order: 1 },
  },
  component: PlaceholderPage,
})
