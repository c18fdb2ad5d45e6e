import { useQuery } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { Users } from 'lucide-react'
import { can } from '../../../shared/permissions.ts'
import { api } from '../../lib/api.ts'
import { agentInfoQuery } from '../../lib/auth.ts'
import { notify } from '../../lib/notices.ts'
import { Button } from '../../components/ui/button.tsx'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../components/ui/alert-dialog.tsx'

/** "Set permissions for all staff of this role" (Role/SetAgents), after a confirmation. */
export function ApplyRoleToStaff({ roleId }: { roleId: number }) {
  const access = useQuery(agentInfoQuery).data?.access ?? []
  if (!can(access, 'role:update')) return null
  const apply = async () => {
    const res = await api<{ Count: number }>('Role/SetAgents', { body: { Id: roleId } })
    notify(res.Message ?? '', res.Result ? 'success' : 'error')
  }
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button size="sm" variant="outline" data-testid="role-apply-staff">
          <Users className="size-4" aria-hidden />
          <Trans>Apply to its staff</Trans>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            <Trans>Apply this role’s permissions to all its staff?</Trans>
          </AlertDialogTitle>
          <AlertDialogDescription>
            <Trans>Every staff member with this role gets exactly the role’s permissions; permissions given to them one by one are replaced.</Trans>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>
            <Trans>Cancel</Trans>
          </AlertDialogCancel>
          <AlertDialogAction onClick={() => void apply()} data-testid="role-apply-confirm">
            <Trans>Apply</Trans>
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
