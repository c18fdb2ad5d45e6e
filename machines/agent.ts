import { setup } from 'xstate'
import { z } from 'zod'
import { defineLifecycle, docTypes, type DocContext, type DocEvent } from './define.ts'
import { id } from '../src/kernel/shared/schemas/fields.ts'

type Ctx = DocContext<{ Id: number }, never, Record<string, never>>
type Ev = DocEvent<'confirm' | 'suspend' | 'resume' | 'leave' | 'rehire'>

/** Staff: probation, active, suspended, left (LIFECYCLES.md "Agent"). */
export const agentMachine = setup({
  types: docTypes<Ctx, Ev>(),
  guards: {
    /** Nobody ends or suspends their own employment from their own session. */
    notSelf: ({ context, event }) => event.actor.system === true || context.record.Id !== event.actor.Id,
  },
  actions: {
    /** Every session of the agent ends at once; logins are refused from now on. */
    revokeSessions: () => {},
    /** LeaveTime = now; private customers go to the successor or to the high seas. */
    handOver: () => {},
    /** LeaveTime cleared, JoinTime = now. */
    rejoin: () => {},
  },
}).createMachine({
  id: 'agent',
  initial: 'Probation',
  context: ({ input }) => input,
  states: {
    Probation: {
      tags: ['editable'],
      on: {
        confirm: 'Active',
        leave: { target: 'Left', guard: 'notSelf', actions: ['revokeSessions', 'handOver'] },
      },
    },
    Active: {
      tags: ['editable'],
      on: {
        suspend: { target: 'Suspended', guard: 'notSelf', actions: 'revokeSessions' },
        leave: { target: 'Left', guard: 'notSelf', actions: ['revokeSessions', 'handOver'] },
      },
    },
    Suspended: {
      tags: ['editable'],
      on: {
        resume: 'Active',
        leave: { target: 'Left', guard: 'notSelf', actions: ['revokeSessions', 'handOver'] },
      },
    },
    Left: {
      on: { rehire: { target: 'Probation', actions: 'rejoin' } },
    },
  },
})

export const agentLifecycle = defineLifecycle({
  doc: 'Agent',
  machine: agentMachine,
  steps: ['Probation', 'Active', 'Suspended', 'Left'],
  events: {
    confirm: { permission: 'agent:update' },
    suspend: { permission: 'agent:update', data: z.object({ Reason: z.string().trim().max(500).default('') }), confirm: true },
    resume: { permission: 'agent:update' },
    leave: {
      permission: 'agent:update',
      data: z.object({ SuccessorId: id().optional(), Reason: z.string().trim().max(500).default('') }),
      confirm: true,
    },
    rehire: { permission: 'agent:update' },
  },
})
