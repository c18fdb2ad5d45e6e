import type { AnyMachineSnapshot } from 'xstate'
import { clientLifecycle, type ClientFacts, type ClientRecord } from '../../../machines/client.ts'
import type { DocContext, DocEvent } from '../../../machines/define.ts'
import type { DocModel } from '../model.ts'

/** Agent ids of the demo accounts (seed order): admin 1, supervisor 2, sales 3. */
const ADMIN = { Id: 1, supervisor: true }
const SALES = { Id: 3, supervisor: false }

const input: DocContext<ClientRecord, never, ClientFacts> = {
  record: { AgentId: 3, FormerAgentId: 0, LoseTime: 0, KeepUntil: 0 },
  lines: [],
  facts: { owned: 1, ownedCap: 0, claimsToday: 0, dailyCap: 0, cooldownSeconds: 0, extendDays: 7, now: 1_800_000_000 },
}

export const clientModel: DocModel = {
  lifecycle: clientLifecycle,
  input,
  events: (): DocEvent[] => {
    const all: DocEvent[] = [
      { type: 'release', data: { Reason: 'No reply for a month' }, actor: SALES },
      { type: 'release', data: { Reason: 'Reorganising the territory' }, actor: ADMIN },
      { type: 'claim', data: {}, actor: ADMIN },
      { type: 'assign', data: { AgentId: 3 }, actor: ADMIN },
      { type: 'transfer', data: { AgentId: 2 }, actor: ADMIN },
      { type: 'lose', data: {}, actor: { Id: 0, supervisor: true, system: true } },
      { type: 'extend', data: { Days: 7, Reason: 'Order expected next week' }, actor: SALES },
    ]
    return all
  },
  // The owner matters to the guards: the same state with another owner is another vertex.
  serialize: (snapshot: AnyMachineSnapshot) => `${String(snapshot.value)}:${(snapshot.context as typeof input).record.AgentId}`,
  // A salesperson may not hand a customer to someone else: only a supervisor transfers.
  refusedByGuard: { state: 'Private', event: { type: 'transfer', data: { AgentId: 2 }, actor: SALES } },
  create: async (api) => {
    const res = await api.call<{ Id: number }>('/Api/Client/Post', {
      as: 'sales',
      body: { ClientName: `Path customer ${Math.random().toString(36).slice(2, 8)}`, Type: 1 },
    })
    if (res.status !== 200) throw new Error(JSON.stringify(res.body))
    return res.body.Data!.Id
  },
  as: (event) => (event.actor.Id === 3 ? 'sales' : 'admin'),
}
