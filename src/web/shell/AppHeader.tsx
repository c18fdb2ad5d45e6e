import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { LogOut, UserRound } from 'lucide-react'
import { agentInfoQuery, logout } from '../lib/auth.ts'
import { APP_NAME } from '../lib/i18n.ts'
import { Button } from '../components/ui/button.tsx'
import { LanguageSelect } from './LanguageSelect.tsx'

/** The bar above every signed-in page: product name, language, the agent and log out. */
export function AppHeader() {
  const { data: info } = useSuspenseQuery(agentInfoQuery)
  const { i18n } = useLingui()
  return (
    <header className="sticky top-0 z-40 border-b border-neutral-200 bg-white">
      <div className="flex h-14 items-center gap-4 px-4 sm:px-6">
        <Link to="/home" className="truncate text-sm font-semibold text-neutral-900">
          {i18n._(APP_NAME)}
        </Link>
        <div className="ml-auto flex items-center gap-3">
          <LanguageSelect />
          <span className="flex items-center gap-2 text-sm text-neutral-700" data-testid="user-name">
            <UserRound className="size-4 text-neutral-500" aria-hidden />
            {info.user_name}
          </span>
          <Button variant="outline" size="sm" data-testid="logout" onClick={logout}>
            <LogOut className="size-4" aria-hidden />
            <Trans>Log out</Trans>
          </Button>
        </div>
      </div>
    </header>
  )
}
