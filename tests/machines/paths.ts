import { createTestModel } from '@xstate/graph'
import type { AnyMachineSnapshot } from 'xstate'
import type { DocEvent } from '../../machines/define.ts'
import { serializeState, type DocModel } from './model.ts'

export interface GenPath {
  /** The events in order and the state each one leads to. */
  steps: { event: DocEvent; to: string }[]
  end: string
}

/** Simple paths longer than this are not generated (the machines' loops are bounded by serialization anyway). */
export const SIMPLE_PATH_LIMIT = 60

function toGen(paths: { steps: { event: unknown; state: AnyMachineSnapshot }[]; state: AnyMachineSnapshot }[]): GenPath[] {
  return paths.map((p) => ({
    steps: p.steps
      .filter((s) => (s.event as DocEvent).type !== 'xstate.init')
      .map((s) => ({ event: s.event as DocEvent, to: String(s.state.value) })),
    end: String(p.state.value),
  }))
}

/** Shortest paths to every reachable vertex, and simple paths (no vertex twice), generated from the machine itself. */
export function generatePaths(model: DocModel) {
  const testModel = createTestModel(model.lifecycle.machine, {
    input: model.input,
    events: (snapshot: AnyMachineSnapshot) => model.events(snapshot),
    serializeState: (snapshot: AnyMachineSnapshot) => serializeState(model, snapshot),
  } as never)
  const shortest = toGen(testModel.getShortestPaths() as never)
  const simple = toGen(testModel.getSimplePaths() as never).slice(0, SIMPLE_PATH_LIMIT)
  return { shortest, simple }
}

/** A path to each vertex the generated paths pass through: the first prefix that ends there. */
export function pathsToEachState(model: DocModel): Map<string, GenPath> {
  const { shortest, simple } = generatePaths(model)
  const out = new Map<string, GenPath>([
    [String(model.lifecycle.machine.config.initial), { steps: [], end: String(model.lifecycle.machine.config.initial) }],
  ])
  for (const p of [...shortest, ...simple])
    p.steps.forEach((s, i) => {
      const prefix = p.steps.slice(0, i + 1)
      const known = out.get(s.to)
      if (!known || known.steps.length > prefix.length) out.set(s.to, { steps: prefix, end: s.to })
    })
  return out
}

/** Shortest first, then the simple paths that add something, without repeating one. */
export function pathsToRun(model: DocModel, max: number): GenPath[] {
  const { shortest, simple } = generatePaths(model)
  const seen = new Set<string>()
  const out: GenPath[] = []
  for (const p of [...shortest, ...simple]) {
    const key = p.steps.map((s) => `${s.event.type}>${s.to}`).join('|')
    if (seen.has(key)) continue
    seen.add(key)
    out.push(p)
  }
  return out.slice(0, max)
}
