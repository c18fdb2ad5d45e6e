import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'

/**
 * A scrolling region with thin, quiet scrollbars. Native scrolling (wheel, keyboard, touch,
 * scroll position) — only the scrollbar is styled.
 */
export function ScrollArea({
  className,
  orientation = 'vertical',
  ...props
}: ComponentProps<'div'> & { orientation?: 'vertical' | 'horizontal' | 'both' }) {
  return (
    <div
      className={cn(
        'min-h-0 min-w-0 [scrollbar-color:var(--color-neutral-300)_transparent] [scrollbar-width:thin]',
        orientation === 'vertical' && 'overflow-x-hidden overflow-y-auto',
        orientation === 'horizontal' && 'overflow-x-auto overflow-y-hidden',
        orientation === 'both' && 'overflow-auto',
        className,
      )}
      {...props}
    />
  )
}
