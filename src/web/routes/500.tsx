import { createFileRoute } from '@tanstack/react-router'
import { ServerErrorPage } from '../../kernel/web/shell/ErrorPages.tsx'

/** The server-side failure page. */
export const Route = createFileRoute('/500')({
  component: ServerErrorPage,
})
