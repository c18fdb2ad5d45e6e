import { describe, expect, it } from 'vitest'
import { createMemoryHistory, createRouter } from '@tanstack/react-router'
import { APP_MODULES } from '../../src/server/modules/index.ts'
import { viewKeys } from '../../src/kernel/shared/resources/define.ts'
import { routeTree } from '../../src/web/routeTree.gen.ts'
import type { RouteLike } from '../../src/kernel/web/shell/menu.ts'
import { ageTone, byWarehouse } from '../../src/kernel/web/components/queue/queue-docs.ts'
import { queueDocs, queueScreen, queueTitle } from '../../src/web/features/queue/queue-routes.ts'
import { APP_WEB } from '../../src/web/app-modules.tsx'
import { queueSearchSchema } from '../../src/kernel/web/components/queue/queue-search.ts'

const router = createRouter({ routeTree, history: createMemoryHistory(), context: {} as never })
const byPath = new Map((Object.values(router.routesById) as unknown as RouteLike[]).map((r) => [r.fullPath, r]))
const QUEUE_NAMES = APP_MODULES.queues.map((q) => q.name)

describe('the queue screens', () => {
  it('name every queue, and no other', () => {
    // The web modules declare the queues the server's modules declare, with the same titles and service levels.
    const strip = ({ name, title, slaMinutes }: { name: string; title: unknown; slaMinutes: number }) => ({ name, title, slaMinutes })
    expect(APP_WEB.queues.map(strip).sort((a, b) => a.name.localeCompare(b.name))).toEqual(
      APP_MODULES.queues.map(strip).sort((a, b) => a.name.localeCompare(b.name)),
    )
    for (const q of QUEUE_NAMES) expect(queueTitle(q).id, q).toBe(`queue.${q}`)
  })

  it('give each queue its own screen, opened by whoever may see the queue’s documents', () => {
    expect(new Set(QUEUE_NAMES.map(queueScreen)).size).toBe(QUEUE_NAMES.length)
    for (const q of QUEUE_NAMES) {
      const meta = byPath.get(queueScreen(q) ?? '')?.options.staticData?.meta
      expect(meta, q).toBeDefined()
      const docs = queueDocs(q)
      expect(docs.length, q).toBeGreaterThan(0)
      // The server lists a queue to whoever may view its documents: the screen asks for the same keys, and no other.
      const keys = [...new Set(docs.flatMap((d) => viewKeys(d.def)))].sort()
      expect([...(meta!.access ?? [])].sort(), q).toEqual(keys)
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
