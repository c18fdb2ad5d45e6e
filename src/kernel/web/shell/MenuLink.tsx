import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import type { MenuItem } from './menu.ts'

/**
 * A menu entry: a router link to the screen with its default query, or, for an external
 * entry, a plain link opening in a new browser tab.
 */
export function MenuLink({
  item,
  className,
  children,
  onNavigate,
  testId,
  active,
}: {
  item: MenuItem
  className?: string
  children: ReactNode
  onNavigate?: (() => void) | undefined
  testId?: string
  active?: boolean
}) {
  if (item.external) {
    return (
      <a href={item.external} target="_blank" rel="noopener noreferrer" className={className} data-testid={testId} onClick={onNavigate}>
        {children}
        <span className="sr-only">
          <Trans>(opens in a new tab)</Trans>
        </span>
      </a>
    )
  }
  return (
    <Link
      // Paths come from the route tree itself (buildMenu), so they exist; TanStack's literal
      // path types cannot follow a runtime list.
      to={item.path}
      search={item.search ?? {}}
      className={className}
      data-testid={testId}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    >
      {children}
    </Link>
  )
}
