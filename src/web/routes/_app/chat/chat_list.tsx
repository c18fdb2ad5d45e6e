import { createFileRoute, useSearch } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { ChatConsole } from '../../../features/chat/ChatConsole.tsx'
import { chatSearch, type ChatSearch } from '../../../features/chat/chat-search.ts'
import { conversationsQuery } from '../../../features/chat/chat-api.ts'
import { useSearchPatch } from '../../../../kernel/web/lib/use-search-patch.ts'

export const Route = createFileRoute('/_app/chat/chat_list')({
  validateSearch: chatSearch,
  loaderDeps: ({ search }) => ({ filter: search.filter, state: search.state, q: search.q }),
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(conversationsQuery(deps.filter ?? 'all', deps.state ?? 1, deps.q ?? '')),
  staticData: {
    meta: { name: 'chat_list', title: msg`Consultations`, icon: 'MessagesSquare', access: ['chat:view'], order: 1 },
  },
  component: ChatRoute,
})

function ChatRoute() {
  const search = useSearch({ from: '/_app/chat/chat_list' })
  const setSearch = useSearchPatch<ChatSearch>()
  return <ChatConsole search={search} setSearch={setSearch} />
}
