import { useSyncExternalStore } from 'react'

/**
 * Which account dialog is open. The header's user menu opens them; <AccountDialogs/>,
 * rendered once in the shell, shows the open one.
 */
export type AccountDialog = 'password' | 'profile' | 'sessions'

let open: AccountDialog | null = null
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((l) => l())

export function openAccountDialog(dialog: AccountDialog) {
  open = dialog
  emit()
}
export function closeAccountDialog() {
  open = null
  emit()
}
export function useOpenAccountDialog(): AccountDialog | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    () => open,
  )
}
