import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import { Label } from './label.tsx'

/** A form field's column: label, control, description and error, spaced alike everywhere. */
export function Field({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-2', className)} {...props} />
}

/**
 * The red * of a required field (spec section 8: "fields marked * must be completed"). Screen
 * readers hear "required" from the control's aria-required instead.
 */
export function RequiredMark() {
  return (
    <span className="ml-0.5 text-red-600" aria-hidden>
      *
    </span>
  )
}

export function FieldLabel({ required, children, className, ...props }: ComponentProps<typeof Label> & { required?: boolean }) {
  return (
    <Label className={cn('flex items-center', className)} {...props}>
      {children}
      {required ? <RequiredMark /> : null}
    </Label>
  )
}

export function FieldDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-xs text-neutral-600', className)} {...props} />
}

export function FieldError({ className, children, ...props }: ComponentProps<'p'>) {
  if (!children) return null
  return (
    <p className={cn('text-xs text-red-700', className)} {...props}>
      {children}
    </p>
  )
}
