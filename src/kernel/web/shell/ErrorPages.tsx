import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { ArrowLeft, ServerCrash, ShieldX, type LucideIcon } from 'lucide-react'

interface StatusPageProps {
  /** The HTTP-like status the page stands for (401, 404, 500). */
  code: number
  icon: LucideIcon
  title: ReactNode
  description: ReactNode
  /** Test id of the heading. */
  testId: string
}

/** The look every full-page status page shares: code, icon, heading, a line, and the way home. */
export function StatusPage({ code, icon: Icon, title, description, testId }: StatusPageProps) {
  return (
    <main className="flex min-h-full flex-col items-center justify-center p-6">
      <div className="flex w-full max-w-md flex-col items-center gap-4 text-center">
        <span className="flex size-14 items-center justify-center rounded-full border border-neutral-200 bg-white text-neutral-500 shadow-sm">
          <Icon className="size-6" aria-hidden />
        </span>
        <p className="text-sm font-semibold tracking-widest text-neutral-500 tabular-nums">{code}</p>
        <h1 className="text-2xl font-semibold tracking-tight text-balance text-neutral-900" data-testid={testId}>
          {title}
        </h1>
        <p className="text-sm text-pretty text-neutral-600">{description}</p>
        <Link
          to="/home"
          className="mt-2 inline-flex h-9 items-center gap-2 rounded-md bg-neutral-900 px-4 text-sm font-medium text-white shadow-sm transition-colors hover:bg-neutral-800 focus-visible:ring-2 focus-visible:ring-neutral-950 focus-visible:ring-offset-2 focus-visible:outline-none"
          data-testid="back-home"
        >
          <ArrowLeft className="size-4" aria-hidden />
          <Trans>Back to home</Trans>
        </Link>
      </div>
    </main>
  )
}

/** `/401`: the agent's access list does not open the screen asked for. */
export function UnauthorizedPage() {
  return (
    <StatusPage
      code={401}
      icon={ShieldX}
      testId="unauthorized"
      title={<Trans>You do not have permission to open this page</Trans>}
      description={<Trans>Your role does not include this screen. Ask an administrator if you need it.</Trans>}
    />
  )
}

/** `/500`: the server failed in a way the agent cannot fix. */
export function ServerErrorPage() {
  return (
    <StatusPage
      code={500}
      icon={ServerCrash}
      testId="server-error"
      title={<Trans>Something went wrong on our side</Trans>}
      description={<Trans>Please try again in a moment. If it keeps happening, tell an administrator.</Trans>}
    />
  )
}
