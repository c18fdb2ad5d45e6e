import { describe, expect, it } from 'vitest'
import { createMemoryHistory, createRouter } from '@tanstack/react-router'
import { QUEUE_NAMES, queueTitle } from '../../src/shared/lifecycle/queues.ts'
import { APP_MODULES } from '../../src/server/modules/index.ts'
import { routeTree } from '../../src/web/routeTree.gen.ts'
import type { RouteLike } from '../../src/kernel/web/shell/menu.ts'
import { ageTone, byWarehouse } from '../../src/kernel/web/components/queue/queue-docs.ts'
import { queueDocs } from '../../src/web/features/queue/app-queues.tsx'
import { QUEUE_ROUTES } from '../../src/web/features/queue/queue-routes.ts'
import { queueSearchSchema } from '../../src/kernel/web/components/queue/queue-search.ts'

const router = createRouter({ routeTree, history: createMemoryHistory(), context: {} as never })
const byPath = new Map((Object.values(router.routesById) as unknown as RouteLike[]).map((r) => [r.fullPath, r]))

describe('the queue screens', () => {
  it('name every queue, and no other', () => {
    // The web's list is the server's: the queues the modules declare, in the modules' order.
    expect(APP_MODULES.queues.map((q) => q.name)).toEqual(QUEUE_NAMES)
    expect(Object.keys(QUEUE_ROUTES).sort()).toEqual([...QUEUE_NAMES].sort())
    for (const q of QUEUE_NAMES) expect(queueTitle(q).id, q).toBe(`queue.${q}`)
  })

  it('give each queue its own screen, opened by whoever may see the queue’s documents', () => {
    expect(new Set(Object.values(QUEUE_ROUTES)).size).toBe(QUEUE_NAMES.length)
    for (const q of QUEUE_NAMES) {
      const meta = byPath.get(QUEUE_ROUTES[q])?.options.staticData?.meta
      expect(meta, q).toBeDefined()
      const docs = queueDocs(q)
      expect(docs.length, q).toBeGreaterThan(0)
      // The server lists a queue to whoever may view its documents: the screen asks for the same key.
      for (const d of docs) expect(meta!.access, `${q} ${d.doc}`).toContain(`${d.def.permission}:view`)
    }
  })

  it('narrow by warehouse only the queues of warehouse documents', () => {
    const warehouse = QUEUE_NAMES.filter((q) => byWarehouse(queueDocs(q)))
    expect(warehouse).toEqual(['receiving', 'putaway', 'picking', 'packing', 'to-ship'])
  })

  it('colour an age against the service level: under half, under all of it, past it', () => {
    expect(ageTone(0, 60)).toBe('fine')
    expect(ageTone(29 * 60 + 59, 60)).toBe('fine')
    expect(ageTone(30 * 60, 60)).toBe('soon')
    expect(ageTone(60 * 60 - 1, 60)).toBe('soon')
    expect(ageTone(60 * 60, 60)).toBe('late')
    expect(ageTone(10 ** 9, 0)).toBe('fine')
  })

  it('keep the open item and the warehouse in the address, forgiving a hand-edited one', () => {
    expect(queueSearchSchema.parse({})).toEqual({})
    expect(queueSearchSchema.parse({ WarehouseId: '3', doc: 'Delivery', id: '12' })).toEqual({ WarehouseId: 3, doc: 'Delivery', id: 12 })
    expect(queueSearchSchema.parse({ WarehouseId: 'x', id: -1 })).toEqual({ WarehouseId: undefined, id: undefined })
  })
})
