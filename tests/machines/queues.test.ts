import { describe, expect, it } from 'vitest'
import { queueOf, stateNames, tagsOf } from '../../machines/define.ts'
import { APP_MODULES, LIFECYCLES } from '../../src/server/modules/index.ts'
import { queueSources } from '../../machines/queues.ts'

describe('work queues come from the machines’ tags', () => {
  const sources = queueSources(LIFECYCLES)

  it('every tagged state feeds exactly the queue of its tag, and no state feeds two queues', () => {
    for (const l of LIFECYCLES)
      for (const state of stateNames(l.machine)) {
        const tags = tagsOf(l.machine, state).filter((t) => t.startsWith('queue:'))
        expect(tags.length, `${l.doc}.${state}`).toBeLessThanOrEqual(1)
        const q = queueOf(l.machine, state)
        const feeding = Object.entries(sources).filter(([, list]) => list.some((s) => s.lifecycle === l && s.states.includes(state)))
        expect(
          feeding.map(([name]) => name),
          `${l.doc}.${state}`,
        ).toEqual(q ? [q] : [])
      }
  })

  it('every queue has a tagged state, and every tag names a known queue', () => {
    expect(Object.keys(sources).sort()).toEqual(APP_MODULES.queues.map((q) => q.name).sort())
  })
})
