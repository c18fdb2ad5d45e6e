import { createFileRoute, Outlet } from '@tanstack/react-router'
import { requireSession } from '../../kernel/web/lib/auth.ts'

/**
 * Printed paper (pick lists, packing lists, shipping labels): signed-in pages without the shell,
 * each sized by its own print CSS and printed by the browser.
 */
export const Route = createFileRoute('/print')({
  beforeLoad: async ({ context, location }) => ({ info: await requireSession({ context, location }) }),
  component: () => <Outlet />,
})
