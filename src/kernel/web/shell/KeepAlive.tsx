import { Activity, Suspense, memo, useLayoutEffect, useRef, type ReactNode } from 'react'
import { Outlet } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { cn } from '../lib/cn.ts'

/**
 * Keep-alive tabs: one slot per opened (cached) tab, each rendering the layout's `<Outlet/>`.
 * The slot of the presented page is live; the others are hidden, keeping their state and DOM.
 *
 * A hidden slot is both frozen and inactive:
 * - Frozen (the react-freeze technique): `<Freeze>` suspends on a promise that never settles,
 *   so React keeps the subtree but never renders it again while hidden. The flag comes from the
 *   same router state the `<Outlet/>` reads, so the slot freezes in the very render the route
 *   changes, before its `<Outlet/>` could render another route (or a route whose match
 *   TanStack Router has already removed).
 * - Inactive (React 19 `<Activity mode="hidden">`): the page's effects are disconnected, so a
 *   hidden tab runs no polling queries, timers or window listeners; they reconnect on return.
 * Measured in the browser: Activity alone re-renders the hidden `<Outlet/>` with the new route
 * (the kept page is replaced); Freeze alone keeps the page but its queries keep polling.
 *
 * Each slot is its own scrolling element and remembers its offset: returning to a tab restores
 * it; a new tab, or another address within the same tab, starts at the top.
 */
export interface KeepAliveSlot {
  /** The tab key (pathname). */
  key: string
  /** Bumped by "Refresh": a new React key remounts the page. */
  version: number
}

export function KeepAlive({
  slots,
  activeKey,
  activeHref,
}: {
  slots: readonly KeepAliveSlot[]
  activeKey: string | undefined
  /** The presented address (pathname + search) once resolved; undefined while it settles. */
  activeHref: string | undefined
}) {
  return (
    <div className="relative min-h-0 flex-1" data-testid="page-slots">
      {slots.map((s) => (
        <Slot
          key={`${s.key}#${s.version}`}
          slotKey={s.key}
          active={s.key === activeKey}
          href={s.key === activeKey ? activeHref : undefined}
        />
      ))}
    </div>
  )
}

const Slot = memo(function Slot({ slotKey, active, href }: { slotKey: string; active: boolean; href: string | undefined }) {
  const ref = useRef<HTMLDivElement>(null)
  const saved = useRef(0)
  const lastHref = useRef<string | undefined>(undefined)

  useLayoutEffect(() => {
    const el = ref.current
    if (!active || !el) return
    if (href !== undefined) {
      // Another address within the same tab (a filter, a page of a list): start at the top.
      if (lastHref.current !== undefined && lastHref.current !== href) saved.current = 0
      lastHref.current = href
    }
    el.scrollTop = saved.current
  }, [active, href])

  return (
    <div
      ref={ref}
      data-testid="page-slot"
      data-slot={slotKey}
      data-active={active ? 'true' : 'false'}
      hidden={!active}
      onScroll={(e) => {
        if (active) saved.current = e.currentTarget.scrollTop
      }}
      className={cn(
        'absolute inset-0 overflow-auto [scrollbar-color:var(--color-neutral-300)_transparent] [scrollbar-width:thin]',
        !active && 'hidden',
      )}
    >
      <Activity mode={active ? 'visible' : 'hidden'}>
        <Freeze frozen={!active}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Freeze>
      </Activity>
    </div>
  )
})

function PageLoading() {
  return (
    <p className="p-6 text-[13px] text-neutral-600" role="status">
      <Trans>Loading…</Trans>
    </p>
  )
}

/** Never settles: suspending on it keeps a subtree mounted but unrendered. */
type Pending = { promise: Promise<void>; resolve: () => void }

function Suspender({ frozen, children }: { frozen: boolean; children: ReactNode }) {
  const pending = useRef<Pending | null>(null)
  if (frozen) {
    if (!pending.current) {
      let resolve!: () => void
      const promise = new Promise<void>((r) => {
        resolve = r
      })
      pending.current = { promise, resolve }
    }
    throw pending.current.promise
  }
  if (pending.current) {
    pending.current.resolve()
    pending.current = null
  }
  return children
}

/** The react-freeze technique: while `frozen`, the children keep their state and DOM but do not render. */
function Freeze({ frozen, children }: { frozen: boolean; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Suspender frozen={frozen}>{children}</Suspender>
    </Suspense>
  )
}
