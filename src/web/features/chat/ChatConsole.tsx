import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { CheckCheck, Inbox, Lock, LockOpen, MessagesSquare, Search, Send, Store, UserRound } from 'lucide-react'
import { CHAT_CONTENT_MAX, CHAT_FILTERS, type ChatFilter, type ChatMessageRow, type Conversation } from '../../../shared/chat.ts'
import { can } from '../../../kernel/shared/permissions.ts'
import { Button } from '../../../kernel/web/components/ui/button.tsx'
import { Input, NativeSelect, fieldClass } from '../../../kernel/web/components/ui/input.tsx'
import { agentInfoQuery, ApiFailure } from '../../../kernel/web/lib/auth.ts'
import { CHAT_KEY, chatAction, chatAgentsQuery, conversationQuery, conversationsQuery, messagesQuery } from './chat-api.ts'
import { cn } from '../../../kernel/web/lib/cn.ts'
import { useFormat } from '../../../kernel/web/lib/format.ts'
import { notify } from '../../../kernel/web/lib/notices.ts'
import type { ChatSearch } from './chat-search.ts'

const failed = (err: unknown) =>
  notify(err instanceof ApiFailure ? (err.envelope.Message ?? err.message) : String(err instanceof Error ? err.message : err), 'error')

/**
 * Consultations (spec "Chat consultations"): the conversations on the left, unread first, then the
 * latest, filtered to mine / unassigned / all and searchable; the open one on the right with its
 * messages and a reply box (Enter sends, Shift+Enter starts a new line). Opening a conversation
 * reads it. New messages arrive live (the header badge keeps the stream open).
 */
export function ChatConsole({ search, setSearch }: { search: ChatSearch; setSearch: (patch: Partial<ChatSearch>) => void }) {
  const { t } = useLingui()
  const filter: ChatFilter = search.filter ?? 'all'
  const state = search.state ?? 1
  const [typed, setTyped] = useState(search.q ?? '')
  // The search follows typing after a pause.
  useEffect(() => {
    const timer = setTimeout(() => {
      if ((search.q ?? '') !== typed.trim()) setSearch({ q: typed.trim() || undefined })
    }, 300)
    return () => clearTimeout(timer)
  }, [typed, search.q, setSearch])
  const list = useQuery(conversationsQuery(filter, state, search.q ?? ''))
  const rows = list.data ?? []

  const FILTER_LABEL: Record<ChatFilter, string> = { all: t`All`, mine: t`Mine`, unassigned: t`Unassigned` }

  return (
    <main className="flex w-full flex-col gap-4 p-4">
      <h1 data-testid="page-title" className="flex items-center gap-2 text-2xl font-semibold tracking-tight">
        <MessagesSquare className="size-5" aria-hidden />
        <Trans>Consultations</Trans>
      </h1>
      <div className="grid min-h-[32rem] grid-cols-1 overflow-hidden rounded-lg border border-neutral-200 bg-white md:h-[calc(100vh-11rem)] md:grid-cols-[20rem_1fr]">
        <section aria-label={t`Conversations`} className="flex min-h-0 flex-col border-b border-neutral-200 md:border-r md:border-b-0">
          <div className="flex flex-col gap-2 border-b border-neutral-200 p-3">
            <div role="group" aria-label={t`Show`} className="inline-flex rounded-md border border-neutral-200 p-0.5 text-sm">
              {CHAT_FILTERS.map((f) => (
                <button
                  key={f}
                  type="button"
                  data-testid={`chat-filter-${f}`}
                  aria-pressed={filter === f}
                  onClick={() => setSearch({ filter: f === 'all' ? undefined : f })}
                  className={cn(
                    'flex-1 rounded px-2 py-1',
                    filter === f ? 'bg-neutral-900 text-white' : 'text-neutral-700 hover:bg-neutral-100',
                  )}
                >
                  {FILTER_LABEL[f]}
                </button>
              ))}
            </div>
            <div className="flex flex-wrap gap-2">
              <div className="relative basis-full">
                <Search className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-neutral-400" aria-hidden />
                <Input
                  data-testid="chat-search"
                  value={typed}
                  onChange={(e) => setTyped(e.target.value)}
                  placeholder={t`Search name, shop, message`}
                  aria-label={t`Search conversations`}
                  className="pl-8"
                  maxLength={100}
                />
              </div>
              <NativeSelect
                aria-label={t`Open or closed`}
                data-testid="chat-state"
                value={state}
                onChange={(e) => setSearch({ state: Number(e.target.value) === 1 ? undefined : Number(e.target.value) })}
                className="w-full"
              >
                <option value={1}>{t`Open`}</option>
                <option value={2}>{t`Closed`}</option>
                <option value={0}>{t`Open and closed`}</option>
              </NativeSelect>
            </div>
          </div>
          <ul className="min-h-0 flex-1 divide-y divide-neutral-100 overflow-y-auto" data-testid="chat-list">
            {list.isPending ? (
              <li className="p-4 text-sm text-neutral-500">
                <Trans>Loading…</Trans>
              </li>
            ) : rows.length === 0 ? (
              <li className="flex flex-col items-center gap-2 p-8 text-center text-sm text-neutral-500" data-testid="chat-list-empty">
                <Inbox className="size-6 text-neutral-400" aria-hidden />
                <Trans>No conversations here.</Trans>
              </li>
            ) : (
              rows.map((c) => <ConversationRow key={c.Id} c={c} active={c.Id === search.id} onOpen={() => setSearch({ id: c.Id })} />)
            )}
          </ul>
        </section>
        {search.id ? (
          <ConversationPane key={search.id} id={search.id} />
        ) : (
          <section className="flex flex-col items-center justify-center gap-2 p-8 text-center text-neutral-500" data-testid="chat-none">
            <MessagesSquare className="size-8 text-neutral-300" aria-hidden />
            <p>
              <Trans>Choose a conversation on the left.</Trans>
            </p>
          </section>
        )}
      </div>
    </main>
  )
}

function ConversationRow({ c, active, onOpen }: { c: Conversation; active: boolean; onOpen(): void }) {
  const { t } = useLingui()
  const fmt = useFormat()
  const unread = c.Unread
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        aria-current={active || undefined}
        data-testid="chat-row"
        data-id={c.Id}
        className={cn('flex w-full flex-col gap-0.5 px-3 py-2.5 text-left hover:bg-neutral-50', active && 'bg-sky-50 hover:bg-sky-50')}
      >
        <span className="flex items-center gap-2">
          <span className={cn('min-w-0 flex-1 truncate text-sm', c.Unread > 0 ? 'font-semibold text-neutral-900' : 'text-neutral-800')}>
            {c.VisitorName || t`Visitor`}
          </span>
          <time className="shrink-0 text-xs text-neutral-500 tabular-nums">{fmt.dateTime(c.LastTime)}</time>
        </span>
        <span className="flex items-center gap-2">
          <span className={cn('min-w-0 flex-1 truncate text-xs', c.Unread > 0 ? 'text-neutral-800' : 'text-neutral-500')}>
            {c.LastDirection === 'out' ? <Trans>You:</Trans> : null} {c.LastContent}
          </span>
          {c.Unread > 0 ? (
            <span
              data-testid="chat-row-unread"
              className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-red-600 px-1.5 text-[11px] font-semibold text-white tabular-nums"
              aria-label={t`${unread} unread`}
            >
              {c.Unread}
            </span>
          ) : null}
        </span>
        <span className="flex items-center gap-2 text-xs text-neutral-500">
          <Store className="size-3 shrink-0" aria-hidden />
          <span className="min-w-0 flex-1 truncate">{c.ShopName}</span>
          {c.Closed ? <span className="shrink-0 rounded bg-neutral-100 px-1.5 text-neutral-600">{t`Closed`}</span> : null}
          <span className={cn('shrink-0', c.AgentId ? 'text-neutral-600' : 'text-amber-700')}>
            {c.AgentId ? c.AgentName : t`Unassigned`}
          </span>
        </span>
      </button>
    </li>
  )
}

/** The open conversation: who, which shop, who holds it; its messages; assignment, closing and the reply box. */
function ConversationPane({ id }: { id: number }) {
  const { t } = useLingui()
  const fmt = useFormat()
  const queryClient = useQueryClient()
  const { data: info } = useSuspenseQuery(agentInfoQuery)
  const mayUpdate = can(info.access, 'chat:update')
  const conv = useQuery(conversationQuery(id))
  const messages = useQuery(messagesQuery(id))
  const agents = useQuery({ ...chatAgentsQuery, enabled: mayUpdate })
  const [draft, setDraft] = useState('')
  const bottom = useRef<HTMLDivElement>(null)
  const c = conv.data

  const refresh = () => queryClient.invalidateQueries({ queryKey: CHAT_KEY })
  const read = useMutation({ mutationFn: () => chatAction<number>('Read', { Id: id }), onSuccess: refresh })
  // Opening reads it, and so does a message that arrives while it is open (and the page is in view).
  const unread = c?.Unread ?? 0
  const { mutate: markRead, isPending: reading } = read
  useEffect(() => {
    if (unread > 0 && !reading && document.visibilityState === 'visible') markRead()
  }, [unread, reading, markRead])

  const send = useMutation({
    mutationFn: (content: string) => chatAction<ChatMessageRow>('Reply', { Id: id, Content: content }),
    onSuccess: () => {
      setDraft('')
      void refresh()
    },
    onError: failed,
  })
  const act = useMutation({
    mutationFn: ({ action, body }: { action: 'Assign' | 'Close' | 'Reopen'; body: Record<string, unknown> }) =>
      chatAction<Conversation>(action, { Id: id, ...body }),
    onSuccess: (r) => {
      if (r.message) notify(r.message, 'success')
      void refresh()
    },
    onError: failed,
  })

  const count = messages.data?.length ?? 0
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' })
  }, [count])

  const submit = () => {
    const text = draft.trim()
    if (text && !send.isPending) send.mutate(text)
  }
  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault()
      submit()
    }
  }

  if (conv.isError) {
    return (
      <section className="flex items-center justify-center p-8 text-sm text-red-700" data-testid="chat-missing">
        {conv.error instanceof ApiFailure ? conv.error.envelope.Message : <Trans>This conversation could not be loaded.</Trans>}
      </section>
    )
  }
  if (!c) {
    return (
      <section className="p-8 text-sm text-neutral-500">
        <Trans>Loading…</Trans>
      </section>
    )
  }
  const holderOptions = agents.data ?? []
  const closed = c.Closed === 1
  const visitor = c.VisitorName || t`Visitor`

  return (
    <section aria-label={t`Conversation with ${visitor}`} className="flex min-h-0 flex-col" data-testid="chat-pane">
      <header className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-neutral-200 px-4 py-3">
        <div className="flex min-w-0 grow basis-96 items-center gap-3">
          <span aria-hidden className="flex size-9 shrink-0 items-center justify-center rounded-full bg-neutral-100 text-neutral-600">
            <UserRound className="size-5" />
          </span>
          <div className="min-w-0">
            <h2 className="truncate font-semibold text-neutral-900" data-testid="chat-visitor">
              {visitor}
              {c.UserId ? (
                <span className="ml-2 rounded bg-sky-50 px-1.5 py-0.5 text-xs font-normal text-sky-700">{t`End user`}</span>
              ) : null}
            </h2>
            <p className="truncate text-xs text-neutral-500">
              <Store className="mr-1 inline size-3" aria-hidden />
              {c.ShopName}
              {c.Contact ? <span className="ml-2">· {c.Contact}</span> : null}
            </p>
          </div>
        </div>
        {mayUpdate ? (
          <div className="flex flex-wrap items-center gap-2">
            <label className="flex items-center gap-2 text-sm text-neutral-600">
              <span className="whitespace-nowrap">
                <Trans>Handled by</Trans>
              </span>
              <NativeSelect
                data-testid="chat-assign"
                className="h-8 w-auto"
                value={c.AgentId}
                disabled={act.isPending}
                onChange={(e) => act.mutate({ action: 'Assign', body: { AgentId: Number(e.target.value), Version: c.Version } })}
              >
                <option value={0}>{t`Unassigned`}</option>
                {c.AgentId && !holderOptions.some((a) => a.Id === c.AgentId) ? <option value={c.AgentId}>{c.AgentName}</option> : null}
                {holderOptions.map((a) => (
                  <option key={a.Id} value={a.Id}>
                    {a.Name}
                  </option>
                ))}
              </NativeSelect>
            </label>
            {closed ? (
              <Button
                size="sm"
                variant="outline"
                data-testid="chat-reopen"
                disabled={act.isPending}
                onClick={() => act.mutate({ action: 'Reopen', body: { Version: c.Version } })}
              >
                <LockOpen className="size-4" aria-hidden />
                <Trans>Reopen</Trans>
              </Button>
            ) : (
              <Button
                size="sm"
                variant="outline"
                data-testid="chat-close"
                disabled={act.isPending}
                onClick={() => act.mutate({ action: 'Close', body: { Version: c.Version } })}
              >
                <Lock className="size-4" aria-hidden />
                <Trans>Close</Trans>
              </Button>
            )}
          </div>
        ) : null}
      </header>

      <ol
        className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto bg-neutral-50 px-4 py-4"
        data-testid="chat-messages"
        aria-live="polite"
      >
        {(messages.data ?? []).map((m) => (
          <li
            key={m.Id}
            data-testid="chat-message"
            data-direction={m.Direction}
            className={cn('flex max-w-[80%] flex-col gap-1', m.Direction === 'out' ? 'items-end self-end' : 'items-start self-start')}
          >
            <span className="text-xs text-neutral-500">
              {m.FromUser} · <time className="tabular-nums">{fmt.dateTime(m.CreateTime)}</time>
            </span>
            <p
              className={cn(
                'rounded-lg px-3 py-2 text-sm break-words whitespace-pre-wrap shadow-sm',
                m.Direction === 'out' ? 'bg-neutral-900 text-white' : 'border border-neutral-200 bg-white text-neutral-900',
              )}
            >
              {m.Content}
            </p>
            {m.Direction === 'in' && m.Status === 2 ? (
              <span className="text-[11px] font-medium text-red-600">
                <Trans>Unread</Trans>
              </span>
            ) : null}
          </li>
        ))}
        <div ref={bottom} />
      </ol>

      {mayUpdate ? (
        <form
          className="flex items-end gap-2 border-t border-neutral-200 p-3"
          onSubmit={(e) => {
            e.preventDefault()
            submit()
          }}
        >
          <textarea
            data-testid="chat-reply"
            aria-label={t`Reply`}
            placeholder={closed ? t`Reopen the conversation to reply.` : t`Write a reply. Enter sends, Shift+Enter starts a new line.`}
            disabled={closed}
            value={draft}
            maxLength={CHAT_CONTENT_MAX}
            rows={2}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKey}
            className={cn(fieldClass, 'h-auto min-h-16 flex-1 resize-y py-2')}
          />
          <Button type="submit" data-testid="chat-send" disabled={closed || !draft.trim() || send.isPending}>
            <Send className="size-4" aria-hidden />
            <Trans>Send</Trans>
          </Button>
        </form>
      ) : (
        <p className="flex items-center gap-2 border-t border-neutral-200 p-3 text-sm text-neutral-500">
          <CheckCheck className="size-4" aria-hidden />
          <Trans>You may read consultations; answering needs the permission to update them.</Trans>
        </p>
      )}
    </section>
  )
}
