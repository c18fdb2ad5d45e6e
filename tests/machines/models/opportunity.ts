import type { DocEvent } from '../../../machines/define.ts'
import { opportunityLifecycle } from '../../../machines/opportunity.ts'
import type { ApiDriver, DocModel } from '../model.ts'

const SALES = { Id: 3, supervisor: false }
let seq = 0

/** A customer of the salesperson's and an opportunity with it, worth `amount` (hundredths). */
async function make(api: ApiDriver, amount: number) {
  const n = ++seq
  const client = await api.call<{ Id: number }>('/Api/Client/Post', {
    as: 'sales',
    body: { ClientName: `Pipeline customer ${n} ${Math.random().toString(36).slice(2, 6)}`, Type: 2 },
  })
  if (client.status !== 200) throw new Error(JSON.stringify(client.body))
  const res = await api.call<{ Id: number }>('/Api/Opportunity/Post', {
    as: 'sales',
    body: { Title: `Path deal ${n}`, ClientId: client.body.Data!.Id, Amount: amount, ExpectCloseTime: 1_800_000_000 },
  })
  if (res.status !== 200) throw new Error(JSON.stringify(res.body))
  return res.body.Data!
}

export const opportunityModel: DocModel = {
  lifecycle: opportunityLifecycle,
  input: { record: { Amount: 1_250_000, ExpectCloseTime: 1_800_000_000 }, lines: [], facts: { amount: 1_250_000 } },
  events: (): DocEvent[] => [
    { type: 'qualify', data: {}, actor: SALES },
    { type: 'quote', data: {}, actor: SALES },
    { type: 'negotiate', data: {}, actor: SALES },
    { type: 'requote', data: {}, actor: SALES },
    { type: 'win', data: {}, actor: SALES },
    { type: 'lose', data: { Reason: 'Went with a cheaper forwarder' }, actor: SALES },
    { type: 'reopen', data: {}, actor: SALES },
  ],
  // A deal is won at an amount: one quoted with none cannot be.
  refusedByGuard: {
    state: 'Quoted',
    event: { type: 'win', data: {}, actor: SALES },
    facts: { amount: 0 },
    async record(api) {
      const { Id } = await make(api, 0)
      for (const Event of ['qualify', 'quote']) {
        const rec = await api.call<{ Version: number }>('/Api/Opportunity/Get', { as: 'sales', query: { Id } })
        const res = await api.call('/Api/Opportunity/Transition', {
          as: 'sales',
          body: { Id, Version: rec.body.Data!.Version, Event, Data: {} },
        })
        if (res.status !== 200) throw new Error(JSON.stringify(res.body))
      }
      return Id
    },
  },
  create: async (api) => (await make(api, 1_250_000)).Id,
  as: () => 'sales',
}
