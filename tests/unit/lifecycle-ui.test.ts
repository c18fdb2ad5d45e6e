import { describe, expect, it } from 'vitest'
import { setup } from 'xstate'
import { z } from 'zod'
import { defineLifecycle, offeredEvents, stateNames } from '../../machines/define.ts'
import { agentLifecycle } from '../../machines/agent.ts'
import { clientLifecycle } from '../../machines/client.ts'
import { deliveryLifecycle } from '../../machines/delivery.ts'
import { LIFECYCLES, RESOURCES } from '../../src/server/modules/index.ts'
import { formatDuration } from '../../src/kernel/web/components/lifecycle/duration.ts'
import { payloadDefaults, payloadFields, recordDefaults } from '../../src/kernel/web/components/lifecycle/payload-fields.ts'
import { stateKind, stepperSteps } from '../../src/kernel/web/components/lifecycle/state-kind.ts'
import { stateLabel } from '../../src/kernel/shared/resources/labels.ts'

/** A road with a final end and an exit, as the warehouse documents have. */
const road = defineLifecycle({
  doc: 'Test',
  machine: setup({}).createMachine({
    id: 'test',
    initial: 'Draft',
    states: {
      Draft: { on: { submit: 'Picking', cancel: 'Cancelled' } },
      Picking: { tags: ['queue:picking'], on: { finish: 'Packed', skip: 'Shipped', cancel: 'Cancelled' } },
      Packed: { on: { ship: 'Shipped' } },
      Shipped: { type: 'final' },
      Cancelled: { type: 'final' },
    },
  }),
  steps: ['Draft', 'Picking', 'Packed', 'Shipped', 'Cancelled'],
  events: { submit: { permission: 'client:update' }, cancel: { permission: 'client:update' } },
})
const statuses = (steps: { state: string; status: string }[]) => steps.map((s) => `${s.state}:${s.status}`).join(' ')

describe('lifecycle record page pieces', () => {
  it('tells a state’s kind from the machine: final, initial, queue, else in progress', () => {
    expect(['Draft', 'Picking', 'Packed', 'Shipped', 'Cancelled'].map((s) => stateKind(road, s))).toEqual([
      'initial',
      'queue',
      'progress',
      'final',
      'final',
    ])
    expect(stateKind(clientLifecycle, 'Private')).toBe('initial')
    expect(stateKind(clientLifecycle, 'Public')).toBe('progress')
  })

  it('walks the main road: done before, current, ahead after; exits stay off it', () => {
    expect(statuses(stepperSteps(road, 'Picking'))).toBe('Draft:done Picking:current Packed:ahead Shipped:ahead')
    expect(statuses(stepperSteps(clientLifecycle, 'Public'))).toBe('Private:done Public:current')
    // A shortcut the timeline shows: the step never visited is skipped, not done.
    expect(statuses(stepperSteps(road, 'Shipped', new Set(['Draft', 'Picking', 'Shipped'])))).toBe(
      'Draft:done Picking:done Packed:skipped Shipped:current',
    )
  })

  it('shows a state off the main road after it, with the road as far as the record went', () => {
    expect(statuses(stepperSteps(road, 'Cancelled', new Set(['Draft', 'Picking', 'Cancelled'])))).toBe(
      'Draft:done Picking:done Packed:skipped Shipped:skipped Cancelled:off',
    )
  })

  it('builds each event’s form from its zod schema', () => {
    expect(payloadFields(clientLifecycle.events.release.data!)).toEqual([{ name: 'Reason', kind: 'textarea', required: true }])
    expect(payloadFields(clientLifecycle.events.assign.data!)).toEqual([
      { name: 'AgentId', kind: 'reference', required: true, resource: 'Agent' },
    ])
    expect(payloadFields(agentLifecycle.events.leave.data!)).toEqual([
      { name: 'SuccessorId', kind: 'reference', required: false, resource: 'Agent' },
      { name: 'Reason', kind: 'textarea', required: false },
    ])
    const lines = z.object({
      LineId: z.number().int(),
      PlaceId: z.number().int(),
      Qty: z.number(),
      Note: z.string().optional(),
      Counts: z.array(z.object({ LineId: z.number() })),
      Mode: z.enum(['a', 'b']),
    })
    expect(
      payloadFields(lines, { hasLines: true, references: { PlaceId: 'Place' } }).map(
        (f) => `${f.name}:${f.kind}${f.resource ? `/${f.resource}` : ''}`,
      ),
    ).toEqual(['LineId:line', 'PlaceId:reference/Place', 'Qty:number', 'Note:text', 'Counts:json', 'Mode:enum'])
    expect(payloadFields(lines)[0]!.kind).toBe('number') // no lines on the record: a plain number
    expect(payloadDefaults(agentLifecycle.events.leave.data!)).toEqual({ SuccessorId: undefined, Reason: '' })
  })

  it('starts a delivery’s ship form from the carrier, service and fee planned on it, never its tracking number', () => {
    const ship = deliveryLifecycle.events.ship
    const planned = { Express: 'J&T Express', ExpressType: 'Economy', ExpressFee: 1250, ExpressNo: 'OLD-1', Name: 'Aminah' }
    expect(recordDefaults(ship.data!, ship.prefill, planned)).toEqual({ Express: 'J&T Express', ExpressType: 'Economy', ExpressFee: 1250 })
    // Nothing planned: the payload's own defaults stand.
    expect(recordDefaults(ship.data!, ship.prefill, { Express: '', ExpressType: '', ExpressFee: 0 })).toEqual({})
    // A value the payload would refuse is left for the person to correct rather than sent back.
    expect(recordDefaults(ship.data!, ship.prefill, { Express: 'x'.repeat(60), ExpressFee: -5 })).toEqual({})
    // An event without prefill starts empty whatever the record holds.
    expect(recordDefaults(agentLifecycle.events.leave.data!, agentLifecycle.events.leave.prefill, { Reason: 'old' })).toEqual({})
  })

  it('says how long a state lasted in its two largest units', () => {
    expect(formatDuration('en-US', 0)).toBe('0s')
    expect(formatDuration('en-US', 61)).toBe('1m 1s')
    expect(formatDuration('en-US', 2 * 3600 + 5)).toBe('2h')
    expect(formatDuration('en-US', 3 * 86400 + 4 * 3600 + 59)).toBe('3d 4h')
    expect(formatDuration('zh-CN', 3 * 86400 + 4 * 3600)).toBe('3天 4小时')
  })

  it('has a record page for every lifecycle: its resource, a label for each state and each offered event', () => {
    for (const l of LIFECYCLES) {
      const def = RESOURCES.find((r) => r.def.name === l.doc)?.def
      expect(def, `${l.doc} resource`).toBeDefined()
      for (const s of stateNames(l.machine)) {
        expect(stateLabel(def!, s), `${l.doc} state ${s}`).toBeDefined()
        for (const e of offeredEvents(l, s)) expect(def!.events?.[e], `${l.doc} event ${e}`).toBeDefined()
      }
    }
  })
})
