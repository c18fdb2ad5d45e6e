import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'

const VARIANTS = {
  default: 'border-neutral-200 bg-white text-neutral-900',
  destructive: 'border-red-200 bg-red-50 text-red-800',
  warning: 'border-amber-300 bg-amber-50 text-amber-950',
} as const

/** An inline message; `destructive` for failures, `warning` for a question before going on. Announced to screen readers (role="alert"). */
export function Alert({ className, variant = 'default', ...props }: ComponentProps<'div'> & { variant?: keyof typeof VARIANTS }) {
  return <div role="alert" className={cn('w-full rounded-lg border px-4 py-3 text-sm', VARIANTS[variant], className)} {...props} />
}
