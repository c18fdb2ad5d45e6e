import { useEffect } from 'react'
import { useLocation } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { FileQuestion } from 'lucide-react'
import { StatusPage } from './ErrorPages.tsx'
import { getToken } from '../lib/session.ts'

/**
 * The 404 page for any path no route matches. Without a session there is nothing to tell about
 * the console's pages: the visitor signs in, and is brought back to the address after.
 */
export function NotFound() {
  const { href } = useLocation()
  const signedOut = !getToken()
  // A full load of the login page: the router's own redirect from its not-found state loops.
  useEffect(() => {
    if (signedOut) window.location.replace(`/login?redirect=${encodeURIComponent(href)}`)
  }, [signedOut, href])
  if (signedOut) return null
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
