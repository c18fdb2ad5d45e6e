import { Trans } from '@lingui/react/macro'
import { FileQuestion } from 'lucide-react'
import { StatusPage } from './ErrorPages.tsx'

/** The 404 page for any path no route matches. */
export function NotFound() {
  return (
    <StatusPage
      code={404}
      icon={FileQuestion}
      testId="not-found"
      title={<Trans>Page not found</Trans>}
      description={<Trans>The page you are looking for does not exist or has moved.</Trans>}
    />
  )
}
