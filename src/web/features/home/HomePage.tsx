import { useSuspenseQuery } from '@tanstack/react-query'
import { Plural, Trans } from '@lingui/react/macro'
import { Building2, KeyRound, ShieldCheck } from 'lucide-react'
import type { ReactNode } from 'react'
import { WILDCARD } from '../../../shared/permissions.ts'
import { agentInfoQuery } from '../../lib/auth.ts'
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx'

function InfoCard({ icon, label, value }: { icon: ReactNode; label: ReactNode; value: ReactNode }) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 pb-2">
        <h2 className="text-sm font-medium text-neutral-600">{label}</h2>
        <span className="text-neutral-500" aria-hidden>
          {icon}
        </span>
      </CardHeader>
      <CardContent>
        <p className="truncate text-xl font-semibold">{value}</p>
      </CardContent>
    </Card>
  )
}

/** The home page: a welcome and, for now, the agent's role, department and permissions. */
export function HomePage() {
  const { data: info } = useSuspenseQuery(agentInfoQuery)
  const name = info.user_name
  const count = info.access.length
  const permissions = info.access.includes(WILDCARD) ? (
    <Trans>All permissions</Trans>
  ) : (
    <Plural value={count} one="# permission" other="# permissions" />
  )
  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight" data-testid="home-title">
          <Trans>Welcome, {name}</Trans>
        </h1>
        <p className="text-sm text-neutral-600">
          <Trans>Your work queues and reminders will appear here.</Trans>
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="home-cards">
        <InfoCard icon={<ShieldCheck className="size-4" />} label={<Trans>Role</Trans>} value={info.role || '—'} />
        <InfoCard icon={<Building2 className="size-4" />} label={<Trans>Department</Trans>} value={info.department || '—'} />
        <InfoCard icon={<KeyRound className="size-4" />} label={<Trans>Permissions</Trans>} value={permissions} />
      </div>
    </main>
  )
}
