import { createFileRoute, Outlet } from '@tanstack/react-router'
import { requireSession } from '../../kernel/web/lib/auth.ts'

/**
 * Scan stations: signed-in pages without the shell, whole-screen for a handheld or a desk with a
 * USB barcode reader.
 */
export const Route = createFileRoute('/station')({
  beforeLoad: async ({ context, location }) => ({ info: await requireSession({ context, location }) }),
  component: () => <Outlet />,
})
