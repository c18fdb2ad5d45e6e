import type { ComponentProps } from 'react'
import { Command as CommandPrimitive } from 'cmdk'
import { Search } from 'lucide-react'
import { cn } from '../../lib/cn.ts'

/** shadcn-style command list (cmdk): a search box over options chosen with the arrow keys and Enter. */
export function Command({ className, ...props }: ComponentProps<typeof CommandPrimitive>) {
  return <CommandPrimitive className={cn('flex w-full flex-col overflow-hidden bg-white text-neutral-900', className)} {...props} />
}

export function CommandInput({ className, ...props }: ComponentProps<typeof CommandPrimitive.Input>) {
  return (
    <div className="flex items-center gap-2 border-b border-neutral-200 px-3" cmdk-input-wrapper="">
      <Search className="size-4 shrink-0 text-neutral-400" aria-hidden />
      <CommandPrimitive.Input
        className={cn('h-9 w-full bg-transparent text-sm outline-none placeholder:text-neutral-400', className)}
        {...props}
      />
    </div>
  )
}

export function CommandList({ className, ...props }: ComponentProps<typeof CommandPrimitive.List>) {
  return <CommandPrimitive.List className={cn('max-h-64 overflow-y-auto overflow-x-hidden py-1', className)} {...props} />
}

export function CommandEmpty(props: ComponentProps<typeof CommandPrimitive.Empty>) {
  return <CommandPrimitive.Empty className="px-3 py-2 text-sm text-neutral-500" {...props} />
}

export function CommandLoading(props: ComponentProps<typeof CommandPrimitive.Loading>) {
  return <CommandPrimitive.Loading {...props} />
}

export function CommandItem({ className, ...props }: ComponentProps<typeof CommandPrimitive.Item>) {
  return (
    <CommandPrimitive.Item
      className={cn(
        'flex cursor-default select-none items-center gap-2 px-3 py-1.5 text-sm outline-none data-[selected=true]:bg-neutral-100 data-[disabled=true]:opacity-50',
        className,
      )}
      {...props}
    />
  )
}
