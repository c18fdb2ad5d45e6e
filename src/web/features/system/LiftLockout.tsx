import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { LockOpen } from 'lucide-react'
import { can } from '../../../kernel/shared/permissions.ts'
import { api } from '../../../kernel/web/lib/api.ts'
import { resourceKeys } from '../../../kernel/web/components/resource/resource-api.ts'
import { agentInfoQuery } from '../../../kernel/web/lib/auth.ts'
import { confirmAction } from '../../../kernel/web/lib/confirm.ts'
import { notify } from '../../../kernel/web/lib/notices.ts'
import { Button } from '../../../kernel/web/components/ui/button.tsx'

/** "Lift" on a lock-out still in force (LoginLockout/Lift), after a confirmation. */
export function LiftLockout({ row }: { row: { Id: number; BlockedUntil?: unknown; LiftTime?: unknown } }) {
  const access = useQuery(agentInfoQuery).data?.access ?? []
  const queryClient = useQueryClient()
  const inForce = Number(row.LiftTime ?? 0) === 0 && Number(row.BlockedUntil ?? 0) > Date.now() / 1000
  if (!inForce || !can(access, 'security:update')) return null
  const lift = async () => {
    const ok = await confirmAction({
      title: msg`Lift this lock-out?`,
      description: msg`Logins from this account (or address) may be tried again at once. Lift it only when you know who was locked out.`,
      action: msg`Lift`,
    })
    if (!ok) return
    const res = await api('LoginLockout/Lift', { body: { Id: row.Id } })
    notify(res.Message ?? '', res.Result ? 'success' : 'error')
    await queryClient.invalidateQueries({ queryKey: resourceKeys.all('LoginLockout') })
  }
  return (
    <Button size="sm" variant="outline" onClick={() => void lift()} data-testid="lockout-lift">
      <LockOpen className="size-4" aria-hidden />
      <Trans>Lift</Trans>
    </Button>
  )
}
