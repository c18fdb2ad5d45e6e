import { noticeResource } from '../../shared/resources/notice.ts'
import { Notice } from '../db/schema/index.ts'
import type { Deps } from '../env.ts'
import type { Router } from '../routes/define.ts'
import { cacheName, type ResourceDef } from '../../shared/resources/define.ts'
import { and, eq } from 'drizzle-orm'
import type { PermissionKey } from '../../shared/permissions.ts'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { usageIndex } from './in-use.ts'
import { registerCrud, type ResourceHooks } from './crud.ts'
import { REFERENCE_RULES, type ReferenceRegistry, type ReferenceTarget } from './references.ts'
import { HR_RESOURCES } from './hr.ts'
import { SYSTEM_RESOURCES } from './system.ts'
import { noticeHooks } from './notice.ts'
import { LIFECYCLE_RESOURCES } from '../lifecycle/index.ts'
import { FOLLOW_RESOURCES } from './follow.ts'
import { COMMERCE_RESOURCES } from './commerce.ts'
import { ARTICLE_RESOURCES } from './article.ts'
import { PAPER_RESOURCES } from './paper.ts'
import { loginLockoutResource } from '../../shared/resources/security.ts'
import { LoginLockout } from '../db/schema/index.ts'
import { loginLockoutHooks } from './security.ts'
import { TRANSFER_RESOURCES } from './transfer.ts'
import { chatVisitResource } from '../../shared/resources/chat.ts'
import { ChatVisit } from '../db/schema/index.ts'

/** Every resource served by the generic CRUD router, with its table and what it adds. */
export const RESOURCES = [
  { def: noticeResource, table: Notice, hooks: noticeHooks },
  ...HR_RESOURCES,
  ...SYSTEM_RESOURCES,
  { def: loginLockoutResource, table: LoginLockout, hooks: loginLockoutHooks },
  ...LIFECYCLE_RESOURCES,
  ...FOLLOW_RESOURCES,
  ...COMMERCE_RESOURCES,
  ...ARTICLE_RESOURCES,
  ...TRANSFER_RESOURCES,
  ...PAPER_RESOURCES,
  { def: chatVisitResource, table: ChatVisit },
] as const

/** What each resource's references may point at, built from the same list (resources/references.ts). */
export function referenceRegistry(): ReferenceRegistry {
  // Who views a resource that refers to another may pick from that other (its form's and filters' pickers).
  const pickers = new Map<string, Set<PermissionKey>>()
  for (const r of RESOURCES) {
    const def = r.def as ResourceDef
    const targets = [
      ...Object.values(def.references ?? {}),
      ...(def.scope?.owner ? ['Agent'] : []),
      ...(def.scope?.department ? ['Department'] : []),
    ]
    for (const target of targets) {
      if (target === cacheName(def)) continue
      if (!pickers.has(target)) pickers.set(target, new Set())
      pickers.get(target)!.add(`${def.permission}:view` as PermissionKey)
    }
  }
  return new Map(
    RESOURCES.map((r) => {
      const def = r.def as ResourceDef
      const table = r.table as unknown as ReferenceTarget['table']
      const family = Object.entries(def.family?.fixed ?? {}).map(([f, v]) => eq((table as unknown as Record<string, PgColumn>)[f]!, v))
      const label = (table as unknown as Record<string, PgColumn>)[def.label]!
      const own = `${def.permission}:view` as PermissionKey
      const others = [...(pickers.get(cacheName(def)) ?? [])].filter((k) => k !== own).sort()
      return [cacheName(def), { table, label, allowed: and(...family, REFERENCE_RULES[def.name]), pickers: others }] as const
    }),
  )
}

export function registerResources(app: Router, deps: Deps) {
  const references = referenceRegistry()
  const usages = usageIndex(RESOURCES, new Map([...references].map(([name, target]) => [name, target.table as unknown as PgTable])))
  for (const r of RESOURCES)
    registerCrud(
      app,
      deps,
      r.def as ResourceDef,
      r.table,
      ('hooks' in r ? r.hooks : undefined) as ResourceHooks | undefined,
      references,
      usages,
    )
}
