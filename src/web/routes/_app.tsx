import { createFileRoute, redirect, retainSearchParams } from '@tanstack/react-router'
import { requireSession } from '../../kernel/web/lib/auth.ts'
import { canOpen } from '../../kernel/web/shell/menu.ts'
import { LAYOUT_KEYS, layoutSearch, type LayoutSearch } from '../../kernel/web/lib/layout-prefs.ts'
import { AppShell } from '../../kernel/web/shell/AppShell.tsx'
import { ChatBadge } from '../features/chat/ChatBadge.tsx'
import { useLiveStream } from '../../kernel/web/lib/live-stream.ts'
import { LIVE_HANDLERS } from '../live-handlers.ts'

/**
 * Every signed-in page: no token → /login (coming back here afterwards); the agent's info
 * loaded; a screen whose access list the agent does not meet → /401. The URL's layout options
 * (`mode`, `menu`, `tabs`) go along to every page the console links to, as an embedding page set them.
 */
export const Route = createFileRoute('/_app')({
  validateSearch: layoutSearch,
  search: { middlewares: [retainSearchParams<LayoutSearch>([...LAYOUT_KEYS])] },
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
  // One live stream for the signed-in tab: reminders coming due, chat and visits as they happen.
  useLiveStream(LIVE_HANDLERS)
  return <AppShell headerItems={({ access, className }) => <ChatBadge access={access} className={className} />} />
}
