import { useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { CalendarPlus, Loader2 } from 'lucide-react'
import { clientLifecycle } from '../../../../machines/client.ts'
import type { QueueItem } from '../../../kernel/shared/lifecycle/queues.ts'
import { can } from '../../../kernel/shared/permissions.ts'
import { EventDialog } from '../../../kernel/web/components/lifecycle/EventDialog.tsx'
import { actionsQuery } from '../../../kernel/web/components/lifecycle/lifecycle-api.ts'
import { cacheName } from '../../../kernel/web/components/resource/resource-api.ts'
import { Button } from '../../../kernel/web/components/ui/button.tsx'
import { agentInfoQuery } from '../../../kernel/web/lib/auth.ts'
import { notify } from '../../../kernel/web/lib/notices.ts'
import { clientResource } from '../../../shared/resources/client.ts'
import { AddFollowUp } from './AddFollowUp.tsx'

/**
 * The about-to-lose queue's words for why a customer falls when it does (the server's `DueRule`,
 * client-sweep.ts): no follow-up, or no deal, for the days its level's rule allows, or the end of an extension.
 */
export function FallRule({ rule }: { rule: string }) {
  const [name, n] = rule.split(' ')
  const days = Number(n)
  if (name === 'NoFollowDays') return <Trans>No follow-up for {days} days</Trans>
  if (name === 'NoDealDays') return <Trans>No deal for {days} days</Trans>
  if (name === 'Extended') return <Trans>The extension ends</Trans>
  return null
}

/** What keeps a customer: a follow-up logged now (its clock starts again), or an extension with a reason. */
export function KeepCustomer({ item }: { item: QueueItem }) {
  return (
    <div className="flex flex-wrap justify-end gap-1">
      <AddFollowUp def={clientResource} row={{ Id: item.Id, State: item.State, ClientName: item.Title }} />
      <ExtendCustomer item={item} />
    </div>
  )
}

/**
 * "Extend" asks the server first whether this person may extend this customer now (the machine's
 * `mayExtend`: an owner once and by the setting's days, a supervisor further), so a refusal names
 * its rule instead of a form that cannot be sent; the rows need no request each until clicked.
 */
function ExtendCustomer({ item }: { item: QueueItem }) {
  const queryClient = useQueryClient()
  const access = useQuery(agentInfoQuery).data?.access ?? []
  const [open, setOpen] = useState(false)
  const [asking, setAsking] = useState(false)
  if (!can(access, 'client:update')) return null
  const ask = async () => {
    setAsking(true)
    try {
      const actions = await queryClient.fetchQuery({ ...actionsQuery(cacheName(clientResource), 'Client', item.Id), staleTime: 0 })
      const extend = actions.find((a) => a.Event === 'extend')
      if (extend?.Allowed) setOpen(true)
      else if (extend?.Reason) notify(extend.Reason, 'error')
    } catch {
      // no network or the session ended: the notice is up already
    } finally {
      setAsking(false)
    }
  }
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => void ask()} disabled={asking} data-testid="queue-extend">
        {asking ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <CalendarPlus className="size-4" aria-hidden />}
        <Trans>Extend</Trans>
      </Button>
      {open ? (
        <EventDialog
          def={clientResource}
          lifecycle={clientLifecycle}
          row={{ Id: item.Id, Version: item.Version, Status: 1, State: item.State }}
          event="extend"
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  )
}
