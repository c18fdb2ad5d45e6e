import type { ErrorComponentProps } from '@tanstack/react-router'
import { useRouter } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { Button } from '../components/ui/button.tsx'
import { SessionEndedError } from '../lib/api.ts'
import { useChunkFailure } from '../lib/chunk-errors.ts'

/** Shown when a route fails to load (the server refused, or the network is down). */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  // A failed code chunk is named, with why it failed (the whole app is replaced, notices too).
  const chunkFailure = useChunkFailure(error)
  // The session ended: the browser is already on its way to /login.
  if (error instanceof SessionEndedError) return null
  const message = chunkFailure ?? (error instanceof Error ? error.message : null)
  return (
    <main className="flex min-h-full flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-xl font-semibold">
        <Trans>Something went wrong</Trans>
      </h1>
      {message ? <p className="max-w-md text-sm text-neutral-600">{message}</p> : null}
      <Button
        onClick={() => {
          reset()
          void router.invalidate()
        }}
      >
        <Trans>Try again</Trans>
      </Button>
    </main>
  )
}
