import { and, setup } from 'xstate'
import { z } from 'zod'
import { defineLifecycle, docTypes, type DocContext, type DocEvent } from './define.ts'

export type StationContractRecord = { StationIds: number[]; BeginTime: number; EndTime: number }

/** What the server looked up: the workstations another active contract holds over overlapping dates. */
export type StationContractFacts = { clashes: string[] }

type Ctx = DocContext<StationContractRecord, never, StationContractFacts>
type Ev = DocEvent<'activate' | 'end' | 'terminate'>

/**
 * A workstation contract (spec /attract/contract): a company rents workstations for a term. A draft
 * becomes active only when every workstation it names is free for its whole term; an active one
 * ends at its term or is terminated early with a reason. An active contract occupies its stations.
 */
export const stationContractMachine = setup({
  types: docTypes<Ctx, Ev>(),
  guards: {
    /** Names at least one workstation and a term that ends after it begins. */
    termGiven: ({ context: { record } }) => (record.StationIds?.length ?? 0) > 0 && Number(record.EndTime) > Number(record.BeginTime),
    /** No workstation of it is held by another active contract over overlapping dates. */
    stationsFree: ({ context: { facts } }) => (facts.clashes?.length ?? 0) === 0,
    /** Ending a term early forfeits deposits and frees stations: a supervisor decides it. */
    supervisor: ({ event }) => event.actor.supervisor,
  },
  actions: {
    /** The workstations become Occupied (checked again under their row locks). */
    occupyStations: () => {},
    /** The workstations no other contract holds become Free; EndReason = the reason given. */
    releaseStations: () => {},
  },
}).createMachine({
  id: 'stationContract',
  initial: 'Draft',
  context: ({ input }) => input,
  states: {
    Draft: {
      tags: ['editable'],
      on: { activate: { target: 'Active', guard: and(['termGiven', 'stationsFree']), actions: 'occupyStations' } },
    },
    Active: {
      on: {
        end: { target: 'Ended', actions: 'releaseStations' },
        terminate: { target: 'Terminated', guard: 'supervisor', actions: 'releaseStations' },
      },
    },
    Ended: { type: 'final' },
    Terminated: { type: 'final' },
  },
})

export const stationContractLifecycle = defineLifecycle({
  doc: 'StationContract',
  machine: stationContractMachine,
  steps: ['Draft', 'Active', 'Ended', 'Terminated'],
  events: {
    activate: { permission: 'attract:update', confirm: true },
    end: { permission: 'attract:update', confirm: true },
    terminate: { permission: 'attract:update', data: z.object({ Reason: z.string().trim().min(1).max(500) }), confirm: true },
  },
})
