import { afterAll, beforeAll, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { applyTransition, type LifecycleServer } from '../../src/kernel/server/lifecycle/engine.ts'
import { clientServer } from '../../src/server/lifecycle/client.ts'
import { Client, DocEvent } from '../../src/server/db/schema/index.ts'
import { createTestServer, DEMO, describeDb, type TestServer } from '../helpers/server.ts'

/**
 * A transition stores its state, its timeline row and its claim's change in one statement; an
 * effect's change the database computes (an SQL expression) takes the statement built per request,
 * with the timeline row in a statement of its own, in the same transaction.
 */
describeDb('a transition stored', () => {
  let s: TestServer
  let sales: string
  beforeAll(async () => {
    s = await createTestServer()
    sales = await s.login(DEMO.sales)
  })
  afterAll(() => s?.close())

  const newClient = async () => {
    const res = await s.call<{ Id: number }>('/Api/Client/Post', {
      token: sales,
      body: { ClientName: `Stored ${Math.random().toString(36).slice(2, 8)}`, Type: 1 },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const [row] = await s.db.select({ Id: Client.Id, Version: Client.Version }).from(Client).where(eq(Client.Id, res.body.Data!.Id))
    return row!
  }
  const events = async (id: number) =>
    s.db.select({ Event: DocEvent.Event, Data: DocEvent.Data }).from(DocEvent).where(eq(DocEvent.DocId, id)).orderBy(DocEvent.Id)

  it("an effect's change computed by the database lands with the state and the timeline row", async () => {
    const c = await newClient()
    const [before] = await s.db.select({ Score: Client.Score }).from(Client).where(eq(Client.Id, c.Id))
    const spec: LifecycleServer = {
      ...clientServer,
      effects: {
        ...clientServer.effects,
        toHighSeas: async (ctx) => ({ ...(await clientServer.effects!.toHighSeas!(ctx)), Score: sql`${Client.Score} + 7` }),
      },
    }
    const updated = await applyTransition(s.deps, spec, {
      id: c.Id,
      event: 'release',
      version: c.Version,
      data: { Reason: 'Computed' },
      auth: null,
    })
    expect(updated).toMatchObject({ State: 'Public', Score: before!.Score + 7, Version: c.Version + 1, AgentId: 0 })
    expect((await events(c.Id)).at(-1)).toMatchObject({ Event: 'release', Data: { Reason: 'Computed' } })
  })

  it('a refused store leaves no timeline row: the rollback takes it back', async () => {
    const c = await newClient()
    const rows = (await events(c.Id)).length
    // An effect that writes the row itself moves its Version on: the state's store then finds it moved and refuses.
    const spec: LifecycleServer = {
      ...clientServer,
      effects: {
        ...clientServer.effects,
        toHighSeas: async (ctx) => {
          await ctx.tx
            .update(Client)
            .set({ Version: sql`${Client.Version} + 1` })
            .where(eq(Client.Id, c.Id))
          return clientServer.effects!.toHighSeas!(ctx)
        },
      },
    }
    await expect(
      applyTransition(s.deps, spec, { id: c.Id, event: 'release', version: c.Version, data: { Reason: 'Lost' }, auth: null }),
    ).rejects.toMatchObject({
      status: 409,
    })
    expect(await events(c.Id)).toHaveLength(rows)
    const [now] = await s.db.select({ State: Client.State, Version: Client.Version }).from(Client).where(eq(Client.Id, c.Id))
    expect(now).toEqual({ State: 'Private', Version: c.Version })
  })
})
