import { createFileRoute } from '@tanstack/react-router'
import { UnauthorizedPage } from '../../kernel/web/shell/ErrorPages.tsx'

/** Where the permission guard sends an agent whose access list does not open a screen. */
export const Route = createFileRoute('/401')({
  component: UnauthorizedPage,
})
