import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { MessagesSquare } from 'lucide-react'
import { can } from '../../../kernel/shared/permissions.ts'
import { chatUnreadQuery } from './chat-api.ts'

/**
 * Beside the bell, for agents who handle consultations: how many conversations have messages no
 * one has read, live (the live stream refreshes it, so a visitor's message shows on any screen),
 * and a link to the consultations.
 */
export function ChatBadge({ access, className }: { access: readonly string[]; className?: string }) {
  if (!can(access, 'chat:view')) return null
  return <Badge className={className} />
}

function Badge({ className }: { className?: string }) {
  const { t } = useLingui()
  const { data } = useQuery(chatUnreadQuery)
  const count = data?.Conversations ?? 0
  const label = count > 0 ? t`Consultations (${count} unread)` : t`Consultations`
  return (
    <Link to="/chat/chat_list" data-testid="chat-badge" aria-label={label} title={label} className={className}>
      <MessagesSquare className="size-4" aria-hidden />
      {count > 0 ? (
        <span
          data-testid="chat-badge-count"
          aria-hidden
          className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] leading-none font-semibold text-white tabular-nums"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  )
}
