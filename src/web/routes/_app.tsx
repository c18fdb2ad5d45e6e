import { Outlet, createFileRoute, redirect } from '@tanstack/react-router'
import { agentInfoQuery } from '../lib/auth.ts'
import { canOpen } from '../shell/menu.ts'
import { AppHeader } from '../shell/AppHeader.tsx'

/**
 * Every signed-in page: no token → /login (coming back here afterwards); the agent's info
 * loaded; a screen whose access list the agent does not meet → /401.
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location, matches }) => {
    if (!context.session.getToken()) {
      throw redirect({ to: '/login', search: { redirect: location.href } })
    }
    const info = await context.queryClient.ensureQueryData(agentInfoQuery)
    for (const match of matches) {
      if (!canOpen(match.staticData?.meta, info.access)) throw redirect({ to: '/401', replace: true })
    }
    return { info }
  },
  component: AppLayout,
})

function AppLayout() {
  return (
    <div className="flex min-h-full flex-col">
      <AppHeader />
      <Outlet />
    </div>
  )
}
