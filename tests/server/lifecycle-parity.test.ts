import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { check, offeredEvents, restore, type DocEvent } from '../../machines/define.ts'
import { allPermissions } from '../../src/kernel/shared/permissions.ts'
import { Agent, Role } from '../../src/server/db/schema/index.ts'
import { hashPassword } from '../../src/kernel/server/lib/password.ts'
import { createDriver, drive, getRecord, send, timeline, type Rec } from '../machines/api-driver.ts'
import { MODELS } from '../machines/models/index.ts'
import { pathsToEachState } from '../machines/paths.ts'
import type { DocModel } from '../machines/model.ts'
import { DB_KIND, describeDb } from '../helpers/server.ts'
import { GUARD_REASONS } from '../../src/shared/lifecycle/reasons.ts'
import { translate } from '../../src/kernel/server/lib/i18n.ts'

/** The pure machine's snapshot at the end of a path, as the client would hold it. */
function pureSnapshot(model: DocModel, events: DocEvent[]) {
  let snap = restore(model.lifecycle.machine, String(model.lifecycle.machine.config.initial), model.input)
  for (const e of events) {
    const r = check(model.lifecycle.machine, String(snap.value), snap.context, e)
    if (!r.ok) throw new Error(`model path refused at ${e.type}`)
    snap = r.snapshot
  }
  return snap
}

async function unchanged(api: Awaited<ReturnType<typeof createDriver>>, doc: string, before: Rec, events: number) {
  const after = await getRecord(api, doc, before.Id)
  expect(after.State).toBe(before.State)
  expect(after.Version).toBe(before.Version)
  expect(await timeline(api, doc, before.Id)).toHaveLength(events)
}

describeDb(`client offers = server accepts, and refusals change nothing (${DB_KIND})`, () => {
  let api: Awaited<ReturnType<typeof createDriver>>
  let viewer: string
  beforeAll(async () => {
    api = await createDriver()
    // A member of staff who may view every document but send no event.
    const db = api.server.db
    const [role] = await db
      .insert(Role)
      .values({ Title: 'Viewer', Permission: allPermissions().filter((k) => k.endsWith(':view')), DataScope: 'all' })
      .returning({ Id: Role.Id })
    await db.insert(Agent).values({
      Name: 'Viewer',
      Mobile: '13911110000',
      RoleId: role!.Id,
      DepartmentId: 1,
      Pwd: await hashPassword('viewer123'),
      State: 'Active',
    })
    viewer = await api.server.login({ mobile: '13911110000', password: 'viewer123' })
  })
  afterAll(() => api?.close())

  describe.each(MODELS.map((m) => [m.lifecycle.doc, m] as const))('%s', (doc, model) => {
    const targets = [...pathsToEachState(model).values()]
    const allEvents = Object.keys(model.lifecycle.events)

    it.each(targets.map((p) => [p.end, p] as const))(
      'in %s: every event is accepted exactly when the client offers it and the machine allows it',
      async (state, path) => {
        const snap = pureSnapshot(
          model,
          path.steps.map((s) => s.event),
        )
        const offered = offeredEvents(model.lifecycle, state)
        const samples = model.events(snap)
        // One record takes every refusal; each accepted event gets a fresh record driven to this state.
        const probe = await drive(api, model, path)
        const steps = path.steps.length + 1
        for (const type of allEvents) {
          const sample =
            samples.find((e) => e.type === type && check(model.lifecycle.machine, state, snap.context, e).ok) ??
            samples.find((e) => e.type === type)
          const event = sample ?? { type, data: {}, actor: { Id: 1, supervisor: true } }
          const machineSays = check(model.lifecycle.machine, state, snap.context, event).ok
          const timed = model.lifecycle.events[type]!.timed === true
          const clientOffers = offered.includes(type) || (timed && machineSays)
          if (clientOffers && machineSays) {
            const rec = await drive(api, model, path)
            const res = await send(api, model, rec.Id, rec.Version, event)
            expect(res.status, `${doc} ${type} in ${state}: ${JSON.stringify(res.body)}`).toBe(200)
          } else {
            const res = await send(api, model, probe.Id, probe.Version, event)
            expect([403, 409], `${doc} ${type} in ${state} must be refused: ${JSON.stringify(res.body)}`).toContain(res.status)
            await unchanged(api, doc, probe, steps)
          }
        }
      },
    )

    it('an event the state offers but a guard refuses answers 409 with the guard’s reason and changes nothing', async () => {
      const refused = model.refusedByGuard
      expect(refused, `${doc} needs a refusedByGuard example`).toBeDefined()
      const { state, event } = refused!
      const path = pathsToEachState(model).get(state)!
      expect(offeredEvents(model.lifecycle, state)).toContain(event.type)
      const pure = pureSnapshot(
        model,
        path.steps.map((s) => s.event),
      ).context
      const guarded = check(
        model.lifecycle.machine,
        state,
        refused!.facts ? { ...pure, facts: { ...pure.facts, ...refused!.facts } } : pure,
        event,
      )
      expect(guarded).toMatchObject({ ok: false, why: 'guard' })
      const rec = refused!.record ? await getRecord(api, doc, await refused!.record(api)) : await drive(api, model, path)
      expect(rec.State).toBe(state)
      const before = (await timeline(api, doc, rec.Id)).length
      const res = await send(api, model, rec.Id, rec.Version, event)
      expect(res.status, JSON.stringify(res.body)).toBe(409)
      const reason = GUARD_REASONS[(guarded as { guard: string }).guard]
      expect(reason, `a reason for guard ${(guarded as { guard: string }).guard}`).toBeDefined()
      if (!reason!.message.includes('{')) expect(res.body.Message).toBe(translate('en-US', reason!))
      await unchanged(api, doc, rec, before)
    })

    it('a stale Version and a missing permission are refused and change nothing', async () => {
      const [state, path] = [...pathsToEachState(model).entries()].find(([s]) => offeredEvents(model.lifecycle, s).length > 0)!
      const rec = await drive(api, model, path)
      const snap = pureSnapshot(
        model,
        path.steps.map((s) => s.event),
      )
      const event = model.events(snap).find((e) => offeredEvents(model.lifecycle, state).includes(e.type))!
      const steps = path.steps.length + 1

      const stale = await send(api, model, rec.Id, rec.Version - 1 || rec.Version + 1, event)
      expect(stale.status).toBe(409)
      await unchanged(api, doc, rec, steps)

      const data = (await model.prepare?.(api, rec.Id, event)) ?? event.data
      const denied = await api.server.call(`/Api/${doc}/Transition`, {
        token: viewer,
        body: { Id: rec.Id, Event: event.type, Version: rec.Version, Data: data },
      })
      expect(denied.status).toBe(403)
      await unchanged(api, doc, rec, steps)

      // The viewer's Actions list the same events, none of them allowed.
      const actions = await api.server.call<{ Event: string; Allowed: boolean }[]>(`/Api/${doc}/Actions`, {
        token: viewer,
        query: { Id: rec.Id },
      })
      expect(actions.body.Data!.map((a) => a.Event).sort()).toEqual(offeredEvents(model.lifecycle, state).sort())
      expect(actions.body.Data!.every((a) => !a.Allowed)).toBe(true)
    })
  })
})
