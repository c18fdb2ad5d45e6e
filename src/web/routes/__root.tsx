import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import type { RouterContext } from '../router-context.ts'
import { NotFound } from '../../kernel/web/shell/NotFound.tsx'
import { ErrorPage } from '../../kernel/web/shell/ErrorPage.tsx'
import { Notices } from '../../kernel/web/shell/Notices.tsx'
import { loadScreenMessages } from '../../kernel/web/lib/i18n.ts'

/** The pages whose words are all in the first load's catalog (scripts/catalog-parts.ts). */
const FIRST_PAGES = new Set(['/', '/login', '/home'])

export const Route = createRootRouteWithContext<RouterContext>()({
  // Any other page waits for the rest of the catalog; on the first pages it follows once the page is up.
  beforeLoad: ({ location }) => {
    if (!FIRST_PAGES.has(location.pathname)) return loadScreenMessages()
    if (typeof window !== 'undefined') window.setTimeout(() => void loadScreenMessages(), 1500)
  },
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
