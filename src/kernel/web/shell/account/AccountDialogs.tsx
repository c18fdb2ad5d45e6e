import { lazy, Suspense } from 'react'
import { Loader2 } from 'lucide-react'
import { Dialog } from '../../components/ui/dialog.tsx'
import { closeAccountDialog, useOpenAccountDialog } from './account-dialogs.ts'

// The dialogs (their forms, validation and react-hook-form) load when one is first opened, not
// with the shell every page needs.
const ChangePasswordDialog = lazy(() => import('./ChangePasswordDialog.tsx').then((m) => ({ default: m.ChangePasswordDialog })))
const ProfileDialog = lazy(() => import('./ProfileDialog.tsx').then((m) => ({ default: m.ProfileDialog })))
const SessionsDialog = lazy(() => import('./SessionsDialog.tsx').then((m) => ({ default: m.SessionsDialog })))

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
      <Suspense fallback={open ? <Loader2 className="fixed top-1/2 left-1/2 size-6 animate-spin text-white" aria-hidden /> : null}>
        {open === 'password' ? <ChangePasswordDialog /> : null}
        {open === 'profile' ? <ProfileDialog /> : null}
        {open === 'sessions' ? <SessionsDialog /> : null}
      </Suspense>
    </Dialog>
  )
}
