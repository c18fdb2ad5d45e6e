import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'

/** The 404 page for any path no route matches. */
export function NotFound() {
  return (
    <main className="flex min-h-full flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-5xl font-semibold text-neutral-400" aria-hidden>
        404
      </p>
      <h1 className="text-xl font-semibold" data-testid="not-found">
        <Trans>Page not found</Trans>
      </h1>
      <p className="max-w-md text-sm text-neutral-600">
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </p>
      <Link
        to="/home"
        className="rounded-md bg-neutral-900 px-4 py-2 text-sm font-medium text-white shadow-sm hover:bg-neutral-800"
      >
        <Trans>Back to home</Trans>
      </Link>
    </main>
  )
}
