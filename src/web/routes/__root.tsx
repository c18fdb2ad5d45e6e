import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import type { RouterContext } from '../router.ts'
import { NotFound } from '../shell/NotFound.tsx'
import { ErrorPage } from '../shell/ErrorPage.tsx'
import { Notices } from '../shell/Notices.tsx'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFound,
  errorComponent: ErrorPage,
})

function Root() {
  return (
    <>
      <Outlet />
      <Notices />
    </>
  )
}
