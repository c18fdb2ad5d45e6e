import { and, assign, setup } from 'xstate'
import { z } from 'zod'
import { defineLifecycle, docTypes, type DocContext, type DocEvent } from './define.ts'
import { id } from '../src/kernel/shared/schemas/fields.ts'

/** What the claim rules need, looked up by the server for the agent sending the event. */
export type ClientFacts = {
  /** Private customers the actor owns now, and the cap on them (0: no cap). */
  owned: number
  ownedCap: number
  /** Customers the actor claimed today, and the daily cap (0: no cap). */
  claimsToday: number
  dailyCap: number
  /** How long a former owner waits before claiming the same customer again. */
  cooldownSeconds: number
  /** The most days an owner may keep their own customer by one extension (0: only supervisors extend). */
  extendDays: number
  now: number
}

export type ClientRecord = {
  AgentId: number
  FormerAgentId: number
  LoseTime: number
  /** An extension's end: before it the customer does not fall (0: none). */
  KeepUntil: number
}

type Ctx = DocContext<ClientRecord, never, ClientFacts>
type Ev = DocEvent<'release' | 'claim' | 'assign' | 'transfer' | 'lose' | 'extend'>

const AgentRef = z.object({ AgentId: id() })

/** The most days one extension keeps a customer, whoever extends. */
export const EXTEND_DAYS_MAX = 90

/** Customer ownership: private to an agent, or public on the high seas (LIFECYCLES.md "Client"). */
export const clientMachine = setup({
  types: docTypes<Ctx, Ev>(),
  guards: {
    ownerOrSupervisor: ({ context, event }) =>
      event.actor.system === true || event.actor.supervisor || context.record.AgentId === event.actor.Id,
    supervisor: ({ event }) => event.actor.system === true || event.actor.supervisor,
    underOwnedCap: ({ context: { facts } }) => facts.ownedCap <= 0 || facts.owned < facts.ownedCap,
    underDailyCap: ({ context: { facts } }) => facts.dailyCap <= 0 || facts.claimsToday < facts.dailyCap,
    cooldownOver: ({ context: { record, facts }, event }) =>
      record.FormerAgentId !== event.actor.Id || facts.now >= record.LoseTime + facts.cooldownSeconds,
    // A supervisor extends as the rules allow; an owner once (not while an extension runs) and by at most the setting's days.
    mayExtend: ({ context: { record, facts }, event }) =>
      event.actor.system === true ||
      event.actor.supervisor ||
      // Asked without data (which actions to offer), the days are not known yet: only the sent event is held to them.
      (facts.extendDays > 0 &&
        record.KeepUntil <= facts.now &&
        (event.data.Days === undefined || Number(event.data.Days) <= facts.extendDays)),
  },
  actions: {
    /** LoseTime = now; the former owner is kept; the reason goes on the timeline. */
    toHighSeas: () => {},
    /** The actor becomes the owner (counted against the daily cap). */
    takeOwnership: () => {},
    /** The agent named in the event becomes the owner. */
    giveTo: () => {},
    /** KeepUntil = the later of the fall and now, plus the event's days; the reason goes on the timeline. */
    keep: () => {},
    // Mirrors of the effects, for guards later on the same path (the server reloads the record instead).
    setReleased: assign({
      record: ({ context: { record, facts } }) => ({ ...record, FormerAgentId: record.AgentId, AgentId: 0, LoseTime: facts.now }),
    }),
    setClaimed: assign({ record: ({ context: { record }, event }) => ({ ...record, AgentId: event.actor.Id }) }),
    setGiven: assign({ record: ({ context: { record }, event }) => ({ ...record, AgentId: Number(event.data.AgentId) }) }),
    setKept: assign({
      record: ({ context: { record, facts }, event }) => ({ ...record, KeepUntil: facts.now + Number(event.data.Days) * 86400 }),
    }),
  },
}).createMachine({
  id: 'client',
  initial: 'Private',
  context: ({ input }) => input,
  states: {
    Private: {
      tags: ['queue:about-to-lose', 'editable'],
      on: {
        release: { target: 'Public', guard: 'ownerOrSupervisor', actions: ['toHighSeas', 'setReleased'] },
        lose: { target: 'Public', actions: ['toHighSeas', 'setReleased'] },
        transfer: { target: 'Private', guard: 'supervisor', actions: ['giveTo', 'setGiven'] },
        extend: { target: 'Private', guard: and(['ownerOrSupervisor', 'mayExtend']), actions: ['keep', 'setKept'] },
      },
    },
    Public: {
      tags: ['editable'],
      on: {
        claim: {
          target: 'Private',
          guard: and(['underOwnedCap', 'underDailyCap', 'cooldownOver']),
          actions: ['takeOwnership', 'setClaimed'],
        },
        assign: { target: 'Private', guard: 'supervisor', actions: ['giveTo', 'setGiven'] },
      },
    },
  },
})

export const clientLifecycle = defineLifecycle({
  doc: 'Client',
  machine: clientMachine,
  steps: ['Private', 'Public'],
  events: {
    release: { permission: 'client:update', data: z.object({ Reason: z.string().trim().min(1).max(500) }), confirm: true },
    claim: { permission: 'client:update' },
    assign: { permission: 'client:update', data: AgentRef },
    transfer: { permission: 'client:update', data: AgentRef.extend({ Reason: z.string().trim().max(500).default('') }) },
    lose: { permission: 'client:update', timed: true },
    extend: {
      permission: 'client:update',
      data: z.object({ Days: z.number().int().min(1).max(EXTEND_DAYS_MAX), Reason: z.string().trim().min(1).max(500) }),
    },
  },
})
