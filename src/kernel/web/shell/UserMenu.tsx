import { Trans, useLingui } from '@lingui/react/macro'
import { ChevronDown, KeyRound, LayoutPanelLeft, LayoutPanelTop, LogOut, MonitorSmartphone, UserRound } from 'lucide-react'
import { openAccountDialog } from './account/account-dialogs.ts'
import { logout } from '../lib/auth.ts'
import { toggleMenuStyle, useLayoutPrefs } from '../lib/layout-prefs.ts'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../components/ui/dropdown-menu.tsx'

/** The header's user dropdown: account dialogs, menu style, log out. */
export function UserMenu({ userName, role }: { userName: string; role?: string | undefined }) {
  const { t } = useLingui()
  const { style } = useLayoutPrefs()
  const initial = Array.from(userName.trim())[0]?.toUpperCase() ?? '?'
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        data-testid="user-menu"
        title={t`Account menu`}
        className="flex h-8 items-center gap-2 rounded-md px-1.5 text-[13px] text-neutral-700 outline-none hover:bg-neutral-100 focus-visible:ring-2 focus-visible:ring-neutral-400 data-[state=open]:bg-neutral-100"
      >
        <span
          aria-hidden
          className="flex size-6 items-center justify-center rounded-full bg-neutral-200 text-[11px] font-semibold text-neutral-700"
        >
          {initial}
        </span>
        <span data-testid="user-name" className="sr-only max-w-32 truncate min-[600px]:not-sr-only">
          {userName}
        </span>
        <ChevronDown className="size-3 text-neutral-500" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="truncate text-[13px] font-medium text-neutral-900">{userName}</span>
          {role ? <span className="truncate text-xs font-normal text-neutral-600">{role}</span> : null}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem data-testid="menu-change-password" onSelect={() => openAccountDialog('password')}>
          <KeyRound aria-hidden />
          <Trans>Change password</Trans>
        </DropdownMenuItem>
        <DropdownMenuItem data-testid="menu-profile" onSelect={() => openAccountDialog('profile')}>
          <UserRound aria-hidden />
          <Trans>My profile</Trans>
        </DropdownMenuItem>
        <DropdownMenuItem data-testid="menu-sessions" onSelect={() => openAccountDialog('sessions')}>
          <MonitorSmartphone aria-hidden />
          <Trans>Active sessions</Trans>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem data-testid="menu-switch-style" onSelect={toggleMenuStyle}>
          {style === 'side' ? <LayoutPanelTop aria-hidden /> : <LayoutPanelLeft aria-hidden />}
          {style === 'side' ? <Trans>Switch to top menu</Trans> : <Trans>Switch to side menu</Trans>}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem data-testid="menu-logout" onSelect={logout}>
          <LogOut aria-hidden />
          <Trans>Log out</Trans>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
