import type { Deps } from '../env.ts'
import type { ResourceEntry } from '../module.ts'
import type { Router } from '../routes/define.ts'
import { cacheName, viewKeys } from '../../shared/resources/define.ts'
import { and, eq } from 'drizzle-orm'
import type { PermissionKey } from '../../shared/permissions.ts'
import { usageIndex } from './in-use.ts'
import { registerCrud } from './crud.ts'
import type { ReferenceRegistry } from './references.ts'

/** What each resource's references may point at, built from the same list (resources/references.ts). */
export function referenceRegistry(resources: readonly ResourceEntry[]): ReferenceRegistry {
  // Who views a resource that refers to another may pick from that other (its form's and filters' pickers).
  const pickers = new Map<string, Set<PermissionKey>>()
  for (const { def } of resources) {
    const targets = [
      ...Object.values(def.references ?? {}),
      ...(def.scope?.owner ? ['Agent'] : []),
      ...(def.scope?.department ? ['Department'] : []),
    ]
    for (const target of targets) {
      if (target === cacheName(def)) continue
      if (!pickers.has(target)) pickers.set(target, new Set())
      for (const k of viewKeys(def)) pickers.get(target)!.add(k)
    }
  }
  return new Map(
    resources.map((r) => {
      const { def, table } = r
      const family = Object.entries(def.family?.fixed ?? {}).map(([f, v]) => eq(table[f]!, v))
      const label = table[def.label]!
      const own = viewKeys(def)
      const others = [...(pickers.get(cacheName(def)) ?? [])].filter((k) => !own.includes(k)).sort()
      return [cacheName(def), { table, label, allowed: and(...family, r.hooks?.referable), pickers: others }] as const
    }),
  )
}

/** The generic CRUD routes of every resource of the app's modules. */
export function registerResources(app: Router, deps: Deps, resources: readonly ResourceEntry[]) {
  const references = referenceRegistry(resources)
  const usages = usageIndex(resources, new Map([...references].map(([name, target]) => [name, target.table])))
  for (const r of resources) registerCrud(app, deps, r.def, r.table, r.hooks, references, usages)
}
