import type { DocEvent } from '../../../machines/define.ts'
import { stationContractLifecycle } from '../../../machines/station-contract.ts'
import type { ApiDriver, DocModel } from '../model.ts'

/** Agent ids of the demo accounts (seed order): admin 1, supervisor 2, sales 3. */
const ADMIN = { Id: 1, supervisor: true }
const SALES = { Id: 3, supervisor: false }
const DAY = 86_400
let seq = 0

/** A company (a customer of type 1) and a workstation of its own, so each contract's activation is free to pass; the salesperson's, so he sees it. */
async function create(api: ApiDriver) {
  const n = ++seq
  const company = await api.call<{ Id: number }>('/Api/Client/Post', {
    as: 'sales',
    body: { ClientName: `Path company ${n} ${Math.random().toString(36).slice(2, 6)}`, Type: 1 },
  })
  const station = await api.call<{ Id: number }>('/Api/Workstation/Post', {
    as: 'sales',
    body: { Code: `P-${n}-${Math.random().toString(36).slice(2, 6)}`, Area: 4.5, Price: 80_000 },
  })
  if (company.status !== 200 || station.status !== 200) throw new Error(JSON.stringify([company.body, station.body]))
  const res = await api.call<{ Id: number }>('/Api/StationContract/Post', {
    as: 'sales',
    body: {
      ContractNo: `PATH-${n}-${Math.random().toString(36).slice(2, 8)}`,
      ClientId: company.body.Data!.Id,
      StationIds: [station.body.Data!.Id],
      BeginTime: 1_800_000_000,
      EndTime: 1_800_000_000 + 365 * DAY,
      Rent: 80_000,
    },
  })
  if (res.status !== 200) throw new Error(JSON.stringify(res.body))
  return res.body.Data!.Id
}

export const stationContractModel: DocModel = {
  lifecycle: stationContractLifecycle,
  input: { record: { StationIds: [1], BeginTime: 1_800_000_000, EndTime: 1_800_000_000 + 365 * DAY }, lines: [], facts: { clashes: [] } },
  events: (): DocEvent[] => [
    { type: 'activate', data: {}, actor: ADMIN },
    { type: 'end', data: {}, actor: ADMIN },
    { type: 'terminate', data: { Reason: 'The company moved out' }, actor: ADMIN },
    { type: 'terminate', data: { Reason: 'Not mine to end' }, actor: SALES },
  ],
  // Only a supervisor ends a term early.
  refusedByGuard: { state: 'Active', event: { type: 'terminate', data: { Reason: 'Not mine to end' }, actor: SALES } },
  create,
  as: (event) => (event.actor.Id === SALES.Id ? 'sales' : 'admin'),
}
