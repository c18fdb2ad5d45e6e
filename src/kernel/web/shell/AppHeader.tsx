import type { ReactNode } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ClipboardList, Globe, Maximize, Minimize, PanelLeftClose, PanelLeftOpen } from 'lucide-react'
import { agentInfoQuery } from '../lib/auth.ts'
import { APP_NAME } from '../lib/i18n.ts'
import { fullscreenSupported, toggleFullscreen, useIsFullscreen } from '../lib/fullscreen.ts'
import { LanguageSelect } from './LanguageSelect.tsx'
import { ReminderBell } from './ReminderBell.tsx'
import { UserMenu } from './UserMenu.tsx'
import { cn } from '../lib/cn.ts'

/** The areas' buttons in the header, given the agent's permissions and the header's button look. */
export type HeaderItems = (ctx: { access: readonly string[]; className: string }) => ReactNode

export const headerIconButton =
  'relative flex size-8 shrink-0 items-center justify-center rounded-md text-neutral-600 outline-none hover:bg-neutral-100 hover:text-neutral-900 focus-visible:ring-2 focus-visible:ring-neutral-400'

/**
 * The bar above every signed-in page (48 px): menu button, logo and product name, then
 * fullscreen, consultations (for agents who handle them), reminders, language and the user menu.
 * Below 600 px it keeps to icons, the language moving into the user menu, so it fits a 360 px phone.
 */
export function AppHeader({
  menuButton,
  menuOpen,
  onMenuButton,
  items,
}: {
  /** Whether the menu button shows (not when the URL hides the menu, nor for the top menu). */
  menuButton: boolean
  /** The side menu (or the narrow-screen drawer) is showing. */
  menuOpen: boolean
  onMenuButton: () => void
  /** What the app's areas add to the header before the reminders (the chat's unread badge). */
  items?: HeaderItems
}) {
  const { data: info } = useSuspenseQuery(agentInfoQuery)
  const { i18n, t } = useLingui()
  const fullscreen = useIsFullscreen()
  const appName = i18n._(APP_NAME)
  return (
    <header className="relative z-40 flex h-12 shrink-0 items-center gap-2 border-b border-neutral-200 bg-white px-2 max-[599px]:gap-1 sm:px-3">
      {menuButton ? (
        <button
          type="button"
          data-testid="collapse-menu"
          aria-expanded={menuOpen}
          aria-label={menuOpen ? t`Hide menu` : t`Show menu`}
          title={menuOpen ? t`Hide menu` : t`Show menu`}
          onClick={onMenuButton}
          className={headerIconButton}
        >
          {menuOpen ? <PanelLeftClose className="size-4" aria-hidden /> : <PanelLeftOpen className="size-4" aria-hidden />}
        </button>
      ) : null}
      <Link
        to="/home"
        data-testid="logo"
        aria-label={appName}
        title={appName}
        className="flex min-w-0 shrink-0 items-center gap-2 rounded-md pr-1 outline-none focus-visible:ring-2 focus-visible:ring-neutral-400"
      >
        <span aria-hidden className="flex size-7 shrink-0 items-center justify-center rounded-md bg-neutral-900 text-white">
          <Globe className="size-4" />
        </span>
        <span data-testid="app-name" className="hidden max-w-md truncate text-sm font-semibold text-neutral-900 min-[600px]:block">
          {appName}
        </span>
      </Link>
      <Link
        to="/my_work"
        data-testid="my-work-link"
        title={t`My work`}
        className="flex h-8 shrink-0 items-center gap-1.5 rounded-md px-2 text-sm text-neutral-600 outline-none hover:bg-neutral-100 hover:text-neutral-900 focus-visible:ring-2 focus-visible:ring-neutral-400 aria-[current=page]:bg-neutral-100 aria-[current=page]:font-medium aria-[current=page]:text-neutral-900"
      >
        <ClipboardList className="size-4" aria-hidden />
        <span className="max-[599px]:sr-only">{t`My work`}</span>
      </Link>
      <div className="flex-1" />
      <div className="flex shrink-0 items-center gap-0.5">
        {fullscreenSupported() ? (
          <button
            type="button"
            data-testid="fullscreen"
            aria-pressed={fullscreen}
            aria-label={fullscreen ? t`Exit fullscreen` : t`Fullscreen`}
            title={fullscreen ? t`Exit fullscreen` : t`Fullscreen`}
            onClick={() => void toggleFullscreen()}
            className={cn(headerIconButton, 'max-[599px]:hidden')}
          >
            {fullscreen ? <Minimize className="size-4" aria-hidden /> : <Maximize className="size-4" aria-hidden />}
          </button>
        ) : null}
        {items?.({ access: info.access, className: headerIconButton })}
        <ReminderBell className={headerIconButton} />
        {/* Below 600 px the language is chosen in the user menu: the header has no room for it. */}
        <LanguageSelect className="mx-1 h-8 w-auto max-w-32 border-neutral-200 pr-7 text-xs shadow-none max-[599px]:hidden" />
        <UserMenu userName={info.user_name} role={info.role} />
      </div>
    </header>
  )
}
