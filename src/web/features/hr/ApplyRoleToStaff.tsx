import { useQuery } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { Users } from 'lucide-react'
import { can } from '../../../kernel/shared/permissions.ts'
import { api } from '../../../kernel/web/lib/api.ts'
import { agentInfoQuery } from '../../../kernel/web/lib/auth.ts'
import { confirmAction } from '../../../kernel/web/lib/confirm.ts'
import { notify } from '../../../kernel/web/lib/notices.ts'
import { Button } from '../../../kernel/web/components/ui/button.tsx'

/** "Set permissions for all staff of this role" (Role/SetAgents), after a confirmation. */
export function ApplyRoleToStaff({ roleId }: { roleId: number }) {
  const access = useQuery(agentInfoQuery).data?.access ?? []
  if (!can(access, 'role:update')) return null
  const apply = async () => {
    const ok = await confirmAction({
      title: msg`Apply this role’s permissions to all its staff?`,
      description: msg`Every staff member with this role gets exactly the role’s permissions; permissions given to them one by one are replaced.`,
      action: msg`Apply`,
    })
    if (!ok) return
    const res = await api<{ Count: number }>('Role/SetAgents', { body: { Id: roleId } })
    notify(res.Message ?? '', res.Result ? 'success' : 'error')
  }
  return (
    <Button size="sm" variant="outline" onClick={() => void apply()} data-testid="role-apply-staff">
      <Users className="size-4" aria-hidden />
      <Trans>Apply to its staff</Trans>
    </Button>
  )
}
