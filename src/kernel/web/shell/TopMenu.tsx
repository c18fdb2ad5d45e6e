import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { ChevronDown, ChevronLeft, ChevronRight, ExternalLink } from 'lucide-react'
import { topMenuGroups, topPanelWidth, type MenuGroup } from './menu.ts'
import { ICONS } from './icons.ts'
import { MenuLink } from './MenuLink.tsx'
import { groupKeyOf } from './SideMenu.tsx'
import { Popover, PopoverContent, PopoverTrigger } from '../components/ui/popover.tsx'
import { useWindowWidth } from '../lib/layout-prefs.ts'
import { cn } from '../lib/cn.ts'

/** Width of one cell of a top-menu panel (the panel is 570 = 3 cells, or 190 per child). */
const CELL = 190
const CLOSE_DELAY = 150

/**
 * The top menu: the menu groups in a row under the header (all above 1100 px of window width,
 * else the first five), each opening a panel on hover or click with its screens in 190 px
 * cells. When the groups do not fit, the row scrolls sideways (wheel, arrows at its ends, and
 * keyboard focus).
 */
export function TopMenu({ groups, activePath }: { groups: readonly MenuGroup[]; activePath: string | undefined }) {
  const { i18n, t } = useLingui()
  const width = useWindowWidth()
  const shown = topMenuGroups([...groups], width)
  const currentGroup = groupKeyOf(groups, activePath)
  const [open, setOpen] = useState<string | null>(null)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const byHover = useRef(false)

  useEffect(() => () => clearTimeout(closeTimer.current), [])
  const { scroller, canLeft, canRight, scrollBy } = useSideScroll(shown.length)
  const cancelClose = () => clearTimeout(closeTimer.current)
  const scheduleClose = () => {
    clearTimeout(closeTimer.current)
    closeTimer.current = setTimeout(() => setOpen(null), CLOSE_DELAY)
  }

  return (
    <nav
      aria-label={t`Main menu`}
      data-testid="top-menu"
      className="relative flex h-10 shrink-0 items-center border-b border-neutral-200 bg-white"
    >
      {canLeft ? (
        <button
          type="button"
          tabIndex={-1}
          aria-label={t`Scroll the menu left`}
          onClick={() => scrollBy(-1)}
          className="absolute inset-y-0 left-0 z-10 flex w-7 items-center justify-center bg-gradient-to-r from-white from-60% to-transparent text-neutral-500 hover:text-neutral-900"
        >
          <ChevronLeft className="size-4" aria-hidden />
        </button>
      ) : null}
      <div
        ref={scroller}
        className="flex h-full min-w-0 flex-1 items-center gap-0.5 overflow-x-auto overflow-y-hidden px-2 [scrollbar-width:none]"
      >
        {shown.map((g) => {
          const Icon = g.icon ? ICONS[g.icon] : null
          const isOpen = open === g.key
          const panelWidth = topPanelWidth(g.items.length)
          return (
            <Popover
              key={g.key}
              open={isOpen}
              onOpenChange={(o) => {
                byHover.current = false
                setOpen(o ? g.key : null)
              }}
            >
              <PopoverTrigger
                data-testid={`top-group-${g.key}`}
                onPointerEnter={(e) => {
                  if (e.pointerType !== 'mouse') return
                  cancelClose()
                  if (open !== g.key) {
                    byHover.current = true
                    setOpen(g.key)
                  }
                }}
                onPointerLeave={(e) => {
                  if (e.pointerType === 'mouse') scheduleClose()
                }}
                onClick={(e) => {
                  // A click on a group the pointer just opened keeps it open.
                  if (isOpen && byHover.current) {
                    e.preventDefault()
                    byHover.current = false
                  }
                }}
                className={cn(
                  'flex h-8 shrink-0 items-center gap-1.5 rounded-md px-2.5 text-[13px] whitespace-nowrap text-neutral-700 outline-none',
                  'hover:bg-neutral-100 hover:text-neutral-900 focus-visible:ring-2 focus-visible:ring-neutral-400 data-[state=open]:bg-neutral-100 data-[state=open]:text-neutral-900',
                  currentGroup === g.key && 'font-medium text-neutral-900',
                )}
              >
                {Icon ? <Icon className="size-4 text-neutral-500" aria-hidden /> : null}
                {i18n._(g.title)}
                <ChevronDown className="size-3 text-neutral-500" aria-hidden />
              </PopoverTrigger>
              <PopoverContent
                align="start"
                data-testid={`top-panel-${g.key}`}
                onOpenAutoFocus={(e) => {
                  if (byHover.current) e.preventDefault()
                }}
                onPointerEnter={cancelClose}
                onPointerLeave={(e) => {
                  if (e.pointerType === 'mouse') scheduleClose()
                }}
                style={{ width: panelWidth }}
                className="border-0 p-0 ring-1 ring-neutral-200"
              >
                <ul className="grid" style={{ gridTemplateColumns: `repeat(auto-fill, ${CELL}px)` }}>
                  {g.items.map((item) => {
                    const ItemIcon = item.icon ? ICONS[item.icon] : null
                    const active = !item.external && item.path === activePath
                    const title = i18n._(item.title)
                    return (
                      <li key={item.name} className="p-1">
                        <MenuLink
                          item={item}
                          active={active}
                          testId={`menu-item-${item.name}`}
                          onNavigate={() => setOpen(null)}
                          className={cn(
                            'flex h-9 items-center gap-2 rounded-md px-2.5 text-[13px] text-neutral-700 outline-none',
                            'hover:bg-neutral-100 hover:text-neutral-900 focus-visible:bg-neutral-100 focus-visible:ring-2 focus-visible:ring-neutral-400',
                            active && 'bg-neutral-100 font-medium text-neutral-900',
                          )}
                        >
                          {ItemIcon ? <ItemIcon className="size-4 shrink-0 text-neutral-500" aria-hidden /> : null}
                          <span className="min-w-0 flex-1 truncate" title={title}>
                            {title}
                          </span>
                          {item.external ? <ExternalLink className="size-3 shrink-0 text-neutral-500" aria-hidden /> : null}
                        </MenuLink>
                      </li>
                    )
                  })}
                </ul>
              </PopoverContent>
            </Popover>
          )
        })}
      </div>
      {canRight ? (
        <button
          type="button"
          tabIndex={-1}
          aria-label={t`Scroll the menu right`}
          onClick={() => scrollBy(1)}
          className="absolute inset-y-0 right-0 z-10 flex w-7 items-center justify-center bg-gradient-to-l from-white from-60% to-transparent text-neutral-500 hover:text-neutral-900"
        >
          <ChevronRight className="size-4" aria-hidden />
        </button>
      ) : null}
    </nav>
  )
}

/** A row that scrolls sideways: whether it can scroll each way, and the wheel turned sideways. */
function useSideScroll(items: number) {
  const scroller = useRef<HTMLDivElement>(null)
  const [edges, setEdges] = useState({ canLeft: false, canRight: false })
  const measure = useCallback(() => {
    const el = scroller.current
    if (!el) return
    const canLeft = el.scrollLeft > 1
    const canRight = el.scrollLeft + el.clientWidth < el.scrollWidth - 1
    setEdges((e) => (e.canLeft === canLeft && e.canRight === canRight ? e : { canLeft, canRight }))
  }, [])
  useLayoutEffect(() => {
    const el = scroller.current
    if (!el) return
    measure()
    const onWheel = (e: WheelEvent) => {
      if (Math.abs(e.deltaY) <= Math.abs(e.deltaX) || el.scrollWidth <= el.clientWidth) return
      e.preventDefault()
      el.scrollLeft += e.deltaY
    }
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    el.addEventListener('scroll', measure, { passive: true })
    el.addEventListener('wheel', onWheel, { passive: false })
    return () => {
      observer.disconnect()
      el.removeEventListener('scroll', measure)
      el.removeEventListener('wheel', onWheel)
    }
  }, [measure, items])
  const scrollBy = (direction: 1 | -1) => {
    const el = scroller.current
    if (el) el.scrollBy({ left: direction * el.clientWidth * 0.7, behavior: 'smooth' })
  }
  return { scroller, ...edges, scrollBy }
}
