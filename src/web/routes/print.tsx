import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { agentInfoQuery } from '../lib/auth.ts'

/**
 * Printed paper (pick lists, packing lists, shipping labels): signed-in pages without the shell,
 * each sized by its own print CSS and printed by the browser.
 */
export const Route = createFileRoute('/print')({
  beforeLoad: async ({ context, location }) => {
    if (!context.session.getToken()) throw redirect({ to: '/login', search: { redirect: location.href } })
    return { info: await context.queryClient.ensureQueryData(agentInfoQuery) }
  },
  component: () => <Outlet />,
})
