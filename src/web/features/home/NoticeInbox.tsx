import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { NOTICE_TYPES } from '../../../shared/resources/notice-types.ts'
import { api } from '../../../kernel/web/lib/api.ts'
import { ApiFailure } from '../../../kernel/web/lib/auth.ts'
import { useFormat } from '../../../kernel/web/lib/format.ts'
import { cn } from '../../../kernel/web/lib/cn.ts'
import { Button } from '../../../kernel/web/components/ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../kernel/web/components/ui/dialog.tsx'
import { homeKeys } from './home-api.ts'

interface InboxRow {
  Id: number
  Type: number
  Title: string
  Content: string
  CreateTime: number
  AgentName: string
  IsRead: number
}

const inboxKey = (unread: boolean) => ['Notice', 'inbox', unread] as const

/**
 * The signed-in agent's notices (the home card "unread notices" opens it): unread ones first in
 * weight, bold; opening one shows its text and marks it read, and the card's number follows.
 */
export function NoticeInbox({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { t, i18n } = useLingui()
  const fmt = useFormat()
  const queryClient = useQueryClient()
  const [unreadOnly, setUnreadOnly] = useState(true)
  const [opened, setOpened] = useState<number>()
  const inbox = useQuery({
    queryKey: inboxKey(unreadOnly),
    enabled: open,
    queryFn: async ({ signal }) => {
      const res = await api<InboxRow[]>('Notice/Inbox', { query: { Size: 200, ...(unreadOnly ? { Unread: 1 } : {}) }, signal })
      if (!res.Result) throw new ApiFailure(res)
      return res.Data ?? []
    },
  })
  const markRead = useMutation({
    mutationFn: (body: { Id: number } | { All: true }) => api('Notice/Read', { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: homeKeys.all })
      void queryClient.invalidateQueries({ queryKey: ['Notice', 'inbox'] })
    },
  })
  const show = (row: InboxRow) => {
    setOpened(opened === row.Id ? undefined : row.Id)
    if (!row.IsRead) markRead.mutate({ Id: row.Id })
  }
  const rows = inbox.data ?? []
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl" data-testid="notice-inbox">
        <DialogHeader>
          <DialogTitle>
            <Trans>Notices</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Opening a notice marks it read.</Trans>
          </DialogDescription>
        </DialogHeader>
        <div className="flex items-center justify-between gap-2">
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={unreadOnly} onChange={(e) => setUnreadOnly(e.target.checked)} data-testid="inbox-unread-only" />
            <Trans>Unread only</Trans>
          </label>
          <Button
            variant="outline"
            size="sm"
            disabled={markRead.isPending}
            onClick={() => markRead.mutate({ All: true })}
            data-testid="inbox-read-all"
          >
            <Trans>Mark all read</Trans>
          </Button>
        </div>
        <ul
          className="max-h-[60vh] divide-y divide-neutral-100 overflow-y-auto rounded-md border border-neutral-200"
          aria-busy={inbox.isLoading}
        >
          {rows.length === 0 && !inbox.isLoading ? (
            <li className="p-6 text-center text-sm text-neutral-500">{unreadOnly ? t`Nothing unread.` : t`No notices yet.`}</li>
          ) : null}
          {rows.map((row) => {
            const type = NOTICE_TYPES.find((x) => x.value === row.Type)
            return (
              <li key={row.Id} data-testid="inbox-item" data-read={row.IsRead}>
                <button
                  type="button"
                  className="flex w-full flex-col gap-1 p-3 text-left hover:bg-neutral-50 focus-visible:bg-neutral-50 focus-visible:outline-none"
                  aria-expanded={opened === row.Id}
                  onClick={() => show(row)}
                >
                  <span className="flex items-center gap-2">
                    {!row.IsRead ? <span className="size-2 shrink-0 rounded-full bg-orange-500" aria-label={t`Unread`} /> : null}
                    <span className={cn('truncate', !row.IsRead && 'font-semibold')}>{row.Title}</span>
                  </span>
                  <span className="text-xs text-neutral-500">
                    {[type ? i18n._(type.label) : '', row.AgentName, fmt.dateTime(row.CreateTime)].filter(Boolean).join(' · ')}
                  </span>
                </button>
                {opened === row.Id ? <p className="px-3 pb-3 text-sm whitespace-pre-wrap text-neutral-700">{row.Content || '—'}</p> : null}
              </li>
            )
          })}
        </ul>
      </DialogContent>
    </Dialog>
  )
}
