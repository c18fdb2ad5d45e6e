import { createFileRoute, redirect } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { z } from 'zod'
import { PlaceholderPage } from '../../../shell/PlaceholderPage.tsx'

/** Opens with `?Id=121001` unless another Id is given, from the menu and from a bare address alike. */
export const Route = createFileRoute('/_app/single/shop')({
  validateSearch: z.object({ Id: z.coerce.number().int().default(121001).catch(121001) }),
  beforeLoad: ({ location, search }) => {
    if (!('Id' in location.search)) throw redirect({ to: '/single/shop', search, replace: true })
  },
  staticData: {
    meta: { name: 'single_shop', title: msg`Project info`, icon: 'Info', access: ['single:view'], search: { Id: 121001 }, order: 1 },
  },
  component: PlaceholderPage,
})
