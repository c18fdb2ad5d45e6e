import type { TestProject } from 'vitest/node'
import { dropTemplate, preparedTemplates, SEED, type DbKind, type Template } from './templates.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    dbSource: string
    dbAvailable: boolean
  }
}

/**
 * Each database's template, seeded once per run (or already by `npm test`, tests/helpers/templates.ts).
 * The projects' setups run one after the other, so the first one starts every template this run
 * needs: the two seeds overlap on the two cores.
 */
const templates = new Map<DbKind, Promise<Template>>()
const kindOf = (name: string): DbKind => (name.endsWith('postgres') ? 'postgres' : 'pglite')

/** Migrates and seeds once per run; every test file then starts from a copy. */
export default async function setup(project: TestProject) {
  // The project's env reaches its workers, not this main-process hook: go by the project's name.
  const kind = kindOf(project.name)
  const wanted = new Set([kind, ...project.vitest.projects.filter((p) => p.name.startsWith('api-')).map((p) => kindOf(p.name))])
  const prepared = preparedTemplates()
  for (const k of wanted) {
    const ready = prepared?.[k]
    if (!templates.has(k)) templates.set(k, ready ? Promise.resolve(ready) : SEED[k]())
  }
  const template = await templates.get(kind)!
  project.provide('dbSource', template.source)
  project.provide('dbAvailable', template.available)
  return () => dropTemplate(kind, template)
}
