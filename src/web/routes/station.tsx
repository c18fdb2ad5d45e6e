import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { agentInfoQuery } from '../lib/auth.ts'

/**
 * Scan stations: signed-in pages without the shell, whole-screen for a handheld or a desk with a
 * USB barcode reader.
 */
export const Route = createFileRoute('/station')({
  beforeLoad: async ({ context, location }) => {
    if (!context.session.getToken()) throw redirect({ to: '/login', search: { redirect: location.href } })
    return { info: await context.queryClient.ensureQueryData(agentInfoQuery) }
  },
  component: () => <Outlet />,
})
