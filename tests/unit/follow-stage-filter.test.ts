import { describe, expect, it } from 'vitest'
import { followResource } from '../../src/shared/resources/follow.ts'
import { fieldOptions } from '../../src/kernel/shared/resources/labels.ts'
import { listParams } from '../../src/kernel/shared/schemas/list.ts'

describe('the follow-ups’ chance-stage filter', () => {
  it('offers the seven stages, each one on its own', () => {
    expect(followResource.filters.Stage).toBe('enum')
    expect(fieldOptions(followResource, 'Stage')!.map((o) => o.value)).toEqual([0, 1, 2, 3, 4, 5, 6])
    const stage = listParams(followResource).find((p) => p.api === 'Stage')!
    for (const v of ['0', '3', '6']) expect(stage.schema.safeParse(v).success, v).toBe(true)
    expect(stage.schema.safeParse('7').success).toBe(false)
  })
})
