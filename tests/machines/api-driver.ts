import { expect } from 'vitest'
import type { DocEvent } from '../../machines/define.ts'
import { applyTransition } from '../../src/kernel/server/lifecycle/engine.ts'
import { LIFECYCLE_SERVERS } from '../../src/server/modules/index.ts'
import { createTestServer, DEMO, type TestResponse } from '../helpers/server.ts'
import type { ApiDriver, DocModel, Role } from './model.ts'
import type { GenPath } from './paths.ts'
import { MODELS } from './models/index.ts'

export type Rec = Record<string, unknown> & { Id: number; State: string; Version: number }
export type TimelineRow = { Event: string; From: string; To: string; AgentId: number; AgentName: string; Data: Record<string, unknown> }

/** One test server for every model (with the dependencies the models ask for), and a caller per demo account. */
export async function createDriver(): Promise<ApiDriver & { close(): Promise<void> }> {
  const server = await createTestServer({}, Object.assign({}, ...MODELS.map((m) => m.serverDeps ?? {})))
  const tokens = new Map<Role, string>()
  const token = async (role: Role) => {
    if (!tokens.has(role)) tokens.set(role, await server.login(DEMO[role]))
    return tokens.get(role)!
  }
  return {
    server,
    async call<T>(path: string, opts: Parameters<ApiDriver['call']>[1] = {}): Promise<TestResponse<T>> {
      const { as = 'admin', ...rest } = opts
      return server.call<T>(path, { token: await token(as), lang: 'en-US', ...rest })
    },
    close: () => server.close(),
  }
}

export async function getRecord(api: ApiDriver, doc: string, id: number): Promise<Rec> {
  const res = await api.call<Rec>(`/Api/${doc}/Get`, { query: { Id: id } })
  expect(res.status, `${doc} ${id}: ${JSON.stringify(res.body)}`).toBe(200)
  return res.body.Data!
}

export async function timeline(api: ApiDriver, doc: string, id: number): Promise<TimelineRow[]> {
  const res = await api.call<TimelineRow[]>(`/Api/${doc}/Timeline`, { query: { Id: id } })
  expect(res.status).toBe(200)
  return res.body.Data!
}

/**
 * Sends one event as the model says (a person through the HTTP API; a timed event as the
 * scheduler does, through the engine) and answers the HTTP-like outcome.
 */
export async function send(
  api: ApiDriver,
  model: DocModel,
  id: number,
  version: number,
  event: DocEvent,
): Promise<{ status: number; body: TestResponse<Rec>['body'] }> {
  const data = (await model.prepare?.(api, id, event)) ?? event.data
  if (event.actor.system) {
    try {
      const row = await applyTransition(api.server.deps, LIFECYCLE_SERVERS[model.lifecycle.doc]!, {
        id,
        event: event.type,
        version,
        data,
        auth: null,
      })
      return { status: 200, body: { Result: true, Data: row as Rec } }
    } catch (e) {
      const status = (e as { status?: number }).status ?? 500
      return { status, body: { Result: false, Message: String((e as Error).message) } }
    }
  }
  return api.call<Rec>(`/Api/${model.lifecycle.doc}/Transition`, {
    as: model.as?.(event) ?? 'admin',
    body: { Id: id, Event: event.type, Version: version, Data: data },
  })
}

/** Creates a record and drives it along a generated path, checking State, Version and the timeline at every step. */
export async function drive(api: ApiDriver, model: DocModel, path: GenPath, onStep?: (rec: Rec) => Promise<void>): Promise<Rec> {
  const doc = model.lifecycle.doc
  const id = await model.create(api)
  let rec = await getRecord(api, doc, id)
  expect(rec.State).toBe(String(model.lifecycle.machine.config.initial))
  const first = await timeline(api, doc, id)
  expect(first.map((r) => r.Event)).toEqual(['create'])
  await onStep?.(rec)
  for (const [i, step] of path.steps.entries()) {
    const where = `${doc} #${id} step ${i + 1}: ${step.event.type} from ${rec.State}`
    const res = await send(api, model, id, rec.Version, step.event)
    expect(res.status, `${where}: ${JSON.stringify(res.body)}`).toBe(200)
    const next = await getRecord(api, doc, id)
    expect(next.State, where).toBe(step.to)
    expect(next.Version, where).toBe(rec.Version + 1)
    const rows = await timeline(api, doc, id)
    expect(rows, where).toHaveLength(i + 2)
    expect(rows.at(-1), where).toMatchObject({ Event: step.event.type, From: rec.State, To: step.to })
    await model.verify?.(api, id)
    rec = next
    await onStep?.(rec)
  }
  return rec
}
