import { describe, expect, it } from 'vitest'
import { effectNames } from '../../machines/define.ts'
import { LIFECYCLES } from '../../src/server/modules/index.ts'
import { LIFECYCLE_SERVERS } from '../../src/server/modules/index.ts'

/** Every effect a machine names has its server handler, and every handler an effect to run it. */
describe.each(LIFECYCLES.map((l) => [l.doc, l] as const))('%s', (doc, lifecycle) => {
  it('has a server handler for each effect its machine names', () => {
    const names = effectNames(lifecycle.machine)
    expect(names.length).toBeGreaterThan(0)
    const handlers = Object.keys(LIFECYCLE_SERVERS[doc]?.effects ?? {})
    expect(
      names.filter((n) => !handlers.includes(n)),
      'without a handler',
    ).toEqual([])
    expect(
      handlers.filter((h) => !names.includes(h)),
      'handlers no transition names',
    ).toEqual([])
  })
})
