import { useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { Loader2, LogOut, MonitorSmartphone } from 'lucide-react'
import { useFormat } from '../../lib/format.ts'
import type { SessionRow } from '../../../shared/schemas/account.ts'
import { confirmDelete } from '../../lib/confirm.ts'
import { messageText } from '../../lib/form-errors.ts'
import { notify } from '../../lib/notices.ts'
import { Alert } from '../../components/ui/alert.tsx'
import { Button } from '../../components/ui/button.tsx'
import { DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx'
import { accountKeys, revokeSession, sessionsQuery } from './account-api.ts'
import { describeUserAgent } from './user-agent.ts'

/** Active sessions: where the agent is signed in; any other session can be signed out. */
export function SessionsDialog() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const sessions = useQuery(sessionsQuery)
  const [busy, setBusy] = useState<number | null>(null)
  const when = useFormat().dateTime

  async function signOut(row: SessionRow) {
    if (!(await confirmDelete())) return
    setBusy(row.Id)
    try {
      const res = await revokeSession(row.Id)
      notify(res.Message || messageText(res.Result ? 'removeSuccess' : 'invalid'), res.Result ? 'success' : 'error')
      await queryClient.invalidateQueries({ queryKey: accountKeys.sessions })
    } catch {
      // no network: the notice is up already
    } finally {
      setBusy(null)
    }
  }

  return (
    <DialogContent data-testid="dialog-sessions" className="max-w-2xl">
      <DialogHeader>
        <DialogTitle>
          <Trans>Active sessions</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>Where you are signed in. Sign out any session you do not recognise, then change your password.</Trans>
        </DialogDescription>
      </DialogHeader>
      {sessions.isPending ? (
        <p className="flex items-center gap-2 text-sm text-neutral-600">
          <Loader2 className="size-4 animate-spin" aria-hidden />
          <Trans>Loading…</Trans>
        </p>
      ) : sessions.isError ? (
        <Alert variant="destructive">{sessions.error.message}</Alert>
      ) : (
        <ul className="flex flex-col divide-y divide-neutral-200 rounded-md border border-neutral-200" data-testid="session-list">
          {sessions.data.map((row) => {
            const device = describeUserAgent(row.UserAgent) || t`Unknown device`
            const signedIn = when(row.CreateTime)
            const lastActive = when(row.LastTime)
            const ip = row.Ip
            return (
              <li key={row.Id} className="flex items-center gap-3 p-3" data-testid="session-row" data-current={row.Current || undefined}>
                <MonitorSmartphone className="size-5 shrink-0 text-neutral-500" aria-hidden />
                <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <p className="flex flex-wrap items-center gap-2 text-sm font-medium" title={row.UserAgent}>
                    {device}
                    {row.Current ? (
                      <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
                        <Trans>This device</Trans>
                      </span>
                    ) : null}
                  </p>
                  <p className="text-xs text-neutral-600">
                    <Trans>
                      Signed in {signedIn} · Last active {lastActive}
                    </Trans>
                    {ip ? (
                      <>
                        {' · '}
                        <Trans>IP address {ip}</Trans>
                      </>
                    ) : null}
                  </p>
                </div>
                {row.Current ? null : (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => void signOut(row)}
                    disabled={busy === row.Id}
                    data-testid="session-signout"
                  >
                    {busy === row.Id ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <LogOut className="size-4" aria-hidden />}
                    <Trans>Sign out</Trans>
                  </Button>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </DialogContent>
  )
}
