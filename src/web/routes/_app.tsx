import { Outlet, createFileRoute, redirect } from '@tanstack/react-router'
import { agentInfoQuery } from '../lib/auth.ts'
import { AppHeader } from '../shell/AppHeader.tsx'

/** Every signed-in page: no token → /login (coming back here afterwards); the agent's info loaded. */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location }) => {
    if (!context.session.getToken()) {
      throw redirect({ to: '/login', search: { redirect: location.href } })
    }
    const info = await context.queryClient.ensureQueryData(agentInfoQuery)
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
