import { describe, expect, it } from 'vitest'
import { check, stateNames } from '../../machines/define.ts'
import { LIFECYCLES } from '../../src/server/modules/index.ts'
import { MODELS } from './models/index.ts'
import { generatePaths } from './paths.ts'

describe('generated paths over the machines alone', () => {
  it('every lifecycle machine has a test model', () => {
    expect(MODELS.map((m) => m.lifecycle.doc).sort()).toEqual(LIFECYCLES.map((l) => l.doc).sort())
  })

  describe.each(MODELS.map((m) => [m.lifecycle.doc, m] as const))('%s', (doc, model) => {
    const { shortest, simple } = generatePaths(model)
    console.log(`[paths] ${doc}: ${shortest.length} shortest, ${simple.length} simple`)

    it('reaches every state of the machine', () => {
      const visited = new Set([String(model.lifecycle.machine.config.initial), ...shortest.flatMap((p) => p.steps.map((s) => s.to))])
      expect(visited).toEqual(new Set(stateNames(model.lifecycle.machine)))
    })

    it('replays every path step by step through the same check the server uses', () => {
      for (const path of [...shortest, ...simple]) {
        let snapshot = model.lifecycle.machine.resolveState({ value: String(model.lifecycle.machine.config.initial), context: model.input })
        for (const step of path.steps) {
          const result = check(model.lifecycle.machine, String(snapshot.value), snapshot.context, step.event)
          expect(result, `${doc}: ${step.event.type} from ${String(snapshot.value)}`).toMatchObject({ ok: true, to: step.to })
          if (result.ok) snapshot = result.snapshot
        }
      }
      expect(shortest.length + simple.length).toBeGreaterThan(0)
    })
  })
})
