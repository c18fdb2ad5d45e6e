import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'

/** An inline message; `destructive` for failures. Announced to screen readers (role="alert"). */
export function Alert({ className, variant = 'default', ...props }: ComponentProps<'div'> & { variant?: 'default' | 'destructive' }) {
  return (
    <div
      role="alert"
      className={cn(
        'w-full rounded-lg border px-4 py-3 text-sm',
        variant === 'destructive' ? 'border-red-200 bg-red-50 text-red-800' : 'border-neutral-200 bg-white text-neutral-900',
        className,
      )}
      {...props}
    />
  )
}
