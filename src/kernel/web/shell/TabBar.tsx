import { useEffect, useRef, type MouseEvent } from 'react'
import { useRouter } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { ChevronDown, House, RotateCw, X, XCircle, XSquare } from 'lucide-react'
import { HOME_KEY, createClickLock, type Tab } from '../lib/tabs.ts'
import { metaOf, titleOf } from './page-info.ts'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../components/ui/dropdown-menu.tsx'
import { cn } from '../lib/cn.ts'

const iconButton =
  'flex size-7 shrink-0 items-center justify-center rounded-md text-neutral-600 outline-none hover:bg-neutral-100 hover:text-neutral-900 focus-visible:ring-2 focus-visible:ring-neutral-400 data-[state=open]:bg-neutral-100'

function isModifiedClick(e: MouseEvent) {
  return e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey
}

/**
 * The tab bar of opened pages: home first and permanent, the others closable; a refresh
 * button for the current page and a menu to close all or the other tabs. Clicks within 300 ms
 * after the active tab changed are ignored.
 */
export function TabBar({
  tabs,
  activeKey,
  onSelect,
  onClose,
  onCloseAll,
  onCloseOthers,
  onRefresh,
}: {
  tabs: readonly Tab[]
  activeKey: string | undefined
  onSelect: (tab: Tab) => void
  onClose: (tab: Tab) => void
  onCloseAll: () => void
  onCloseOthers: () => void
  onRefresh: () => void
}) {
  const router = useRouter()
  const { i18n, t } = useLingui()
  const lock = useRef(createClickLock())
  const listRef = useRef<HTMLUListElement>(null)
  const seenKey = useRef(activeKey)

  // Any change of the active tab (a click, a menu link, back/forward) starts the click lock,
  // and brings the active tab into view; so does the tab list drawn after a deep link (the active
  // tab may be last of many restored ones).
  useEffect(() => {
    if (seenKey.current !== activeKey) {
      seenKey.current = activeKey
      lock.current.changed()
    }
    const el = listRef.current?.querySelector<HTMLElement>('[aria-current="page"]')
    el?.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  }, [activeKey, tabs.length])

  const activeIsClosable = !!activeKey && activeKey !== HOME_KEY && tabs.some((tab) => tab.key === activeKey)
  const othersExist = tabs.some((tab) => tab.key !== HOME_KEY && tab.key !== activeKey)

  return (
    <div className="flex h-9 shrink-0 items-center gap-1 border-b border-neutral-200 bg-white pr-2 pl-1" data-testid="tab-bar">
      <nav aria-label={t`Open pages`} className="min-w-0 flex-1">
        <ul ref={listRef} className="flex items-center gap-1 overflow-x-auto overflow-y-hidden px-1 py-1 [scrollbar-width:none]">
          {tabs.map((tab) => {
            const meta = metaOf(router, tab.routeId)
            const title = titleOf(meta, tab.key)
            const label = title ? i18n._(title) : tab.name
            const active = tab.key === activeKey
            const home = tab.key === HOME_KEY
            return (
              <li
                key={tab.key}
                className={cn(
                  'group flex h-7 shrink-0 items-center rounded-md border text-[13px] transition-colors',
                  active
                    ? 'border-neutral-300 bg-neutral-100 font-medium text-neutral-900'
                    : 'border-transparent text-neutral-600 hover:bg-neutral-50 hover:text-neutral-900',
                  tab.disabled && 'opacity-50',
                )}
              >
                <a
                  href={tab.href}
                  data-testid={`tab-${tab.name}`}
                  data-tab-key={tab.key}
                  aria-current={active ? 'page' : undefined}
                  aria-disabled={tab.disabled || undefined}
                  onClick={(e) => {
                    if (isModifiedClick(e)) return
                    e.preventDefault()
                    if (tab.disabled || active) return
                    lock.current.click(() => onSelect(tab))
                  }}
                  className={cn(
                    'flex h-full max-w-48 items-center gap-1.5 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-neutral-400',
                    home ? 'px-2.5' : 'pr-1 pl-2.5',
                  )}
                >
                  {home ? <House className="size-3.5 shrink-0" aria-hidden /> : null}
                  <span className="truncate">{label}</span>
                </a>
                {home ? null : (
                  <button
                    type="button"
                    data-testid={`tab-close-${tab.name}`}
                    aria-label={t`Close ${label}`}
                    title={t`Close`}
                    onClick={() => onClose(tab)}
                    className="mr-1 flex size-4 items-center justify-center rounded-sm text-neutral-500 outline-none hover:bg-neutral-300 hover:text-neutral-900 focus-visible:ring-2 focus-visible:ring-neutral-400"
                  >
                    <X className="size-3" aria-hidden />
                  </button>
                )}
              </li>
            )
          })}
        </ul>
      </nav>
      <button
        type="button"
        data-testid="tab-refresh"
        aria-label={t`Refresh this page`}
        title={t`Refresh this page`}
        onClick={onRefresh}
        className={iconButton}
      >
        <RotateCw className="size-3.5" aria-hidden />
      </button>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger data-testid="tabs-menu" aria-label={t`Tab actions`} title={t`Tab actions`} className={iconButton}>
          <ChevronDown className="size-4" aria-hidden />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-44">
          <DropdownMenuItem data-testid="tabs-refresh" onSelect={onRefresh}>
            <RotateCw aria-hidden />
            <Trans>Refresh this page</Trans>
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem data-testid="tabs-close-others" disabled={!othersExist} onSelect={onCloseOthers}>
            <XSquare aria-hidden />
            <Trans>Close others</Trans>
          </DropdownMenuItem>
          <DropdownMenuItem data-testid="tabs-close-all" disabled={!activeIsClosable && !othersExist} onSelect={onCloseAll}>
            <XCircle aria-hidden />
            <Trans>Close all</Trans>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  )
}
