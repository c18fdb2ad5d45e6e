import { Dialog } from '../../components/ui/dialog.tsx'
import { closeAccountDialog, useOpenAccountDialog } from './account-dialogs.ts'
import { ChangePasswordDialog } from './ChangePasswordDialog.tsx'
import { ProfileDialog } from './ProfileDialog.tsx'
import { SessionsDialog } from './SessionsDialog.tsx'

/**
 * The account dialog the header's user menu opened (`openAccountDialog`), if any. Rendered
 * once by the shell. Each dialog mounts afresh when opened, so a form never keeps old input.
 */
export function AccountDialogs() {
  const open = useOpenAccountDialog()
  return (
    <Dialog
      open={open !== null}
      onOpenChange={(next) => {
        if (!next) closeAccountDialog()
      }}
    >
      {open === 'password' ? <ChangePasswordDialog /> : null}
      {open === 'profile' ? <ProfileDialog /> : null}
      {open === 'sessions' ? <SessionsDialog /> : null}
    </Dialog>
  )
}
