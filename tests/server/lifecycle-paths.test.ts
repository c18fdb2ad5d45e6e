import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { offeredEvents } from '../../machines/define.ts'
import { createDriver, drive } from '../machines/api-driver.ts'
import { MODELS } from '../machines/models/index.ts'
import { pathsToRun } from '../machines/paths.ts'
import { DB_KIND, describeDb } from '../helpers/server.ts'

/** Paths per machine run through the API (shortest first, then simple paths), per database. */
const PATHS_PER_MACHINE = 12

describeDb(`generated lifecycle paths through the HTTP API (${DB_KIND})`, () => {
  let api: Awaited<ReturnType<typeof createDriver>>
  beforeAll(async () => {
    api = await createDriver()
  })
  afterAll(() => api?.close())

  describe.each(MODELS.map((m) => [m.lifecycle.doc, m] as const))('%s', (doc, model) => {
    const paths = pathsToRun(model, PATHS_PER_MACHINE)
    console.log(`[api paths] ${doc} on ${DB_KIND}: ${paths.length} paths, ${paths.reduce((n, p) => n + p.steps.length, 0)} steps`)

    it.each(paths.map((p, i) => [i + 1, p.steps.map((s) => s.event.type).join(' → ') || '(created)', p] as const))(
      'path %i: %s',
      async (_i, _name, path) => {
        await drive(api, model, path, async (rec) => {
          // At every state the record passes, the server offers exactly the events the client derives from the machine.
          const actions = await api.call<{ Event: string }[]>(`/Api/${doc}/Actions`, { query: { Id: rec.Id } })
          expect(actions.status).toBe(200)
          expect(actions.body.Data!.map((a) => a.Event).sort(), `${doc} in ${rec.State}`).toEqual(
            offeredEvents(model.lifecycle, rec.State).sort(),
          )
        })
      },
    )
  })
})
