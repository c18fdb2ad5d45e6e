import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'

export interface ViewItem<K extends string> {
  key: K
  label: ReactNode
  /** The address of this view (on the same screen). */
  search: Record<string, unknown>
}

/**
 * Ways to look at one screen's data, as a segmented switch beside its title (the stock grouped by
 * product or by place, the settlements or the income they draw on). Each is an address of its own.
 */
export function ViewSwitch<K extends string>({
  to,
  items,
  current,
  label,
  testId,
}: {
  to: string
  items: readonly ViewItem<K>[]
  current: K
  label: string
  testId: string
}) {
  const item = (k: K) =>
    cn(
      'rounded px-2.5 py-1 text-xs',
      k === current ? 'bg-white font-medium text-neutral-900 shadow-sm' : 'text-neutral-600 hover:text-neutral-900',
    )
  return (
    <nav className="inline-flex rounded-md bg-neutral-100 p-0.5" aria-label={label} data-testid={testId}>
      {items.map((v) => (
        <Link
          key={v.key}
          to={to}
          search={v.search}
          className={item(v.key)}
          data-testid={`${testId}-${v.key}`}
          aria-current={v.key === current ? 'page' : undefined}
        >
          {v.label}
        </Link>
      ))}
    </nav>
  )
}
