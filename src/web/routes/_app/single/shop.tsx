import { createFileRoute, redirect, useSearch } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { ProjectInfo } from '../../../features/offering/ProjectInfo.tsx'

/** Opens with `?Id=121001` unless another Id is given, from the menu and from a bare address alike. */
export const Route = createFileRoute('/_app/single/shop')({
  // Read without a schema library: the route tree the first page loads stays small.
  validateSearch: (s: { Id?: unknown }) => ({ Id: Number.isSafeInteger(Number(s.Id)) && Number(s.Id) > 0 ? Number(s.Id) : 121001 }),
  beforeLoad: ({ location, search }) => {
    if (!('Id' in location.search)) throw redirect({ to: '/single/shop', search, replace: true })
  },
  staticData: {
    meta: { name: 'single_shop', title: msg`Project info`, icon: 'Info', access: ['single:view'], search: { Id: 121001 }, order: 1 },
  },
  component: function ProjectInfoRoute() {
    const { Id } = useSearch({ from: '/_app/single/shop' })
    return <ProjectInfo id={Id} />
  },
})
