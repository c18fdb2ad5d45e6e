import { Trans } from '@lingui/react/macro'
import type { QueueItem } from '../../../kernel/shared/lifecycle/queues.ts'
import { clientResource } from '../../../shared/resources/client.ts'
import { AddFollowUp } from './AddFollowUp.tsx'

/**
 * The about-to-lose queue's words for why a customer falls when it does (the server's `DueRule`,
 * client-sweep.ts): no follow-up, or no deal, for the days its level's rule allows.
 */
export function FallRule({ rule }: { rule: string }) {
  const [name, n] = rule.split(' ')
  const days = Number(n)
  if (name === 'NoFollowDays') return <Trans>No follow-up for {days} days</Trans>
  if (name === 'NoDealDays') return <Trans>No deal for {days} days</Trans>
  return null
}

/** What keeps a customer: a follow-up logged now (its clock starts again), rather than claiming a work item. */
export function LogFollowUp({ item }: { item: QueueItem }) {
  return <AddFollowUp def={clientResource} row={{ Id: item.Id, State: item.State, ClientName: item.Title }} />
}
