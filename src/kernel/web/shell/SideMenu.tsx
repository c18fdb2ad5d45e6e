import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { ChevronRight, ExternalLink } from 'lucide-react'
import type { MenuGroup } from './menu.ts'
import { ICONS } from './icons.ts'
import { MenuLink } from './MenuLink.tsx'
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '../components/ui/collapsible.tsx'
import { ScrollArea } from '../components/ui/scroll-area.tsx'
import { cn } from '../lib/cn.ts'

/** The group whose items include the page at `pathname`. */
export function groupKeyOf(groups: readonly MenuGroup[], pathname: string | undefined): string | null {
  if (!pathname) return null
  return groups.find((g) => g.items.some((i) => i.path === pathname))?.key ?? null
}

/**
 * The left side menu: an accordion of menu groups (one open at a time; the current page's
 * group opens when the page changes), each item a link with its default query.
 */
export function SideMenu({
  groups,
  activePath,
  onNavigate,
  className,
}: {
  groups: readonly MenuGroup[]
  activePath: string | undefined
  /** Called after an item is chosen (the narrow-screen drawer closes). */
  onNavigate?: () => void
  className?: string
}) {
  const { i18n, t } = useLingui()
  const currentGroup = groupKeyOf(groups, activePath)
  const [open, setOpen] = useState<string | null>(currentGroup)
  // Follow the page: when it moves to another group, open that group (adjusting state during
  // render, React's pattern for state derived from a changing prop).
  const [followed, setFollowed] = useState(currentGroup)
  if (followed !== currentGroup) {
    setFollowed(currentGroup)
    if (currentGroup) setOpen(currentGroup)
  }

  return (
    <nav aria-label={t`Main menu`} data-testid="side-menu" className={cn('flex min-h-0 flex-col bg-white', className)}>
      <ScrollArea className="flex-1 py-1.5">
        <ul className="flex flex-col">
          {groups.map((g) => {
            const Icon = g.icon ? ICONS[g.icon] : null
            const isOpen = open === g.key
            const hasActive = currentGroup === g.key
            return (
              <li key={g.key}>
                <Collapsible open={isOpen} onOpenChange={(o) => setOpen(o ? g.key : null)}>
                  <CollapsibleTrigger
                    data-testid={`menu-group-${g.key}`}
                    className={cn(
                      'group flex h-9 w-full items-center gap-2 pr-2 pl-3 text-left text-[13px] text-neutral-700 outline-none',
                      'hover:bg-neutral-100 hover:text-neutral-900 focus-visible:bg-neutral-100 focus-visible:ring-2 focus-visible:ring-neutral-400 focus-visible:ring-inset',
                      hasActive && 'font-medium text-neutral-900',
                    )}
                  >
                    {Icon ? <Icon className="size-4 shrink-0 text-neutral-500" aria-hidden /> : <span className="size-4 shrink-0" />}
                    <span className="min-w-0 flex-1 truncate" title={i18n._(g.title)}>
                      {i18n._(g.title)}
                    </span>
                    <ChevronRight
                      className="size-3.5 shrink-0 text-neutral-500 transition-transform group-data-[state=open]:rotate-90"
                      aria-hidden
                    />
                  </CollapsibleTrigger>
                  <CollapsibleContent>
                    <ul className="flex flex-col pb-1">
                      {g.items.map((item) => {
                        const active = !item.external && item.path === activePath
                        const title = i18n._(item.title)
                        return (
                          <li key={item.name}>
                            <MenuLink
                              item={item}
                              active={active}
                              onNavigate={onNavigate}
                              testId={`menu-item-${item.name}`}
                              className={cn(
                                'relative flex h-8 items-center gap-1.5 pr-2 pl-9 text-[13px] text-neutral-600 outline-none',
                                'hover:bg-neutral-100 hover:text-neutral-900 focus-visible:bg-neutral-100 focus-visible:ring-2 focus-visible:ring-neutral-400 focus-visible:ring-inset',
                                active &&
                                  'bg-neutral-100 font-medium text-neutral-900 before:absolute before:inset-y-1 before:left-0 before:w-0.5 before:rounded-full before:bg-neutral-900',
                              )}
                            >
                              <span className="min-w-0 flex-1 truncate" title={title}>
                                {title}
                              </span>
                              {item.external ? <ExternalLink className="size-3 shrink-0 text-neutral-500" aria-hidden /> : null}
                            </MenuLink>
                          </li>
                        )
                      })}
                    </ul>
                  </CollapsibleContent>
                </Collapsible>
              </li>
            )
          })}
        </ul>
      </ScrollArea>
    </nav>
  )
}
