import { Trans, useLingui } from '@lingui/react/macro'
import { ChevronDown, KeyRound, Languages, LayoutPanelLeft, LayoutPanelTop, LogOut, MonitorSmartphone, UserRound } from 'lucide-react'
import { openAccountDialog } from './account/account-dialogs.ts'
import { logout } from '../lib/auth.ts'
import { toggleMenuStyle, useIsNarrow, useLayoutPrefs } from '../lib/layout-prefs.ts'
import { INTL_TAG, LOCALE_NAMES, LOCALES, isLocale } from '../../shared/locales.ts'
import { changeLocale } from '../lib/i18n.ts'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../components/ui/dropdown-menu.tsx'

/**
 * The header's user dropdown: account dialogs, menu style, log out; on a narrow screen also the
 * language, which the header has no room for there.
 */
export function UserMenu({ userName, role }: { userName: string; role?: string | undefined }) {
  const { i18n, t } = useLingui()
  const { style } = useLayoutPrefs()
  const narrow = useIsNarrow()
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
      <DropdownMenuContent
        align="end"
        collisionPadding={8}
        className="max-h-[var(--radix-dropdown-menu-content-available-height)] w-56 overflow-y-auto"
        data-testid="user-menu-content"
      >
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
        {narrow ? null : (
          <DropdownMenuItem data-testid="menu-switch-style" onSelect={toggleMenuStyle}>
            {style === 'side' ? <LayoutPanelTop aria-hidden /> : <LayoutPanelLeft aria-hidden />}
            {style === 'side' ? <Trans>Switch to top menu</Trans> : <Trans>Switch to side menu</Trans>}
          </DropdownMenuItem>
        )}
        {narrow ? (
          <>
            <DropdownMenuLabel className="flex items-center gap-2 text-xs font-normal text-neutral-600">
              <Languages className="size-4" aria-hidden />
              {t`Language`}
            </DropdownMenuLabel>
            <DropdownMenuRadioGroup
              aria-label={t`Language`}
              value={i18n.locale}
              onValueChange={(l) => {
                if (isLocale(l)) void changeLocale(l)
              }}
            >
              {LOCALES.map((l) => (
                <DropdownMenuRadioItem key={l} value={l} lang={INTL_TAG[l]} data-testid={`menu-language-${l}`}>
                  {LOCALE_NAMES[l]}
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
          </>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem data-testid="menu-logout" onSelect={logout}>
          <LogOut aria-hidden />
          <Trans>Log out</Trans>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
