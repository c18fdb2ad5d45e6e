import { agentLifecycle } from '../../../machines/agent.ts'
import type { DocEvent } from '../../../machines/define.ts'
import type { DocModel } from '../model.ts'

const ADMIN = { Id: 1, supervisor: true }
let seq = 0

export const agentModel: DocModel = {
  lifecycle: agentLifecycle,
  input: { record: { Id: 99 }, lines: [], facts: {} },
  events: (): DocEvent[] => [
    { type: 'confirm', data: {}, actor: ADMIN },
    { type: 'suspend', data: { Reason: 'Investigation' }, actor: ADMIN },
    { type: 'resume', data: {}, actor: ADMIN },
    { type: 'leave', data: { Reason: 'Moved abroad' }, actor: ADMIN },
    { type: 'rehire', data: {}, actor: ADMIN },
  ],
  // Nobody suspends their own account: the administrator (agent 1, Active) tries on its own record;
  // in the model that is the record's own id acting.
  refusedByGuard: {
    state: 'Active',
    event: { type: 'suspend', data: { Reason: 'Self' }, actor: { Id: 99, supervisor: true } },
    record: async () => 1,
  },
  create: async (api) => {
    seq += 1
    const mobile = `139${String(Date.now() % 1e5).padStart(5, '0')}${String(seq % 1000).padStart(3, '0')}`
    const res = await api.call<{ Id: number }>('/Api/Agent/Post', {
      body: { Name: `Path staff ${seq}`, Mobile: mobile, DepartmentId: 3, RoleId: 3, Pwd: 'secret123' },
    })
    if (res.status !== 200) throw new Error(JSON.stringify(res.body))
    return res.body.Data!.Id
  },
}
