import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'

/**
 * HTML a user wrote (stored rich text, cleaned by the server, or the editor's own while it is
 * typed), shown as it reads inside a box it cannot leave: the `user-html` rules of styles.css
 * contain its layout and paint, clip what overflows, and keep every element inside in the flow
 * (no fixed, absolute or sticky descendant), so no text can cover or restyle the console around
 * it. Every place that shows stored rich text goes through this one component.
 */
export function UserHtml({
  html,
  className,
  ...props
}: Omit<ComponentProps<'div'>, 'children' | 'dangerouslySetInnerHTML'> & { html: string }) {
  return <div {...props} className={cn('rich-text user-html', className)} data-user-html="" dangerouslySetInnerHTML={{ __html: html }} />
}
