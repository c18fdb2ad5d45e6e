import { createFileRoute, redirect } from '@tanstack/react-router'
import { requireSession } from '../../kernel/web/lib/auth.ts'
import { canOpen } from '../../kernel/web/shell/menu.ts'
import { AppShell } from '../../kernel/web/shell/AppShell.tsx'
import { ChatBadge } from '../features/chat/ChatBadge.tsx'

/**
 * Every signed-in page: no token → /login (coming back here afterwards); the agent's info
 * loaded; a screen whose access list the agent does not meet → /401.
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location, matches }) => {
    const info = await requireSession({ context, location })
    for (const match of matches) {
      if (!canOpen(match.staticData?.meta, info.access)) throw redirect({ to: '/401', replace: true })
    }
    return { info }
  },
  component: AppLayout,
})

/** The shell renders this layout's `<Outlet/>` once per open tab (keep-alive, see shell/KeepAlive.tsx). */
function AppLayout() {
  return <AppShell headerItems={({ access, className }) => <ChatBadge access={access} className={className} />} />
}
