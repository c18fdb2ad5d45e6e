import * as CollapsiblePrimitive from '@radix-ui/react-collapsible'

/** shadcn-style collapsible (Radix): a trigger that shows and hides its content. */
export const Collapsible = CollapsiblePrimitive.Root
export const CollapsibleTrigger = CollapsiblePrimitive.Trigger
export const CollapsibleContent = CollapsiblePrimitive.Content
